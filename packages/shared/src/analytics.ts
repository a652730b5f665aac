import * as z from 'zod';
import { ANALYTICS_WEEKS_DEFAULT, ANALYTICS_WEEKS_MAX } from './analytics-counters';

/** Counters, labels and weeks live in ./analytics-counters (no zod); re-exported here. */
export * from './analytics-counters';

export const analyticsQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(ANALYTICS_WEEKS_MAX).default(ANALYTICS_WEEKS_DEFAULT),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
