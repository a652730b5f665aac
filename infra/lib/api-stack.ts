import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { httpRoutes, routeId, type HttpRoute as RouteTableEntry } from '@worknest/functions/routes';
import { acknowledgeRouteAuthorization } from './constructs/route-authorization';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
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

/** One function and one HTTP API route per entry of the route table. */
export class ApiStack extends Stack {
  /** Route key (`GET /_health`) → its function. */
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    for (const route of props.routes ?? httpRoutes) {
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
        removalPolicy: removalPolicyOf(props.stage.settings),
      });
      const apiRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn.function),
      });
      acknowledgeRouteAuthorization(apiRoute, route.access);
      this.functions.set(routeKey, fn);
    }
  }
}
