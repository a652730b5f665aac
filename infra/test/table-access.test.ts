import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { keyFamilies, leadingKeyPatterns, tableAccess } from '@worknest/functions/config/table-access';
import { httpRoutes, webSocketRoutes, type Resource } from '@worknest/functions/routes';
import { scheduledJobs } from '@worknest/functions/schedules';
import { streamSubscribers, topicSubscribers } from '@worknest/functions/subscriptions';
import { allStacks, buildTestApp, grantsOf, resourcesOf } from './support';
import { keyFamiliesUsedBy } from './table-access-analysis';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/** Every function of the tables, by the description its Lambda carries (its route key). */
const functions: Array<{ description: string | RegExp; handler: string; resources: readonly Resource[] }> = [
  ...httpRoutes.map((route) => ({ description: `${route.method} ${route.path}`, handler: route.handler, resources: route.resources })),
  ...webSocketRoutes.map((route) => ({ description: route.routeKey as string, handler: route.handler, resources: route.resources })),
  ...scheduledJobs.map((job) => ({ description: new RegExp(`^schedule ${job.name} \\(`), handler: job.handler, resources: job.resources })),
  ...topicSubscribers.map((s) => ({ description: `topic ${s.topic}: ${s.name}`, handler: s.handler, resources: s.resources })),
  ...streamSubscribers.map((s) => ({ description: `stream ${s.stream.keyFamily} ${s.stream.eventNames.join('/')}: ${s.name}`, handler: s.handler, resources: s.resources })),
];
const usesTable = (resources: readonly Resource[]) => resources.some((r) => r.startsWith('table:'));
const tableHandlers = [...new Set(functions.filter((f) => usesTable(f.resources)).map((f) => f.handler))];

const STREAM_READ_ACTIONS = new Set(['dynamodb:ListStreams', 'dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);

describe('table access by key family (dynamodb:LeadingKeys, issue 14 item 10)', () => {
  it('declares key families for every function that reads or writes the table, and for no other', () => {
    expect(Object.keys(tableAccess).sort()).toEqual([...tableHandlers].sort());
    for (const [handler, families] of Object.entries(tableAccess)) {
      expect(families.length, handler).toBeGreaterThan(0);
      for (const family of families) expect(keyFamilies, handler).toContain(family);
    }
  });

  it('declares exactly the families each handler’s code builds keys for', { timeout: 240_000 }, async () => {
    const wrong: string[] = [];
    for (const handler of tableHandlers) {
      const used = await keyFamiliesUsedBy(rootDir, handler);
      const declared = [...(tableAccess[handler] ?? [])].sort();
      if (JSON.stringify(declared) !== JSON.stringify(used.families)) {
        wrong.push(`  '${handler}': [${used.families.map((f) => `'${f}'`).join(', ')}],  // declared: [${declared.join(', ')}]`);
      }
    }
    // The message is the entries to write in functions/src/config/table-access.ts.
    expect(wrong, `functions/src/config/table-access.ts:\n${wrong.join('\n')}\n`).toEqual([]);
  });

  it('finds the keys a handler really uses (a public form touches no session or booking; erasure touches many)', async () => {
    const waitlist = await keyFamiliesUsedBy(rootDir, 'http/marketing/join-waitlist');
    expect(waitlist.families).toContain('WAITLIST');
    expect(waitlist.families).not.toContain('BOOKING');
    expect(waitlist.families).not.toContain('LISTING');
    expect(waitlist.modules).toContain('store/marketing.ts');
    const upload = await keyFamiliesUsedBy(rootDir, 'http/uploads/create-upload-url');
    expect(upload.families).not.toContain('LISTING');
    expect((await keyFamiliesUsedBy(rootDir, 'http/admin/erase-user')).families.length).toBeGreaterThan(15);
  });

  describe('in the synthesized stacks', () => {
    // Built in the test, so a missing declaration (which fails synth) still lets the test above print the entries.
    let built: ReturnType<typeof buildTestApp> | undefined;
    afterAll(() => built?.cleanup());

    it('conditions every DynamoDB grant of every function on its declared key families', () => {
      built = buildTestApp();
      const templates = allStacks(built.stacks).map((stack) => built!.template(stack));
      let checked = 0;
      for (const template of templates) {
        for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
          const description = fn.Properties?.Description as string | undefined;
          const entry = functions.find((f) => (typeof f.description === 'string' ? f.description === description : f.description.test(description ?? '')));
          // CDK's own helper functions (custom resources) are not in the tables.
          if (!entry) continue;
          // Reading the table's stream (an event source mapping's grant) names no item, so no leading key applies.
          const grants = grantsOf(template, description!).filter((g) => g.action.startsWith('dynamodb:') && !STREAM_READ_ACTIONS.has(g.action));
          if (!usesTable(entry.resources)) {
            expect(grants, description).toEqual([]);
            continue;
          }
          expect(grants.length, description).toBeGreaterThan(0);
          for (const grant of grants) {
            expect(grant.condition, `${description} ${grant.action}`).toEqual({
              'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(tableAccess[entry.handler]!) },
            });
          }
          checked++;
        }
      }
      expect(checked).toBe(functions.filter((f) => usesTable(f.resources)).length);
    });
  });
});
