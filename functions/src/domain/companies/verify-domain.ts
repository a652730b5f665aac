import type { CompanyInfo } from '@worknest/shared/people';
import { verificationRecord } from '@worknest/shared/sso';
import { txtRecords } from '../../adapters/dns';
import { logger } from '../../logging/logger';
import { markCompanyVerified, recordVerificationCheck, type Company } from '../../store/companies';
import { companyInfo, requireCompany } from './company-info';

export type VerificationOutcome = 'verified' | 'already-verified' | 'record-missing' | 'lookup-failed';

/** Looks up the domain's TXT records; the company becomes active when one is its verification record. */
export async function checkCompanyDomain(company: Company): Promise<VerificationOutcome> {
  if (company.status !== 'pending') return 'already-verified';
  // A self-serve company verified while its setup fee is unpaid (issue 38): nothing to look up.
  if (company.selfServe?.domainVerifiedAt) return 'already-verified';
  if (!company.verificationToken) return 'record-missing';
  const expected = verificationRecord(company.verificationToken);
  let records: string[];
  try {
    records = await txtRecords(company.domain);
  } catch (error) {
    logger.warn('domain verification: DNS lookup failed', { domain: company.domain, code: (error as NodeJS.ErrnoException).code });
    return 'lookup-failed';
  }
  await recordVerificationCheck(company.domain);
  if (!records.some((record) => record.trim() === expected)) return 'record-missing';
  await markCompanyVerified(company.domain);
  logger.info('domain verified', { domain: company.domain });
  return 'verified';
}

/** `Verify` in the admin settings: the company, and what the lookup found. */
export async function verifyCompanyDomain(domain: string): Promise<{ company: CompanyInfo; outcome: VerificationOutcome; message: string }> {
  const outcome = await checkCompanyDomain(await requireCompany(domain));
  const company = companyInfo(await requireCompany(domain));
  const messages: Record<VerificationOutcome, string> = {
    // A self-serve company (issue 38) is active only once its setup fee is paid too.
    verified: company.status === 'active' ? `${domain} is verified: its members can sign in now.` : `${domain} is verified; it becomes active once its setup fee is paid.`,
    'already-verified': `${domain} is verified already.`,
    'record-missing': `The TXT record was not found on ${domain} yet. DNS changes can take a while to appear; try again later.`,
    'lookup-failed': `The DNS lookup of ${domain} failed. Try again in a few minutes.`,
  };
  return { company, outcome, message: messages[outcome] };
}

