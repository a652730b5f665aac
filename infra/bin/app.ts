import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { webDistIfBuilt } from '../lib/paths';
import { readStage } from '../lib/stage-settings';
import { createWorknest } from '../lib/worknest';

// `npx cdk deploy --all -c stage=<name>`; settings come from cdk.json context.stages.<name>.
// `WORKNEST_SYNTH_TEMPLATES_ONLY=1` writes the templates without bundling the functions: `npm run
// synth` bundles them for dev only, since prod's bundles are the same code built with the same
// options (FUNCTION_BUNDLING) and only its templates (cfn-lint) differ. Deploys always bundle.
const app = new App(process.env.WORKNEST_SYNTH_TEMPLATES_ONLY === '1' ? { postCliContext: { 'aws:cdk:bundling-stacks': [] } } : {});
createWorknest(app, { stage: readStage(app), spaDist: webDistIfBuilt() });
// cdk-nag (AwsSolutions) runs at synth; every acknowledged finding carries its reason in code.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
