import { billCompanyStays } from '../domain/billing/bill-company-stays';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 34: business stays get their lines on their company's monthly invoice, once each, and
 * the drafts of past months are finalized (on the 1st for the previous month; net 30,
 * send_invoice in invoice mode; the fees charged to the card on file in card mode). Safe under
 * retries and two runs at once (domain/billing/bill-company-stays.ts).
 */
export const handler = defineScheduledJob('bill-company-stays', async ({ now }) => billCompanyStays(now));
