import { Aws, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpApi, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { webSocketApiIdExportName } from './names';
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
      // The api stack owns the $default stage: its per-route throttles need the routes to exist.
      createDefaultStage: false,
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
