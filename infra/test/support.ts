import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../lib/paths';
import { readStage, type StageSettings } from '../lib/stage-settings';
import { createWorknest, type WorknestOptions, type WorknestStacks } from '../lib/worknest';

const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export interface TestApp {
  app: App;
  stacks: WorknestStacks;
  template(stack: Stack): Template;
  /**
   * The resources of every area stack of the HTTP API (api-areas.ts) as one template: routes,
   * their functions, roles and policies. Logical ids are route ids, unique across areas.
   */
  apiTemplate(): Template;
  /** Removes the temporary cloud assembly (and the fake SPA build, if any). */
  cleanup(): void;
}

export interface TestAppOptions extends Partial<Omit<WorknestOptions, 'stage' | 'spaDist'>> {
  stage?: string;
  /** Deploy a small fake SPA build, as if `web/dist` existed. */
  withSpaBuild?: boolean;
  /** Overrides of the stage's cdk.json settings. */
  settings?: Partial<StageSettings>;
  /** Extra context, as `-c key=value` on the command line. */
  context?: Record<string, string>;
}

/**
 * Builds every stack of a stage the way bin/app.ts does, with cdk.json's context, but without
 * bundling functions (esbuild per route would dominate) or CloudFormation's built-in validation.
 */
export function buildTestApp(options: TestAppOptions = {}): TestApp {
  const outdir = mkdtempSync(path.join(tmpdir(), 'worknest-cdk-'));
  const spaDist = options.withSpaBuild ? fakeSpaBuild(outdir) : undefined;
  const stage = options.stage ?? 'dev';
  const stages = cdkJson.context.stages as Record<string, StageSettings>;
  const app = new App({
    outdir: path.join(outdir, 'cdk.out'),
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      stages: { ...stages, [stage]: { ...stages[stage], ...options.settings } },
      stage,
      ...options.context,
      'aws:cdk:bundling-stacks': [],
    },
  });
  const { stage: _stage, withSpaBuild: _withSpaBuild, settings: _settings, context: _context, ...rest } = options;
  let stacks: WorknestStacks;
  try {
    stacks = createWorknest(app, { stage: readStage(app), spaDist, ...rest });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  const templates = new Map<Stack, Template>();
  const apiTemplates = new Map<WorknestStacks, Template>();
  return {
    app,
    stacks,
    template(stack) {
      let template = templates.get(stack);
      if (!template) templates.set(stack, (template = Template.fromStack(stack)));
      return template;
    },
    apiTemplate() {
      let merged = apiTemplates.get(stacks);
      if (!merged) {
        const resources = Object.assign({}, ...Object.values(stacks.apis).map((stack) => (this.template(stack).toJSON() as { Resources: object }).Resources));
        apiTemplates.set(stacks, (merged = Template.fromJSON({ Resources: resources })));
      }
      return merged;
    },
    cleanup() {
      rmSync(outdir, { recursive: true, force: true });
    },
  };
}

function fakeSpaBuild(dir: string): string {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

/** Every stack of the stage, the area stacks of the HTTP API included (they are grouped under `apis`). */
export function allStacks(stacks: WorknestStacks): Stack[] {
  const { apis, ...single } = stacks;
  return [...Object.values(single), ...Object.values(apis)];
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string }>;

export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** The logical id of the Lambda function whose description is the route key. */
export function functionIdOf(template: Template, routeKey: string): string {
  const matches = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
    ([, fn]) => fn.Properties?.Description === routeKey,
  );
  if (matches.length !== 1) throw new Error(`expected one function for "${routeKey}", found ${matches.length}`);
  return matches[0]![0];
}

/** Every IAM action (and its resources) granted to the role of the function with this route key. */
export function grantsOf(template: Template, routeKey: string): { action: string; resource: unknown }[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionIdOf(template, routeKey)]!;
  const roleId = fn.Properties!.Role['Fn::GetAtt'][0] as string;
  const role = resourcesOf(template, 'AWS::IAM::Role')[roleId]!;
  if (role.Properties?.ManagedPolicyArns) throw new Error(`${routeKey}: role has managed policies`);
  const grants: { action: string; resource: unknown }[] = [];
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    if (!policy.Properties!.Roles.some((r: { Ref?: string }) => r.Ref === roleId)) continue;
    for (const statement of policy.Properties!.PolicyDocument.Statement) {
      if (statement.Effect !== 'Allow') continue;
      const actions = [statement.Action].flat() as string[];
      const resources = [statement.Resource].flat();
      for (const action of actions) for (const resource of resources) grants.push({ action, resource });
    }
  }
  return grants;
}

export function actionsOf(template: Template, routeKey: string): Set<string> {
  return new Set(grantsOf(template, routeKey).map((grant) => grant.action));
}
