import { sendAdminDigest } from '../domain/notifications/send-admin-digest';
import { sendDueNotices } from '../domain/notifications/send-due-notices';
import { defineScheduledJob } from './define-scheduled-job';

/** Sends what the outbox holds that is due (message e-mails, stay reminders, review requests, confirmations) and, once a day, the admins' digest. */
export const handler = defineScheduledJob('send-notifications', async ({ now }) => {
  const notices = await sendDueNotices(now);
  const digest = await sendAdminDigest(now);
  return { ...notices, digests: digest.sent, digestEntries: digest.entries };
});
