import { flag, optional, plainObject, text } from '../../validation/plain-schema';

/*
 * The notification routes' inputs, checked without zod (issue 15): `unsubscribeRequestSchema` and
 * `notificationPreferencesPatchSchema` of @worknest/shared/notifications, same rules and messages
 * (notification-inputs.test.ts compares both).
 */

const UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is not valid.';

/** `POST /api/notifications/unsubscribe?token=`. */
export const unsubscribeQuery = plainObject({ token: text({ typeMessage: UNSUBSCRIBE_MESSAGE, min: { length: 10, message: UNSUBSCRIBE_MESSAGE }, max: { length: 500, message: UNSUBSCRIBE_MESSAGE } }) });

const onOff = optional(flag('Choose on or off'));

/** `PATCH /api/users/me/notifications`: any subset of the kinds, nothing else. */
export const notificationPreferencesPatch = plainObject({ messages: onOff, reminders: onOff, reviewRequests: onOff, searchAlerts: onOff, adminDigest: onOff, travelSummary: onOff }, { strict: true });
