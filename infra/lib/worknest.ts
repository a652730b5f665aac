import { Aws, type App } from 'aws-cdk-lib';
import type { StageResources } from '@worknest/functions/config/function-environment';
import { httpRoutes, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import type { ScheduledJob } from '@worknest/functions/schedules';
import { apiAreas, routesByArea, type ApiArea } from './api-areas';
import { ApiAuthorizerStack } from './api-authorizer-stack';
import { ApiStack } from './api-stack';
import { ApiStageStack } from './api-stage-stack';
import type { RouteTargets } from './constructs/resource-grants';
import { DataStack } from './data-stack';
import { EdgeLogsStack } from './edge-logs-stack';
import { EdgeStack } from './edge-stack';
import { GatewayStack } from './gateway-stack';
import { JobsStack } from './jobs-stack';
import { MailStack } from './mail-stack';
import { MonitoringStack } from './monitoring-stack';
import { ssoSecretPrefix, stackName, uploadsBucketName } from './names';
import { RealtimeStack } from './realtime-stack';
import { SecretsStack } from './secrets-stack';
import type { Stage } from './stage-settings';
import { StorageStack } from './storage-stack';
import { WebStack } from './web-stack';

export interface WorknestOptions {
  stage: Stage;
  /** THE route tables by default; tests pass modified copies. */
  httpRoutes?: readonly HttpRoute[];
  webSocketRoutes?: readonly WebSocketRoute[];
  /** THE scheduled-job table by default; tests pass a modified copy. */
  scheduledJobs?: readonly ScheduledJob[];
  /** The SPA build to deploy, if there is one. */
  spaDist?: string;
}

export type WorknestStacks = ReturnType<typeof createWorknest>;

/**
 * All stacks of one stage, in deployment order. The app origin (CloudFront's domain) is the
 * knot: the functions, the uploads CORS rule and the uploads OAC grant need it, while CloudFront
 * needs the API endpoints. So: endpoints (gateway) → web (CloudFront) → storage → functions
 * (api authorizer, api-<area> per area, api stage, realtime, jobs) → monitoring (alarm topic, every function's alarms, the dashboard).
 * Nothing points backwards, so there is no cycle and one deploy suffices.
 */
export function createWorknest(app: App, options: WorknestOptions) {
  const { stage } = options;
  const name = (concern: string) => stackName(stage.name, concern);
  const tags = { tags: { app: 'worknest', stage: stage.name } };

  const data = new DataStack(app, name('data'), { stage, ...tags });
  const secrets = new SecretsStack(app, name('secrets'), { stage, ...tags });
  const mail = new MailStack(app, name('mail'), { stage, ...tags });
  const gateway = new GatewayStack(app, name('gateway'), { stage, ...tags });
  // us-east-1, whatever the stage's region: CloudFront's web ACL and certificate.
  const edge = new EdgeStack(app, name('edge'), { stage, ...tags });
  const web = new WebStack(app, name('web'), {
    stage,
    httpApiDomain: gateway.httpApiDomain,
    webSocketApiDomain: gateway.webSocketApiDomain,
    originVerifySecret: secrets.originVerifyValue,
    spaDist: options.spaDist,
    ...tags,
  });
  // The origin header names its secret by a dynamic reference, which is no stack reference.
  web.addStackDependency(secrets);
  // The web stack reads the edge stack's ARNs from SSM in us-east-1 (web/edge-settings.ts).
  web.addStackDependency(edge);
  // us-east-1 too: CloudFront's access-log delivery (standard logging v2), after the web stack
  // has published its distribution and logs bucket there (web/access-logs.ts).
  const edgeLogs = new EdgeLogsStack(app, name('edge-logs'), { stage, ...tags });
  edgeLogs.addStackDependency(web);
  const storage = new StorageStack(app, name('storage'), {
    stage,
    appOrigin: web.appOrigin,
    distributionArn: web.distribution.distributionArn,
    ...tags,
  });

  const stageResources: StageResources = {
    stage: stage.name,
    tableName: data.table.tableName,
    uploadsBucket: storage.uploads.bucketName,
    appOrigin: web.appOrigin,
    mailFrom: stage.settings.mailFrom,
    socketsEndpoint: gateway.webSocketStage.callbackUrl,
    stripeSecretName: stage.settings.stripeSecretName,
    serviceFeeCents: stage.settings.serviceFeeCents,
    // Unset: the functions use the default, 3 % (functions/src/domain/bookings/service-fee.ts).
    commissionBasisPoints: stage.settings.commissionBasisPoints,
    // Issue 34: unset, the functions use 50000 and 1500 (packages/shared/src/company-billing.ts).
    companySetupFeeCents: stage.settings.companySetupFeeCents,
    companyStayFeeCents: stage.settings.companyStayFeeCents,
    mailLinksSecretName: secrets.mailLinks.secretName,
    originVerifySecretName: secrets.originVerify.secretName,
    ssoSecretPrefix: ssoSecretPrefix(stage.name),
    sessionCookieName: stage.settings.sessionCookieName,
    siteContacts: stage.settings.contacts,
    // Issue 41: the Amazon Location map style of the app's maps, with the stage's API key.
    mapStyleUrl: stage.settings.mapsApiKey
      ? `https://maps.geo.${Aws.REGION}.amazonaws.com/v2/styles/${stage.settings.mapStyle ?? 'Standard'}/descriptor?key=${stage.settings.mapsApiKey}`
      : undefined,
  };
  const targets: RouteTargets = {
    stage: stage.name,
    table: data.table,
    uploadsBucketName: uploadsBucketName(stage.name),
    mailIdentityArn: mail.identity.emailIdentityArn,
    sockets: { apiIdImport: gateway.webSocketApiIdImport, stageName: gateway.webSocketStage.stageName },
    stripeSecret: secrets.stripe,
    mailLinksSecret: secrets.mailLinks,
    originVerifySecret: secrets.originVerify,
  };

  // The HTTP API in three parts (a stack holds at most 500 resources): the authorizer, one stack
  // of functions and routes per area of the route table (api-areas.ts), then the stage.
  const apiAuthorizer = new ApiAuthorizerStack(app, name('api'), {
    stage,
    httpApi: gateway.httpApi,
    stageResources,
    targets,
    ...tags,
  });
  const routes = options.httpRoutes ?? httpRoutes;
  const byArea = routesByArea(routes);
  const apis = Object.fromEntries(
    apiAreas.map((area) => [
      area,
      new ApiStack(app, name(`api-${area}`), {
        stage,
        area,
        httpApi: gateway.httpApi,
        authorizer: apiAuthorizer.authorizer,
        stageResources,
        targets,
        routes: byArea[area],
        ...tags,
      }),
    ]),
  ) as Record<ApiArea, ApiStack>;
  const apiStage = new ApiStageStack(app, name('api-stage'), { stage, httpApi: gateway.httpApi, routes, ...tags });
  for (const api of Object.values(apis)) apiStage.addStackDependency(api);

  const realtime = new RealtimeStack(app, name('realtime'), {
    stage,
    webSocketApi: gateway.webSocketApi,
    stageResources,
    targets,
    routes: options.webSocketRoutes,
    ...tags,
  });
  const jobs = new JobsStack(app, name('jobs'), {
    stage,
    stageResources,
    targets,
    jobs: options.scheduledJobs,
    topics: { 'mail-feedback': mail.feedbackTopic },
    table: data.table,
    ...tags,
  });
  // References order most stacks already; these make the order explicit where a route's
  // resources might not reference a stack (e.g. no route sends mail yet).
  for (const functions of [apiAuthorizer, ...Object.values(apis), realtime, jobs]) {
    for (const dependency of [data, secrets, mail, gateway, web, storage]) functions.addStackDependency(dependency);
  }

  // Last: alarms on every function of the tables, the stage-wide alarms and the dashboard.
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    stage,
    httpApi: gateway.httpApi,
    webSocketApi: gateway.webSocketApi,
    functions: [
      ...Object.values(apis).flatMap((api) => [...api.functions.values()].map((fn) => ({ routeId: fn.node.id, fn }))),
      { routeId: apiAuthorizer.originAuthorizer.node.id, fn: apiAuthorizer.originAuthorizer },
      ...[...realtime.functions.values()].map((fn) => ({ routeId: fn.node.id, fn })),
      ...[...jobs.functions.values()].map((fn) => ({ routeId: fn.node.id, fn })),
    ],
    streamSubscriptions: jobs.streamSubscriptions,
    ...tags,
  });
  for (const dependency of [data, gateway, mail, apiAuthorizer, ...Object.values(apis), apiStage, realtime, jobs]) monitoring.addStackDependency(dependency);

  return { data, secrets, mail, gateway, edge, edgeLogs, web, storage, apiAuthorizer, apis, apiStage, realtime, jobs, monitoring };
}
