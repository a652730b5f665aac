import { syncDueCalendars } from '../domain/calendar/sync-calendar-imports';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Imported calendars (issue 20): every 30 minutes, the listings whose sync is due read their
 * external calendars again and block or give back nights (domain/calendar/sync-calendar-imports.ts).
 */
export const handler = defineScheduledJob('sync-calendar-imports', async ({ now }) => ({ ...(await syncDueCalendars(now)) }));
