import { notificationPreferencesPatchSchema } from '@worknest/shared/notifications';
import { changeNotificationSettings } from '../../domain/notifications/notification-settings';
import { defineHandler } from '../../middleware/define-handler';

/** `PATCH /api/users/me/notifications`: turns kinds of optional e-mail on or off (any subset). */
export const handler = defineHandler({ body: notificationPreferencesPatchSchema, maxBodyBytes: 1024 }, async ({ body, session }) =>
  changeNotificationSettings(session.userId, session.email, body),
);
