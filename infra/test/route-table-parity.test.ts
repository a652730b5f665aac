import { afterAll, describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '@worknest/functions/routes';
import { buildTestApp, functionIdOf, resourcesOf } from './support';

/**
 * Issue 2: one route table feeds the CDK stacks and the local gateway. The CDK half: a route
 * added to a copy of THE table becomes an HTTP API route integrated with its own Lambda, with no
 * infra change; the gateway half is packages/local-cloud/src/gateway/route-table-parity.test.ts.
 */
describe('the CDK stacks follow the route table', () => {
  // The CDK bundles real handler files, so the extra route names one that exists.
  const extra: HttpRoute = { method: 'POST', path: '/api/only-in-this-copy/{id}', handler: 'http/platform/get-health', access: 'public', resources: [] };
  const extraKey = `${extra.method} ${extra.path}`;
  const copy: readonly HttpRoute[] = [...httpRoutes, extra];
  const withCopy = buildTestApp({ httpRoutes: copy });
  const withTable = buildTestApp();
  afterAll(() => {
    withCopy.cleanup();
    withTable.cleanup();
  });
  const api = withCopy.apiTemplate();

  it('synthesizes the extra route, integrated with a Lambda of its own', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: extraKey });
    const [route] = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route')).filter((r) => r.Properties!.RouteKey === extraKey);
    const integrationId = (route!.Properties!.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
    const integration = resourcesOf(api, 'AWS::ApiGatewayV2::Integration')[integrationId]!.Properties!;
    expect(integration.IntegrationType).toBe('AWS_PROXY');
    expect(integration.IntegrationUri).toEqual({ 'Fn::GetAtt': [functionIdOf(api, extraKey), 'Arn'] });
    api.hasResourceProperties('AWS::Lambda::Function', { Description: extraKey, Runtime: 'nodejs22.x' });
  });

  it('has exactly the routes of the table it was given', () => {
    const keysOf = (built: typeof withCopy) =>
      Object.values(resourcesOf(built.apiTemplate(), 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties!.RouteKey as string).sort();
    expect(keysOf(withCopy)).toEqual(copy.map((r) => `${r.method} ${r.path}`).sort());
    expect(keysOf(withTable)).toEqual(httpRoutes.map((r) => `${r.method} ${r.path}`).sort());
    expect(keysOf(withTable)).not.toContain(extraKey);
  });
});
