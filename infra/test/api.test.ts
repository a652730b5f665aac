import { LOCAL_SITE_CONTACTS } from '@worknest/shared/site-contacts';
import { afterAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { httpRoutes, webSocketRoutes, type HttpRoute } from '@worknest/functions/routes';
import { buildTestApp, functionIdOf, resourcesOf } from './support';

describe('API and realtime stacks follow the route table', () => {
  const extraRoute: HttpRoute = {
    method: 'POST',
    path: '/api/only-in-this-copy/{id}',
    // A handler with declared key families (functions/src/config/table-access.ts), since it reads the table.
    handler: 'http/marketing/list-waitlist',
    access: 'member',
    resources: ['table:read'],
    timeoutSeconds: 25,
    memorySize: 1024,
  };
  const real = buildTestApp();
  const copy = buildTestApp({ httpRoutes: [...httpRoutes, extraRoute] });
  afterAll(() => {
    real.cleanup();
    copy.cleanup();
  });
  const api = real.apiTemplate();
  const realtime = real.template(real.stacks.realtime);

  /** Route key → the logical id of the function its integration invokes. */
  function integratedFunctions(template: typeof api): Map<string, string | undefined> {
    const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
    const result = new Map<string, string | undefined>();
    for (const route of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))) {
      const target = route.Properties!.Target['Fn::Join'][1] as unknown[];
      const integrationId = (target[1] as { Ref: string }).Ref;
      // HTTP integrations name the function's ARN; WebSocket ones embed it in an invocation URI.
      const uri = JSON.stringify(integrations[integrationId]!.Properties!.IntegrationUri);
      result.set(route.Properties!.RouteKey, /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)?.[1]);
    }
    return result;
  }

  it('gives every HTTP route exactly one API route, integrated with its own function', () => {
    const routes = integratedFunctions(api);
    expect([...routes.keys()].sort()).toEqual(httpRoutes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of httpRoutes) {
      const key = `${route.method} ${route.path}`;
      expect(routes.get(key), key).toBe(functionIdOf(api, key));
    }
  });

  it('gives every WebSocket route its route and function', () => {
    const routes = integratedFunctions(realtime);
    expect([...routes.keys()].sort()).toEqual(webSocketRoutes.map((r) => r.routeKey).sort());
    for (const route of webSocketRoutes) expect(routes.get(route.routeKey)).toBe(functionIdOf(realtime, route.routeKey));
  });

  it('builds functions as Node 22 ARM64 ESM bundles with the route’s timeout and memory', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    for (const route of httpRoutes) {
      const fn = functions[functionIdOf(api, `${route.method} ${route.path}`)]!.Properties!;
      expect(fn).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: route.timeoutSeconds ?? 10,
        MemorySize: route.memorySize ?? 512,
      });
      expect(fn.LoggingConfig.LogGroup.Ref, 'own log group').toBeTruthy();
    }
  });

  it('passes each function exactly the environment routeEnvironment() gives its route', () => {
    const names = { stage: 'x', tableName: 'x', uploadsBucket: 'x', appOrigin: 'x', mailFrom: 'x', socketsEndpoint: 'x', stripeSecretName: 'x', serviceFeeCents: 1, commissionBasisPoints: 300, mailLinksSecretName: 'x', originVerifySecretName: 'x', siteContacts: LOCAL_SITE_CONTACTS, ssoSecretPrefix: 'x' } satisfies StageResources;
    for (const [template, routes] of [[api, httpRoutes], [realtime, webSocketRoutes]] as const) {
      const functions = resourcesOf(template, 'AWS::Lambda::Function');
      for (const route of routes) {
        const key = 'method' in route ? `${route.method} ${route.path}` : route.routeKey;
        const fn = functions[functionIdOf(template, key)]!.Properties!;
        expect(Object.keys(fn.Environment.Variables).sort(), key).toEqual(Object.keys(routeEnvironment(route, names)).sort());
      }
    }
  });

  it('picks up a route added to a copy of the table, with its settings, without any infra change', () => {
    const template = copy.apiTemplate();
    const key = `${extraRoute.method} ${extraRoute.path}`;
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
    template.hasResourceProperties('AWS::Lambda::Function', { Description: key, Timeout: 25, MemorySize: 1024 });
    expect(() => functionIdOf(api, key), 'the real table does not have it').toThrow();
  });

  it('throttles the HTTP API default stage from the stage settings and logs JSON access lines', () => {
    // The api-stage stack owns the stage, deployed after every area stack: API Gateway takes
    // per-route settings only for routes that exist.
    const gateway = real.template(real.stacks.apiStage);
    gateway.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
    });
    const stage = Object.values(resourcesOf(gateway, 'AWS::ApiGatewayV2::Stage')).find((s) => s.Properties!.StageName === '$default')!;
    const format = JSON.parse(stage.Properties!.AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
  });

  it('names the WebSocket stage after the /ws path and gives functions its management endpoint', () => {
    const gateway = real.template(real.stacks.gateway);
    gateway.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'ws', AutoDeploy: true });
    const socketsRoute = httpRoutes.find((r) => r.resources.includes('sockets'));
    if (!socketsRoute) return;
    const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdOf(api, `${socketsRoute.method} ${socketsRoute.path}`)]!;
    const endpoint = JSON.stringify(fn.Properties!.Environment.Variables.SOCKETS_ENDPOINT);
    expect(endpoint).toContain('https://');
    expect(endpoint).toContain('.execute-api.');
    expect(endpoint).toMatch(/\/ws"\]\]\}$/);
  });
});
