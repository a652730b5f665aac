import { expireUnfinishedCompanies } from '../domain/companies/expire-pending-companies';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 38: self-serve companies left pending (domain not verified or setup fee unpaid) for
 * PENDING_COMPANY_DAYS are removed with their founder's account, so the domain can sign up again.
 * Idempotent: each removal is one conditional transaction.
 */
export const handler = defineScheduledJob('expire-pending-companies', async ({ now }) => expireUnfinishedCompanies(now));
