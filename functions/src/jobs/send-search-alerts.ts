import { sendSearchAlerts } from '../domain/safety/send-search-alerts';
import { searchQuery } from '../http/listings/search-inputs';
import { defineScheduledJob } from './define-scheduled-job';

/** Issue 39: e-mails members the new homes that match their saved searches (daily or weekly, as each search says). */
export const handler = defineScheduledJob('send-search-alerts', async ({ now }) => ({
  ...(await sendSearchAlerts(now, (params) => {
    const parsed = searchQuery.safeParse(params);
    return parsed.success ? parsed.data : null;
  })),
}));
