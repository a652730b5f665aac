import { afterAll, describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { httpRoutes, resourceKinds } from '@worknest/functions/routes';
import { allStacks, buildTestApp } from './support';

describe.each(['dev', 'prod'])('cdk-nag AwsSolutions (%s)', (stage) => {
  // The real tables, a deployed SPA build and a route using every resource kind, so every
  // acknowledgement in the code is exercised; prod keeps data, dev empties buckets on delete.
  const built = buildTestApp({
    stage,
    withSpaBuild: true,
    httpRoutes: [
      ...httpRoutes,
      { method: 'POST', path: '/api/probe', handler: 'http/platform/get-health', access: 'member', resources: [...resourceKinds] },
    ],
  });
  afterAll(() => built.cleanup());
  // The CLI validates the synthesized app, where cross-stack references have become imports.
  built.app.synth();

  it('reports no unacknowledged finding in any stack', () => {
    const findings = allStacks(built.stacks).flatMap((stack) =>
      new AwsSolutionsChecks(built.app).validateScope(stack).violations.map(
        (v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it('gives every acknowledgement a real reason', () => {
    const acknowledgements = allConstructs(built.app).flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ where: `${construct.node.path} ${id}`, reason })),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const { where, reason } of acknowledgements) {
      expect(typeof reason, where).toBe('string');
      expect(reason.trim().length, `${where} needs a reason a reviewer can check`).toBeGreaterThanOrEqual(40);
    }
  });
});

function allConstructs(root: IConstruct): IConstruct[] {
  return [root, ...root.node.children.flatMap(allConstructs)];
}
