import { sendTravelSummaries } from '../domain/billing/travel-summary';
import { defineScheduledJob } from './define-scheduled-job';

/** Issue 36: on the 1st, last month's business travel to each company's HR (optional, one-click unsubscribe). */
export const handler = defineScheduledJob('send-travel-summaries', async ({ now }) => ({ ...(await sendTravelSummaries(now)) }));
