import type { HttpRoute, WebSocketRoute } from '@worknest/functions/routes';
import type { ScheduledJob } from '@worknest/functions/schedules';
import type { StreamSubscriber, TopicSubscriber } from '@worknest/functions/subscriptions';

/**
 * The local cloud's one input from the app: the tables that say which handler runs on what, the
 * same tables the CDK app deploys from. The local cloud imports no table itself; its caller
 * passes them (scripts/src/app-tables.ts holds Worknest's), so a test can start it with its own.
 */
export interface AppTables {
  /** The HTTP API's routes (functions/src/routes.ts): API Gateway HTTP API, Lambda proxy v2. */
  httpRoutes: readonly HttpRoute[];
  /** The WebSocket API's routes: $connect, $disconnect, $default (functions/src/routes.ts). */
  webSocketRoutes: readonly WebSocketRoute[];
  /** The scheduled jobs (functions/src/schedules.ts): EventBridge Scheduler. */
  scheduledJobs: readonly ScheduledJob[];
  /** The topics' subscribers (functions/src/subscriptions.ts): SNS. */
  topicSubscribers: readonly TopicSubscriber[];
  /** The table stream's subscribers (functions/src/subscriptions.ts): DynamoDB Streams. */
  streamSubscribers: readonly StreamSubscriber[];
}
