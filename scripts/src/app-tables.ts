import type { AppTables } from '@worknest/local-cloud/app-tables';
import { httpRoutes, webSocketRoutes } from '@worknest/functions/routes';
import { scheduledJobs } from '@worknest/functions/schedules';
import { streamSubscribers, topicSubscribers } from '@worknest/functions/subscriptions';

/** Worknest's routes, jobs and subscriptions: what `npm run dev`, the tests and the benches start the local cloud with. */
export const appTables: AppTables = { httpRoutes, webSocketRoutes, scheduledJobs, topicSubscribers, streamSubscribers };
