import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { webDistIfBuilt } from '../lib/paths';
import { readStage } from '../lib/stage-settings';
import { createWorknest } from '../lib/worknest';

// `npx cdk deploy --all -c stage=<name>`; settings come from cdk.json context.stages.<name>.
const app = new App();
createWorknest(app, { stage: readStage(app), spaDist: webDistIfBuilt() });
// cdk-nag (AwsSolutions) runs at synth; every acknowledged finding carries its reason in code.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
