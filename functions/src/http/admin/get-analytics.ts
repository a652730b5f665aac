import type { AnalyticsReport } from '@worknest/shared/analytics';
import { getAnalytics } from '../../domain/analytics/get-analytics';
import { defineHandler } from '../../middleware/define-handler';
import { analyticsQuery } from './admin-inputs';

/** `GET /api/admin/analytics?weeks=&domain=`: counters per company and in total, and bookings and nights per week. */
export const handler = defineHandler({ query: analyticsQuery }, async ({ query }): Promise<AnalyticsReport> =>
  getAnalytics({ weeks: query.weeks, domain: query.domain ?? null }),
);
