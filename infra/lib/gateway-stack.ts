import { Aws, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { webSocketApiIdExportName } from './names';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface GatewayStackProps extends StackProps {
  stage: Stage;
}

/**
 * The two API Gateway endpoints (HTTP and WebSocket) with their stages, but no routes.
 *
 * Why apart from the functions: CloudFront (web stack) needs the endpoints' domains, and the
 * functions need CloudFront's domain as their app origin. Endpoints → web → functions is a
 * straight line; endpoints and functions in one stack would be a cycle with web.
 */
export class GatewayStack extends Stack {
  readonly httpApi: HttpApi;
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  /** `Fn::ImportValue` of the WebSocket API id under a fixed name (see names.ts), for grants. */
  readonly webSocketApiIdImport: string;
  /** Host names for CloudFront origins. */
  readonly httpApiDomain: string;
  readonly webSocketApiDomain: string;

  constructor(scope: Construct, id: string, props: GatewayStackProps) {
    super(scope, id, props);
    const { settings } = props.stage;
    const throttle = { rateLimit: settings.throttle.rateLimit, burstLimit: settings.throttle.burstLimit };

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `worknest-${props.stage.name}-http`,
      // Our own $default stage below carries throttling and access logs.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'HttpAccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: removalPolicyOf(settings),
    });
    new HttpStage(this, 'HttpDefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: httpAccessLogFormat() },
    });
    this.httpApiDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', { apiName: `worknest-${props.stage.name}-ws` });
    this.webSocketStage = new WebSocketStage(this, 'WebSocketStage', {
      webSocketApi: this.webSocketApi,
      // Named like the path CloudFront forwards (`/ws`), so `wss://<app>/ws` reaches this stage
      // unchanged and the Management API endpoint is `https://{api}.execute-api.{region}.amazonaws.com/ws`.
      stageName: 'ws',
      autoDeploy: true,
      throttle,
    });
    Validations.of(this.webSocketStage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logging needs the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), ' +
        'an account setting a per-stage app must not own. Every connect, disconnect and message runs a function ' +
        'that logs it with its request id.',
    });
    this.webSocketApiIdImport = this.exportValue(this.webSocketApi.apiId, { name: webSocketApiIdExportName(props.stage.name) });
    this.webSocketApiDomain = `${this.webSocketApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    new CfnOutput(this, 'HttpApiUrl', { value: this.httpApi.apiEndpoint, description: 'Direct HTTP API URL (the app uses it through CloudFront)' });
    new CfnOutput(this, 'WebSocketUrl', { value: this.webSocketStage.url, description: 'Direct WebSocket URL (the app uses wss://<app>/ws)' });
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
      responseLength: '$context.responseLength',
      userAgent: '$context.identity.userAgent',
    }),
  );
}
