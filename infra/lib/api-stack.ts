import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  AuthorizerPayloadVersion,
  CfnStage,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod, HttpRoute, HttpRouteKey, HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV, routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { ORIGIN_VERIFY_HEADER } from '@worknest/functions/config/origin-verify';
import { httpRoutes, routeId, type HttpRoute as RouteTableEntry } from '@worknest/functions/routes';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
import { routeSettingsOf } from './route-throttles';
import type { Stage } from './stage-settings';

export interface ApiStackProps extends StackProps {
  stage: Stage;
  httpApi: IHttpApi;
  /** Values for routeEnvironment(); CDK tokens from the other stacks. */
  stageResources: StageResources;
  targets: RouteTargets;
  /** THE route table by default; tests pass a modified copy. */
  routes?: readonly RouteTableEntry[];
}

/** The Lambda authorizer's function id (its alarms' `route` dimension and logical id). */
export const ORIGIN_AUTHORIZER_ID = 'OriginAuthorizer';

/**
 * One function and one HTTP API route per entry of the route table, every route behind the
 * origin authorizer, and the API's `$default` stage with per-route throttles (here, not in the
 * gateway stack, because API Gateway only accepts route settings for routes that exist).
 */
export class ApiStack extends Stack {
  /** Route key (`GET /_health`) → its function. */
  readonly functions = new Map<string, RouteFunction>();
  readonly stage: HttpStage;
  readonly originAuthorizer: RouteFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings } = props.stage;
    const routes = props.routes ?? httpRoutes;
    const removalPolicy = removalPolicyOf(settings);

    // Requests without CloudFront's origin header never reach a route's function: API Gateway
    // answers 401 itself when the header (the identity source) is missing, and this function
    // answers 403 for a wrong value, cached per value for an hour (docs/decisions.md, issue 23).
    // It reads the accepted values from Secrets Manager at run time (current, and previous for an
    // hour after a rotation): only the secret's name is in its environment (issue 13).
    this.originAuthorizer = new RouteFunction(this, ORIGIN_AUTHORIZER_ID, {
      handler: 'http/platform/origin-authorizer',
      routeKey: 'HTTP API authorizer: CloudFront origin header',
      resources: ['origin-secret'],
      timeoutSeconds: 3,
      memorySize: 256,
      environment: {
        [ENV.originVerifySecretName]: props.stageResources.originVerifySecretName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      targets: props.targets,
      removalPolicy,
    });
    const authorizer = originAuthorizer(this, props.httpApi, this.originAuthorizer.function);

    const apiRoutes: HttpRoute[] = [];
    for (const route of routes) {
      const routeKey = `${route.method} ${route.path}`;
      const name = routeId(route);
      const fn = new RouteFunction(this, name, {
        handler: route.handler,
        routeKey,
        resources: route.resources,
        timeoutSeconds: route.timeoutSeconds,
        memorySize: route.memorySize,
        environment: routeEnvironment(route, props.stageResources),
        targets: props.targets,
        removalPolicy,
        // Stripe's retries must find room even while members flood everything else.
        reservedConcurrency: route.access === 'webhook' ? settings.webhookReservedConcurrency : undefined,
      });
      apiRoutes.push(
        new HttpRoute(this, `${name}Route`, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
          authorizer,
        }),
      );
      this.functions.set(routeKey, fn);
    }

    const accessLogs = new LogGroup(this, 'HttpAccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy });
    this.stage = new HttpStage(this, 'HttpDefaultStage', {
      httpApi: props.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: settings.throttle.rateLimit, burstLimit: settings.throttle.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: httpAccessLogFormat() },
    });
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettingsOf(routes, settings);
    for (const route of apiRoutes) this.stage.node.addDependency(route);
  }
}

/**
 * The Lambda authorizer, created in this stack (CDK's HttpLambdaAuthorizer would put it beside
 * the API in the gateway stack, which would then point at this stack's function: a cycle).
 * Simple responses ({ isAuthorized }), identity source the origin header, cached an hour.
 */
function originAuthorizer(stack: Stack, httpApi: IHttpApi, fn: IFunction): IHttpRouteAuthorizer {
  const authorizer = new HttpAuthorizer(stack, 'OriginVerifyAuthorizer', {
    httpApi,
    authorizerName: 'cloudfront-origin',
    type: HttpAuthorizerType.LAMBDA,
    identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
    enableSimpleResponses: true,
    payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
    authorizerUri: `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${fn.functionArn}/invocations`,
    resultsCacheTtl: Duration.hours(1),
  });
  fn.addPermission('InvokedByApiAuthorizer', {
    principal: new ServicePrincipal('apigateway.amazonaws.com'),
    sourceArn: stack.formatArn({ service: 'execute-api', resource: httpApi.apiId, resourceName: `authorizers/${authorizer.authorizerId}` }),
  });
  return { bind: () => ({ authorizationType: 'CUSTOM', authorizerId: authorizer.authorizerId }) };
}

/**
 * One JSON object per request: what an operator greps for first. Behind CloudFront, `ip` is the
 * edge's address; the viewer's is in CloudFront's logs (HTTP API logs only know $context).
 */
function httpAccessLogFormat(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      requestTime: '$context.requestTime',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
      integrationLatency: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
      authorizerError: '$context.authorizer.error',
      responseLength: '$context.responseLength',
      userAgent: '$context.identity.userAgent',
    }),
  );
}
