import { checkCompanyDomain, type VerificationOutcome } from '../domain/companies/verify-domain';
import { listCompanies } from '../store/companies';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Pending companies (issue 19) whose domain now carries its `worknest-verification=` TXT record
 * become active, so an admin need not come back to press Verify. Idempotent: a verified company
 * is skipped, and the activation is one conditional write.
 */
export const handler = defineScheduledJob('verify-pending-domains', async () => {
  const counts: Record<VerificationOutcome, number> = { verified: 0, 'already-verified': 0, 'record-missing': 0, 'lookup-failed': 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanies(100, startKey);
    for (const company of page.companies.filter((candidate) => candidate.status === 'pending')) counts[await checkCompanyDomain(company)] += 1;
    startKey = page.lastKey;
  } while (startKey);
  return counts;
});
