import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { routeId, type HttpRoute as RouteTableEntry } from '@worknest/functions/routes';
import type { ApiArea } from './api-areas';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface ApiStackProps extends StackProps {
  stage: Stage;
  area: ApiArea;
  httpApi: IHttpApi;
  /** The origin authorizer every route sits behind (api-authorizer stack). */
  authorizer: IHttpRouteAuthorizer;
  /** Values for routeEnvironment(); CDK tokens from the other stacks. */
  stageResources: StageResources;
  targets: RouteTargets;
  /** This area's entries of the route table (api-areas.ts). */
  routes: readonly RouteTableEntry[];
}

/** One function and one HTTP API route per entry of one area of the route table. */
export class ApiStack extends Stack {
  readonly area: ApiArea;
  /** Route key (`GET /_health`) → its function. */
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.area = props.area;
    const { settings } = props.stage;
    const removalPolicy = removalPolicyOf(settings);

    for (const route of props.routes) {
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
      new HttpRoute(this, `${name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
        authorizer: props.authorizer,
      });
      this.functions.set(routeKey, fn);
    }
  }
}
