import { notificationSettings } from '../../domain/notifications/notification-settings';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/users/me/notifications`: the member's choices of optional e-mails and whether mail reaches them. */
export const handler = defineHandler({}, async ({ session }) => notificationSettings(session.userId, session.email));
