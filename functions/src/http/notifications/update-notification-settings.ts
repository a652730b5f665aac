import { changeNotificationSettings } from '../../domain/notifications/notification-settings';
import { defineHandler } from '../../middleware/define-handler';
import { notificationPreferencesPatch } from './notification-inputs';

/** `PATCH /api/users/me/notifications`: turns kinds of optional e-mail on or off (any subset). */
export const handler = defineHandler({ body: notificationPreferencesPatch, maxBodyBytes: 1024 }, async ({ body, session }) =>
  changeNotificationSettings(session.userId, session.email, body),
);
