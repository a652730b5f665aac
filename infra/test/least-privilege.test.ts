import { afterAll, describe, expect, it } from 'vitest';
import { httpRoutes, resourceKinds, type HttpRoute, type Resource } from '@worknest/functions/routes';
import {
  tableReadActions,
  tableWriteActions,
  uploadsReadActions,
  uploadsDeleteActions,
  uploadsMultipartActions,
  uploadsPutActions,
  uploadsReadBucketActions,
} from '../lib/constructs/resource-grants';
import { actionsOf, buildTestApp, grantsOf } from './support';

/** Every action any declared resource may bring; the log-writing pair every function has. */
const allowedBy: Record<Resource, string[]> = {
  'table:read': tableReadActions,
  'table:write': [...tableReadActions, ...tableWriteActions],
  'uploads:read': [...uploadsReadActions, ...uploadsReadBucketActions],
  'uploads:put': uploadsPutActions,
  'uploads:multipart': uploadsMultipartActions,
  'uploads:delete': uploadsDeleteActions,
  mail: ['ses:SendEmail'],
  sockets: ['execute-api:ManageConnections'],
  payments: ['secretsmanager:GetSecretValue'],
  'mail-links': ['secretsmanager:GetSecretValue'],
  'origin-secret': ['secretsmanager:GetSecretValue'],
  'sso-secrets:read': ['secretsmanager:GetSecretValue'],
  'sso-secrets:write': ['secretsmanager:CreateSecret', 'secretsmanager:PutSecretValue'],
  dns: [],
  'geo-places': ['geo-places:Geocode'],
  maps: [],
  'company-fees': [],
};
const logActions = ['logs:CreateLogStream', 'logs:PutLogEvents'];

/**
 * One probe route per resource kind, plus one with none, all on an existing handler (one with
 * key families declared in config/table-access.ts for the table kinds).
 */
const probe = (name: string, resources: Resource[]): HttpRoute => ({
  method: 'POST',
  path: `/api/probe/${name}`,
  handler: resources.some((r) => r.startsWith('table:')) ? 'http/marketing/join-waitlist' : 'http/platform/get-health',
  access: 'member',
  resources,
});
const probes = {
  none: probe('none', []),
  ...Object.fromEntries(resourceKinds.map((kind) => [kind, probe(kind.replace(':', '-'), [kind])])),
} as Record<'none' | Resource, HttpRoute>;
const keyOf = (route: HttpRoute) => `${route.method} ${route.path}`;

describe('least privilege: a function gets only what its route declares', () => {
  // The probes in an app of their own: added to THE table they would push the api stack past
  // CloudFormation's 500 resources (7 per route). The real routes are checked in the real app.
  const built = buildTestApp({ httpRoutes: Object.values(probes) });
  const real = buildTestApp();
  afterAll(() => {
    built.cleanup();
    real.cleanup();
  });
  const probeApi = built.apiTemplate();
  const realApi = real.apiTemplate();
  const api = { probes: probeApi, real: realApi };
  const actions = (name: 'none' | Resource) => actionsOf(probeApi, keyOf(probes[name]));

  it('gives a route without resources only its own log group', () => {
    expect([...actions('none')].sort()).toEqual([...logActions].sort());
  });

  it('gives table:read no write action, and table:write its writes', () => {
    const read = actions('table:read');
    for (const action of tableReadActions) expect(read).toContain(action);
    for (const action of tableWriteActions) expect(read).not.toContain(action);
    for (const action of tableWriteActions) expect(actions('table:write')).toContain(action);
  });

  it('never grants Scan, nor any DynamoDB action to a route without table access', () => {
    for (const [template, routes] of [[api.real, httpRoutes], [api.probes, Object.values(probes)]] as const) for (const route of routes) {
      const granted = [...actionsOf(template, keyOf(route))];
      expect(granted).not.toContain('dynamodb:Scan');
      const declaresTable = route.resources.some((r) => r.startsWith('table:'));
      if (!declaresTable) expect(granted.filter((a) => a.startsWith('dynamodb:')), keyOf(route)).toEqual([]);
    }
  });

  it('scopes table grants to the table and its named indexes, never index/*', () => {
    const resources = grantsOf(probeApi, keyOf(probes['table:read'])).filter((g) => g.action === 'dynamodb:Query').map((g) => JSON.stringify(g.resource));
    expect(resources.some((r) => r.includes('/index/gsi1'))).toBe(true);
    expect(resources.some((r) => r.includes('/index/*'))).toBe(false);
  });

  it('splits upload grants: reads, puts, multipart bookkeeping and deletes apart', () => {
    const s3 = (name: Resource) => [...actions(name)].filter((a) => a.startsWith('s3:')).sort();
    expect(s3('uploads:read')).toEqual([...uploadsReadActions, ...uploadsReadBucketActions].sort());
    expect(s3('uploads:put')).toEqual(['s3:PutObject']);
    expect(s3('uploads:multipart')).toEqual(['s3:AbortMultipartUpload', 's3:ListMultipartUploadParts']);
    expect(s3('uploads:delete')).toEqual(['s3:DeleteObject']);
  });

  it('lets the handlers that only sign or start uploads put objects and nothing else in S3', () => {
    const presignOnly = ['http/uploads/create-upload-url', 'http/uploads/create-multipart-upload', 'http/uploads/sign-multipart-part'];
    const routes = httpRoutes.filter((route) => presignOnly.includes(route.handler));
    expect(routes).toHaveLength(presignOnly.length);
    for (const route of routes) {
      expect([...actionsOf(realApi, keyOf(route))].filter((a) => a.startsWith('s3:')), keyOf(route)).toEqual(['s3:PutObject']);
    }
    // Listing parts and aborting read, write or delete no object.
    for (const handler of ['http/uploads/list-multipart-parts', 'http/uploads/abort-multipart-upload']) {
      const route = httpRoutes.find((r) => r.handler === handler)!;
      expect([...actionsOf(realApi, keyOf(route))].filter((a) => a.startsWith('s3:')).sort(), handler).toEqual(['s3:AbortMultipartUpload', 's3:ListMultipartUploadParts']);
    }
  });

  it('grants mail, sockets and payments one action each, on their own resource', () => {
    expect([...actions('mail')].filter((a) => !logActions.includes(a))).toEqual(['ses:SendEmail']);
    expect([...actions('sockets')].filter((a) => !logActions.includes(a))).toEqual(['execute-api:ManageConnections']);
    expect([...actions('payments')].filter((a) => !logActions.includes(a))).toEqual(['secretsmanager:GetSecretValue']);
    const socketResource = JSON.stringify(grantsOf(probeApi, keyOf(probes.sockets)).find((g) => g.action.startsWith('execute-api'))!.resource);
    expect(socketResource).toContain('/ws/*/@connections/*');
  });

  it('gives every real route no action beyond what its declared resources allow', () => {
    for (const route of httpRoutes) {
      const allowed = new Set([...logActions, ...route.resources.flatMap((r) => allowedBy[r])]);
      const extra = [...actionsOf(realApi, keyOf(route))].filter((action) => !allowed.has(action));
      expect(extra, keyOf(route)).toEqual([]);
    }
  });
});
