import { analyticsQuerySchema, type AnalyticsReport } from '@worknest/shared/analytics';
import { getAnalytics } from '../../domain/analytics/get-analytics';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/admin/analytics?weeks=&domain=`: counters per company and in total, and bookings and nights per week. */
export const handler = defineHandler({ query: analyticsQuerySchema }, async ({ query }): Promise<AnalyticsReport> =>
  getAnalytics({ weeks: query.weeks, domain: query.domain ?? null }),
);
