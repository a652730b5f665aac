import { Stack, type StackProps } from 'aws-cdk-lib';
import { WebSocketRoute, type IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { routeId, webSocketRoutes, type WebSocketRoute as RouteTableEntry } from '@worknest/functions/routes';
import { acknowledgeRouteAuthorization } from './constructs/route-authorization';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface RealtimeStackProps extends StackProps {
  stage: Stage;
  webSocketApi: IWebSocketApi;
  stageResources: StageResources;
  targets: RouteTargets;
  /** THE WebSocket route table by default; tests pass a modified copy. */
  routes?: readonly RouteTableEntry[];
}

/** One function and one WebSocket route per `$connect` / `$disconnect` / `$default` entry. */
export class RealtimeStack extends Stack {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    for (const route of props.routes ?? webSocketRoutes) {
      const name = routeId(route);
      const fn = new RouteFunction(this, name, {
        handler: route.handler,
        routeKey: route.routeKey,
        resources: route.resources,
        environment: routeEnvironment(route, props.stageResources),
        targets: props.targets,
        removalPolicy: removalPolicyOf(props.stage.settings),
      });
      const socketRoute = new WebSocketRoute(this, `${name}Route`, {
        webSocketApi: props.webSocketApi,
        routeKey: route.routeKey,
        integration: new WebSocketLambdaIntegration(`${name}Integration`, fn.function),
      });
      acknowledgeRouteAuthorization(socketRoute, route.access);
      this.functions.set(route.routeKey, fn);
    }
  }
}
