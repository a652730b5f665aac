import * as z from 'zod';
import type { NotificationPreferences } from './notification-rules';

/** The notification settings' schemas; kinds, labels, defaults and timing rules are plain values in ./notification-rules (re-exported here). */
export * from './notification-rules';

export const notificationPreferencesSchema = z.object({
  messages: z.boolean({ error: 'Choose on or off' }),
  reminders: z.boolean({ error: 'Choose on or off' }),
  reviewRequests: z.boolean({ error: 'Choose on or off' }),
  searchAlerts: z.boolean({ error: 'Choose on or off' }),
  adminDigest: z.boolean({ error: 'Choose on or off' }),
  travelSummary: z.boolean({ error: 'Choose on or off' }),
});

/** A change: any subset of the kinds. */
export const notificationPreferencesPatchSchema = notificationPreferencesSchema.partial().strict();
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

/** Compile-time check: the schema reads exactly the plain type of ./notification-rules. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type NotificationPreferencesSchemaMatches = Assert<Same<z.infer<typeof notificationPreferencesSchema>, NotificationPreferences>>;

/** The unsubscribe page's request: the signed token from the e-mail's link. */
export const unsubscribeRequestSchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).min(10, 'This unsubscribe link is not valid.').max(500, 'This unsubscribe link is not valid.'),
});
