import { Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpStage, LogGroupLogDestination, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { HttpRoute as RouteTableEntry } from '@worknest/functions/routes';
import { removalPolicyOf } from './removal';
import { routeSettingsOf } from './route-throttles';
import type { Stage } from './stage-settings';

export interface ApiStageStackProps extends StackProps {
  stage: Stage;
  httpApi: IHttpApi;
  /** THE route table (every area): the per-route throttles. */
  routes: readonly RouteTableEntry[];
}

/**
 * The HTTP API's `$default` stage with its access logs and per-route throttles. Deployed after
 * every area stack (createWorknest adds the dependencies), because API Gateway only accepts route
 * settings for routes that exist; not in the gateway stack for the same reason.
 */
export class ApiStageStack extends Stack {
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const { settings } = props.stage;
    const accessLogs = new LogGroup(this, 'HttpAccessLogs', { retention: RetentionDays.THREE_MONTHS, removalPolicy: removalPolicyOf(settings) });
    this.stage = new HttpStage(this, 'HttpDefaultStage', {
      httpApi: props.httpApi,
      autoDeploy: true,
      throttle: { rateLimit: settings.throttle.rateLimit, burstLimit: settings.throttle.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: httpAccessLogFormat() },
    });
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettingsOf(props.routes, settings);
  }
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
