import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizerPayloadVersion,
  type CfnAuthorizer,
  HttpAuthorizer,
  HttpAuthorizerType,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { ENV, type StageResources } from '@worknest/functions/config/function-environment';
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

/** Its handler under functions/src: not in any route table, so its bundle budget names it here (infra/test/bundle-size.test.ts). */
export const ORIGIN_AUTHORIZER_HANDLER = 'http/platform/origin-authorizer';

/**
 * The HTTP API's one authorizer, which every route of every area stack uses: a request without
 * CloudFront's origin header, or with a wrong one, gets 403 from API Gateway and never reaches a
 * route's function (issue 23). The authorizer has no identity source and no result cache, so API
 * Gateway calls it for every request and answers its `isAuthorized: false` with 403. With the
 * header as identity source (and an hour's cache per value) API Gateway would answer a missing
 * header 401 itself: cheaper (no call at all), but not the 403 the issue asks for; the price of
 * 403 is one small Lambda call per API request (docs/adr/0008-execute-api-refused-403-by-uncached-authorizer.md: about $0.21 per
 * million requests and a few milliseconds).
 *
 * It reads the accepted values from Secrets Manager at run time (current, and previous for an
 * hour after a rotation): only the secret's name is in its environment (issue 13).
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
      handler: ORIGIN_AUTHORIZER_HANDLER,
      routeKey: 'HTTP API authorizer: CloudFront origin header',
      resources: ['origin-secret'],
      timeoutSeconds: 3,
      memorySize: 256,
      // No NODE_OPTIONS=--enable-source-maps, as for every other function (issue 15): it would
      // cost 5-10 % of the cold start of the one function that runs before every API request.
      // Its logged errors are mapped through the bundle's source map by the logger instead
      // (functions/src/logging/source-mapped-stack.ts).
      environment: {
        [ENV.originVerifySecretName]: props.stageResources.originVerifySecretName,
      },
      targets: props.targets,
      removalPolicy: removalPolicyOf(props.stage.settings),
    });

    const authorizer = new HttpAuthorizer(this, 'OriginVerifyAuthorizer', {
      httpApi: props.httpApi,
      authorizerName: 'cloudfront-origin',
      type: HttpAuthorizerType.LAMBDA,
      // No identity source: API Gateway would answer 401 itself when it is missing.
      identitySource: [],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${this.originAuthorizer.function.functionArn}/invocations`,
      // Without an identity source there is no cache key: caching must be off.
      resultsCacheTtl: Duration.seconds(0),
    });
    (authorizer.node.defaultChild as CfnAuthorizer).addPropertyDeletionOverride('IdentitySource');
    this.originAuthorizer.function.addPermission('InvokedByApiAuthorizer', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.formatArn({ service: 'execute-api', resource: props.httpApi.apiId, resourceName: `authorizers/${authorizer.authorizerId}` }),
    });
    const authorizerId = authorizer.authorizerId;
    this.authorizer = { bind: () => ({ authorizationType: 'CUSTOM', authorizerId }) };
  }
}

