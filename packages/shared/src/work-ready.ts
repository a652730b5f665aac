import * as z from 'zod';
import { WIFI_MBPS_MAX, WORK_READY_MESSAGES, type WorkReady } from './work-ready-rules';

export * from './work-ready-rules';

export const workReadySchema = z.object({
  /** A desk (or table at desk height) and a proper chair. */
  deskAndChair: z.boolean({ error: WORK_READY_MESSAGES.yesNo }).default(false),
  /** Quiet during working hours (no shared living room, no building works). */
  quietSpace: z.boolean({ error: WORK_READY_MESSAGES.yesNo }).default(false),
  /** Measured download speed in Mbps; null when the host does not know it. */
  wifiMbps: z
    .number({ error: WORK_READY_MESSAGES.wifiMbps })
    .int(WORK_READY_MESSAGES.wifiMbps)
    .min(0, WORK_READY_MESSAGES.wifiMbps)
    .max(WIFI_MBPS_MAX, WORK_READY_MESSAGES.wifiMbpsMax)
    .nullish()
    .transform((value) => value ?? null),
  externalMonitor: z.boolean({ error: WORK_READY_MESSAGES.yesNo }).default(false),
  /** The listing photo (one of its `images`) that shows the workspace; null when none does. */
  workspacePhoto: z
    .string({ error: WORK_READY_MESSAGES.workspacePhoto })
    .nullish()
    .transform((value) => value || null),
});
export type WorkReadyInput = z.input<typeof workReadySchema>;
// The schema's output is the plain WorkReady of ./work-ready-rules, field for field.
export type WorkReadyOutput = z.output<typeof workReadySchema>;
const sameShape: [WorkReadyOutput, WorkReady] extends [WorkReady, WorkReadyOutput] ? true : never = true;
void sameShape;
