import * as z from 'zod';
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_NOTE_MAX, reportActions, reportReasons, reportTargetTypes } from './reports-rules';

export * from './reports-rules';

/** Issue 39: the bodies and queries of the report routes (values and texts in reports-rules). */
export const reportBodySchema = z.object({
  targetType: z.enum(reportTargetTypes, { message: REPORT_MESSAGES.targetType }),
  targetId: z.string({ message: REPORT_MESSAGES.notFound }).trim().min(1, REPORT_MESSAGES.notFound).max(300, REPORT_MESSAGES.notFound),
  reason: z.enum(reportReasons, { message: REPORT_MESSAGES.reason }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.details).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const resolveReportBodySchema = z.object({
  action: z.enum(reportActions, { message: REPORT_MESSAGES.action }),
  note: z.string({ message: REPORT_MESSAGES.note }).trim().min(1, REPORT_MESSAGES.note).max(REPORT_NOTE_MAX),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

export const reportQueueQuerySchema = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});

