import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { ENV, type StageResources } from '@worknest/functions/config/function-environment';
import { ORIGIN_VERIFY_HEADER } from '@worknest/functions/config/origin-verify';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface ApiAuthorizerStackProps extends StackProps {
  stage: Stage;
  httpApi: IHttpApi;
  stageResources: StageResources;
  targets: RouteTargets;
}

/** The Lambda authorizer's function id (its alarms' `route` dimension and logical id). */
export const ORIGIN_AUTHORIZER_ID = 'OriginAuthorizer';

/**
 * The HTTP API's one authorizer, which every route of every area stack uses: requests without
 * CloudFront's origin header never reach a route's function. API Gateway answers 401 itself when
 * the header (the identity source) is missing, and this function answers 403 for a wrong value,
 * cached per value for an hour (docs/decisions.md, issue 23). It reads the accepted values from
 * Secrets Manager at run time (current, and previous for an hour after a rotation): only the
 * secret's name is in its environment (issue 13).
 *
 * Created apart from CDK's HttpLambdaAuthorizer, which would put it beside the API in the
 * gateway stack, pointing at a function of a later stack: a cycle.
 */
export class ApiAuthorizerStack extends Stack {
  readonly originAuthorizer: RouteFunction;
  readonly authorizer: IHttpRouteAuthorizer;

  constructor(scope: Construct, id: string, props: ApiAuthorizerStackProps) {
    super(scope, id, props);
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
      removalPolicy: removalPolicyOf(props.stage.settings),
    });

    const authorizer = new HttpAuthorizer(this, 'OriginVerifyAuthorizer', {
      httpApi: props.httpApi,
      authorizerName: 'cloudfront-origin',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${this.originAuthorizer.function.functionArn}/invocations`,
      resultsCacheTtl: Duration.hours(1),
    });
    this.originAuthorizer.function.addPermission('InvokedByApiAuthorizer', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.formatArn({ service: 'execute-api', resource: props.httpApi.apiId, resourceName: `authorizers/${authorizer.authorizerId}` }),
    });
    const authorizerId = authorizer.authorizerId;
    this.authorizer = { bind: () => ({ authorizationType: 'CUSTOM', authorizerId }) };
  }
}

