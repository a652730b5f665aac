import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { webDistIfBuilt } from '../lib/paths';
import { readStage } from '../lib/stage-settings';
import { createWorknest } from '../lib/worknest';

// `npx cdk deploy --all -c stage=<name>`; settings come from cdk.json context.stages.<name>.
// `WORKNEST_SYNTH_BUNDLE_STACKS` (comma-separated patterns of stack paths; empty: none) limits which
// stacks' functions `cdk synth` bundles; unset, all are bundled, as every deploy does. `npm run
// synth` bundles only dev's authorizer and realtime stacks (4 functions: CDK's own bundling path
// stays checked) and none of prod's: every handler is built with the same options
// (FUNCTION_BUNDLING) by infra/test/bundle-size.test.ts, and cfn-lint needs only the templates
// (ADR 0151).
const bundleStacks = process.env.WORKNEST_SYNTH_BUNDLE_STACKS;
const app = new App(
  bundleStacks === undefined
    ? {}
    : { postCliContext: { 'aws:cdk:bundling-stacks': bundleStacks.split(',').map((pattern) => pattern.trim()).filter(Boolean) } },
);
createWorknest(app, { stage: readStage(app), spaDist: webDistIfBuilt() });
// cdk-nag (AwsSolutions) runs at synth; every acknowledged finding carries its reason in code.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
