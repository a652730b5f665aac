import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { httpRoutes, routeId, webSocketRoutes, type HttpRoute } from '@worknest/functions/routes';
import { jobId, scheduledJobs } from '@worknest/functions/schedules';
import { streamSubscribers, subscriberId, topicSubscribers } from '@worknest/functions/subscriptions';
import { apiAreaOf } from '../lib/api-areas';
import { ORIGIN_AUTHORIZER_ID } from '../lib/api-authorizer-stack';
import { throttleClassOf } from '../lib/route-throttles';
import { functionStacks } from '../lib/monitoring-stack';
import { allStacks, buildTestApp, functionIdOf, resourcesOf, type TestApp } from './support';

/** The runbook's heading anchors, as GitHub makes them (lower case, punctuation dropped, spaces to hyphens). */
const runbookAnchors = (() => {
  const text = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  return new Set(
    [...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map(([, heading]) =>
      heading!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
})();

/** The stage-wide alarms (the rest are two per function). */
const STAGE_ALARMS = [
  'HTTP API: 5xx rate above 5%',
  'HTTP API: p99 latency above 3 s',
  'WebSocket API: errors',
  'DynamoDB: throttled requests',
  'DynamoDB: system errors',
  'SES: bounce rate at 4%',
  'SES: complaint rate at 0.08%',
  'Stripe webhook: failures',
  'Checkout: few payments confirm',
];

/** Issue 23: alarms, dashboard, log retention, WAF, backups, throttles, origin authorizer. */
describe.each(['dev', 'prod'])('operations (%s)', (stageName) => {
  const extra: HttpRoute = { method: 'POST', path: '/api/only-in-this-copy', handler: 'http/marketing/join-waitlist', access: 'member', resources: ['table:read'] };
  const built = buildTestApp({ stage: stageName, withSpaBuild: true, httpRoutes: [...httpRoutes, extra] });
  afterAll(() => built.cleanup());
  const stacks = allStacks(built.stacks);
  const api = built.apiTemplate();
  const realtime = built.template(built.stacks.realtime);
  const monitoring = built.template(built.stacks.monitoring);
  const topicId = Object.keys(resourcesOf(monitoring, 'AWS::SNS::Topic'))[0]!;

  /**
   * The monitoring stack's alarms on the function with this logical id in `stack`: their metrics
   * name it through a weak reference (Fn::GetStackOutput of an output whose value is its Ref).
   */
  const alarmsNaming = (built: TestApp, stack: Stack, functionLogicalId: string) => {
    const outputs = (built.template(stack).toJSON().Outputs ?? {}) as Record<string, { Value: unknown }>;
    const outputNames = Object.entries(outputs)
      .filter(([, output]) => JSON.stringify(output.Value) === JSON.stringify({ Ref: functionLogicalId }))
      .map(([name]) => name);
    return Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).filter((alarm) => {
      const text = JSON.stringify(alarm.Properties);
      return outputNames.some((name) => text.includes(`"StackName":"${stack.stackName}"`) && text.includes(`"OutputName":"${name}"`));
    });
  };

  it('gives every function of the route, job and subscriber tables (and a route added to it) an errors and a throttles alarm', () => {
    const entries = [
      ...[...httpRoutes, extra].map((r) => ({ stack: built.stacks.apis[apiAreaOf(r)], key: `${r.method} ${r.path}`, id: routeId(r) })),
      ...webSocketRoutes.map((r) => ({ stack: built.stacks.realtime, key: r.routeKey, id: routeId(r) })),
      ...scheduledJobs.map((job) => ({ stack: built.stacks.jobs, key: `schedule ${job.name} (every ${job.everyMinutes} min)`, id: jobId(job) })),
      ...topicSubscribers.map((s) => ({ stack: built.stacks.jobs, key: `topic ${s.topic}: ${s.name}`, id: subscriberId(s) })),
    ];
    expect(scheduledJobs.length + topicSubscribers.length, 'jobs and subscribers are covered').toBeGreaterThan(0);
    for (const { stack, key, id } of entries) {
      const fnId = functionIdOf(built.template(stack), key);
      const alarms = alarmsNaming(built, stack, fnId);
      const names = alarms.map((a) => a.Properties!.AlarmName as string).sort();
      expect(names, key).toEqual([`worknest-${stageName} ${key}: errors`, `worknest-${stageName} ${key}: throttles`]);
      const errors = alarms.find((a) => (a.Properties!.AlarmName as string).endsWith('errors'))!;
      const metrics = JSON.stringify(errors.Properties!.Metrics);
      expect(metrics, `${key}: Lambda Errors`).toContain('"MetricName":"Errors"');
      expect(metrics, `${key}: the kit's 500s`).toContain(`"MetricName":"Faults"`);
      expect(metrics, `${key}: its own route dimension`).toContain(`"Value":"${id}"`);
      const throttles = alarms.find((a) => (a.Properties!.AlarmName as string).endsWith('throttles'))!;
      expect(throttles.Properties!.MetricName).toBe('Throttles');
      for (const alarm of alarms) {
        expect(alarm.Properties!.AlarmActions, key).toEqual([{ Ref: topicId }]);
        expect(alarm.Properties!.AlarmDescription, key).toMatch(/Look first/);
      }
    }
  });

  it('sends every alarm to the stage topic (and its recovery), with a runbook link in its description', () => {
    let count = 0;
    for (const stack of stacks) {
      for (const [id, alarm] of Object.entries(resourcesOf(built.template(stack), 'AWS::CloudWatch::Alarm'))) {
        count++;
        expect(stack, `${id} lives in the monitoring stack`).toBe(built.stacks.monitoring);
        const props = alarm.Properties!;
        expect(props.AlarmName, id).toMatch(new RegExp(`^worknest-${stageName} `));
        expect(props.AlarmDescription, id).toMatch(/Runbook: docs\/operations\.md#[a-z0-9-]+$/);
        expect(props.AlarmActions, id).toEqual([{ Ref: topicId }]);
        expect(props.OKActions, id).toEqual([{ Ref: topicId }]);
      }
    }
    // Two per function (HTTP routes with the extra one, socket routes, jobs, subscribers, the
    // origin authorizer) and the stage-wide ones: docs/cost-model.md counts the same.
    const functions = httpRoutes.length + 1 + webSocketRoutes.length + scheduledJobs.length + topicSubscribers.length + streamSubscribers.length + 1;
    // Issue 33: each stream subscriber also has a dead-letter and a stream-behind alarm.
    expect(count).toBe(2 * functions + STAGE_ALARMS.length + 2 * streamSubscribers.length);
  });

  it('links every alarm to a section of docs/operations.md that exists', () => {
    const missing: string[] = [];
    for (const alarm of Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm'))) {
      const anchor = /Runbook: docs\/operations\.md#([a-z0-9-]+)$/.exec(alarm.Properties!.AlarmDescription as string)?.[1];
      if (!anchor || !runbookAnchors.has(anchor)) missing.push(`${alarm.Properties!.AlarmName as string} → #${anchor}`);
    }
    expect(missing).toEqual([]);
    // The runbook names alarms by their anchors in backticks (e.g. "watch `function-errors`"):
    // each must be a section too (a renamed alarm leaves no dangling name behind).
    const runbook = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const alarmAnchors = new Set(
      Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).map((a) => /#([a-z0-9-]+)$/.exec(a.Properties!.AlarmDescription as string)![1]!),
    );
    const named = [...runbook.matchAll(/`([a-z0-9]+(?:-[a-z0-9]+)+-(?:errors|throttles|failures|rate|latency|reputation|conversion))`/g)].map(([, name]) => name!);
    expect(named.filter((name) => !alarmAnchors.has(name))).toEqual([]);
  });

  it('compares completed checkouts of both kinds with those started: request-mode checkouts complete at authorization', () => {
    const [checkout] = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).filter((a) => a.Properties!.AlarmName === `worknest-${stageName} Checkout: few payments confirm`);
    const metrics = checkout!.Properties!.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string } } }[];
    const byId = Object.fromEntries(metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!.Metric.MetricName]));
    expect(byId).toEqual({
      started: 'CheckoutsStarted',
      requests: 'RequestCheckoutsStarted',
      confirmed: 'BookingsConfirmed',
      accepted: 'RequestsAccepted',
      authorized: 'RequestsAuthorized',
    });
    const expression = metrics.find((m) => m.Expression)!.Expression!;
    expect(expression).toContain('FILL(confirmed, 0) - FILL(accepted, 0) + FILL(authorized, 0)');
    expect(expression).toContain('FILL(started, 0) + FILL(requests, 0)');
  });

  it('has the stage-wide alarms the runbook describes', () => {
    const names = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties!.AlarmName as string);
    for (const expected of STAGE_ALARMS) {
      expect(names).toContain(`worknest-${stageName} ${expected}`);
    }
  });

  it('subscribes the alarm e-mail only when the stage sets one', () => {
    const subscriptions = Object.values(resourcesOf(monitoring, 'AWS::SNS::Subscription'));
    if (stageName === 'prod') expect(subscriptions.map((s) => [s.Properties!.Protocol, s.Properties!.Endpoint])).toEqual([['email', 'ops@worknest.example']]);
    else expect(subscriptions).toEqual([]);
  });

  it('has one dashboard for the stage with the route, business, DynamoDB, WebSocket and SES graphs', () => {
    const dashboards = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties!.DashboardName).toBe(`worknest-${stageName}`);
    const body = JSON.stringify(dashboards[0]!.Properties!.DashboardBody);
    for (const title of ['Requests by route', 'Errors by route', 'Duration p99 by route', 'Business: checkout and payments', 'DynamoDB', 'WebSocket', 'SES']) {
      expect(body).toContain(title);
    }
    for (const metric of [
      'MagicLinksSent', 'SignIns', 'ListingsCreated', 'CheckoutsStarted', 'BookingsConfirmed', 'RequestCheckoutsStarted', 'RequestsAuthorized',
      'RequestsAccepted', 'PaymentsFailed', 'Refunds', 'RefundedCents', 'MessagesSent', 'ReviewsSubmitted',
    ]) {
      expect(body, metric).toContain(metric);
    }
  });

  it('graphs every function per route: HTTP routes and the authorizer, WebSocket routes, jobs and subscribers', () => {
    const body = JSON.stringify(resourcesOf(monitoring, 'AWS::CloudWatch::Dashboard')).replace(/\\"/g, '"');
    const searches = [...body.matchAll(/SEARCH\('\{AWS\/Lambda,FunctionName\}[^']*'/g)].map(([search]) => search);
    expect(searches.length).toBeGreaterThanOrEqual(5);
    // Each per-function graph searches the prefixes of every stack that holds functions.
    expect(functionStacks(stageName)).toEqual([`worknest-${stageName}-api`, `worknest-${stageName}-realtime`, `worknest-${stageName}-jobs`]);
    for (const search of searches) for (const stack of functionStacks(stageName)) expect(search).toContain(`FunctionName=${stack}`);
    // …and the stacks that make the functions are named with one of those prefixes.
    for (const holder of [built.stacks.apiAuthorizer, ...Object.values(built.stacks.apis), built.stacks.realtime, built.stacks.jobs]) {
      expect(Object.keys(resourcesOf(built.template(holder), 'AWS::Lambda::Function')).length, holder.stackName).toBeGreaterThan(0);
      expect(functionStacks(stageName).some((prefix) => holder.stackName.startsWith(prefix)), holder.stackName).toBe(true);
    }
  });

  it('gives every log group a retention and every function its own log group', () => {
    for (const stack of stacks) {
      const template = built.template(stack);
      for (const [id, group] of Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup'))) {
        expect(group.Properties!.RetentionInDays, `${stack.stackName} ${id}`).toBeGreaterThan(0);
      }
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        // CDK's deploy-time providers that run only when a stack is deleted (S3 auto-delete) have
        // no log group property; all others write to one of the groups above.
        if (JSON.stringify(fn.Properties).includes('Lambda function for auto-deleting objects')) continue;
        expect(fn.Properties!.LoggingConfig?.LogGroup, `${stack.stackName} ${id} log group`).toBeDefined();
      }
    }
  });

  it('puts a WAF web ACL with the managed rules and a per-IP rate limit in us-east-1, and CloudFront uses it', () => {
    const edge = built.template(built.stacks.edge);
    expect(built.stacks.edge.region).toBe('us-east-1');
    const [acl] = Object.values(resourcesOf(edge, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties!.Scope).toBe('CLOUDFRONT');
    const rules = acl!.Properties!.Rules as any[];
    expect(rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const rate = rules.find((r) => r.Statement.RateBasedStatement);
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: stageName === 'prod' ? 2000 : 1000 });
    expect(rate.Action).toEqual({ Block: {} });
    // The web stack reads the ACL's ARN from the edge stack's parameter and associates it.
    edge.hasResourceProperties('AWS::SSM::Parameter', { Name: `/worknest/${stageName}/edge/web-acl-arn` });
    const [distribution] = Object.values(resourcesOf(built.template(built.stacks.web), 'AWS::CloudFront::Distribution'));
    const webAclId = JSON.stringify(distribution!.Properties!.DistributionConfig.WebACLId);
    expect(webAclId).toContain('EdgeWebAclArn');
    expect(webAclId).toContain('Parameter.Value');
    expect(built.stacks.web.dependencies).toContain(built.stacks.edge);
  });

  it('serves prod on its own domain with an ACM certificate and TLS 1.2 at least; dev on CloudFront’s', () => {
    const [distribution] = Object.values(resourcesOf(built.template(built.stacks.web), 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties!.DistributionConfig;
    const edge = built.template(built.stacks.edge);
    if (stageName === 'prod') {
      expect(config.Aliases).toEqual(['worknest.example']);
      expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
      expect(JSON.stringify(config.ViewerCertificate.AcmCertificateArn)).toContain('EdgeCertificateArn');
      edge.hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: 'worknest.example', ValidationMethod: 'DNS' });
      // The functions and the uploads CORS rule use the domain, not CloudFront's name.
      const fn = Object.values(resourcesOf(api, 'AWS::Lambda::Function')).find((f) => f.Properties!.Environment?.Variables?.APP_ORIGIN)!;
      expect(fn.Properties!.Environment.Variables.APP_ORIGIN).toBe('https://worknest.example');
    } else {
      expect(config.Aliases).toBeUndefined();
      expect(Object.keys(resourcesOf(edge, 'AWS::CertificateManager::Certificate'))).toEqual([]);
    }
  });

  it('keeps daily backups for 35 days only in stages that keep their data, and point-in-time recovery everywhere', () => {
    const data = built.template(built.stacks.data);
    data.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
    const plans = Object.values(resourcesOf(data, 'AWS::Backup::BackupPlan'));
    const selections = Object.values(resourcesOf(data, 'AWS::Backup::BackupSelection'));
    if (stageName === 'prod') {
      expect(plans).toHaveLength(1);
      const rules = plans[0]!.Properties!.BackupPlan.BackupPlanRule as any[];
      expect(rules).toHaveLength(1);
      expect(rules[0]).toMatchObject({ ScheduleExpression: 'cron(0 5 * * ? *)', Lifecycle: { DeleteAfterDays: 35 } });
      expect(JSON.stringify(selections[0]!.Properties!.BackupSelection.Resources)).toContain('Table');
    } else {
      expect(plans).toEqual([]);
      expect(selections).toEqual([]);
    }
  });

  it('versions the photo bucket and expires old versions', () => {
    const storage = built.template(built.stacks.storage);
    const uploads = Object.values(resourcesOf(storage, 'AWS::S3::Bucket')).find((b) => b.Properties!.CorsConfiguration)!;
    expect(uploads.Properties!.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads.Properties!.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
    );
  });

  it('throttles public, expensive and webhook routes apart from the stage budget', () => {
    const [stage] = Object.values(resourcesOf(built.template(built.stacks.apiStage), 'AWS::ApiGatewayV2::Stage'));
    const settings = stage!.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const budgets = stageName === 'prod' ? { public: 25, expensive: 25, webhook: 20 } : { public: 10, expensive: 10, webhook: 5 };
    const expected = Object.fromEntries(
      httpRoutes.flatMap((r) => {
        const kind = throttleClassOf(r);
        return kind ? [[`${r.method} ${r.path}`, budgets[kind]]] : [];
      }),
    );
    expect(Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, value.ThrottlingRateLimit]))).toEqual(expected);
    for (const key of ['POST /api/auth/request-magic-link', 'POST /api/create-payment-intent', 'POST /api/webhooks/stripe']) expect(settings[key], key).toBeDefined();
    expect(settings['GET /api/listings'], 'a cheap signed-in read uses the stage budget').toBeUndefined();
    // API Gateway accepts route settings only for existing routes: the stage's stack deploys
    // after every area stack of the HTTP API.
    const waitsFor = built.stacks.apiStage.dependencies.map((stack) => stack.stackName);
    for (const area of Object.values(built.stacks.apis)) expect(waitsFor, area.stackName).toContain(area.stackName);
  });

  it('reserves concurrency for the Stripe webhooks only (payments, and Connect since issue 21)', () => {
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    const reserved = Object.entries(functions).filter(([, fn]) => fn.Properties!.ReservedConcurrentExecutions !== undefined);
    expect(reserved.map(([id]) => id).sort()).toEqual([functionIdOf(api, 'POST /api/webhooks/stripe'), functionIdOf(api, 'POST /api/webhooks/stripe-connect')].sort());
    for (const [, fn] of reserved) expect(fn.Properties!.ReservedConcurrentExecutions).toBe(stageName === 'prod' ? 20 : 5);
  });

  it('puts every HTTP route behind the origin authorizer, called for every request so a missing header gets 403', () => {
    const authorizerTemplate = built.template(built.stacks.apiAuthorizer);
    const [authorizer] = Object.values(resourcesOf(authorizerTemplate, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer!.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      // No cache: nothing to key it on.
      AuthorizerResultTtlInSeconds: 0,
    });
    // With an identity source, API Gateway answers a request that lacks it with 401 before the
    // authorizer runs; without one, the authorizer decides every request and a refusal is 403.
    expect(authorizer!.Properties!.IdentitySource).toBeUndefined();
    // One authorizer, in its own stack; every route of every area stack imports its id.
    const authorizerIds = Object.keys(resourcesOf(authorizerTemplate, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizerIds).toHaveLength(1);
    for (const stack of stacks) {
      if (stack === built.stacks.apiAuthorizer) continue;
      expect(Object.keys(resourcesOf(built.template(stack), 'AWS::ApiGatewayV2::Authorizer')), stack.stackName).toEqual([]);
    }
    const exports = Object.values((authorizerTemplate.toJSON().Outputs ?? {}) as Record<string, { Value: unknown; Export?: { Name: string } }>);
    const exported = exports.find((o) => JSON.stringify(o.Value) === JSON.stringify({ Ref: authorizerIds[0] }))!.Export!.Name;
    for (const route of Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route'))) {
      expect(route.Properties!.AuthorizationType, route.Properties!.RouteKey).toBe('CUSTOM');
      expect(route.Properties!.AuthorizerId, route.Properties!.RouteKey).toEqual({ 'Fn::ImportValue': exported });
    }
    const fnId = functionIdOf(authorizerTemplate, 'HTTP API authorizer: CloudFront origin header');
    const fn = resourcesOf(authorizerTemplate, 'AWS::Lambda::Function')[fnId]!;
    // The name only: it reads the accepted values at run time (origin-verify.test.ts).
    expect(fn.Properties!.Environment.Variables.ORIGIN_VERIFY_SECRET_NAME).toBeTruthy();
    // No function pays --enable-source-maps at every cold start (issue 15), least of all this one,
    // which runs before every API request: the logger maps stacks through the source map itself.
    for (const stack of stacks) {
      for (const [id, other] of Object.entries(resourcesOf(built.template(stack), 'AWS::Lambda::Function'))) {
        expect(other.Properties!.Environment?.Variables?.NODE_OPTIONS ?? '', `${stack.stackName} ${id}`).not.toContain('--enable-source-maps');
      }
    }
    expect(alarmsNaming(built, built.stacks.apiAuthorizer, fnId)).toHaveLength(2);
    expect(ORIGIN_AUTHORIZER_ID).toBe('OriginAuthorizer');
  });

  it('passes the stage’s session cookie name (__Host- on prod’s own domain) to HTTP and socket functions', () => {
    const expected = stageName === 'prod' ? '__Host-worknest_session' : undefined;
    for (const template of [api, realtime]) {
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        if (!fn.Properties!.Environment?.Variables?.STAGE) continue;
        expect(fn.Properties!.Environment.Variables.SESSION_COOKIE_NAME, id).toBe(expected);
      }
    }
  });
});
