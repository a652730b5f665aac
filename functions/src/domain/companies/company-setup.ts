import type { CompanyDomainCheck, CompanySetup } from '@worknest/shared/company-signup-rules';
import { verificationRecord } from '@worknest/shared/sso';
import type { Company } from '../../store/companies';
import { companyFees } from '../billing/company-fees';
import { requireCompany } from './company-info';
import { checkCompanyDomain } from './verify-domain';

/** `GET /api/company/setup`: where the caller's company stands (its HR or founder; the session's company only). */
export async function companySetup(domain: string): Promise<CompanySetup> {
  return setupOf(await requireCompany(domain));
}

function setupOf(company: Company): CompanySetup {
  const selfServe = company.selfServe;
  const domainVerifiedAt = selfServe ? selfServe.domainVerifiedAt : company.verifiedAt;
  return {
    domain: company.domain,
    name: company.name,
    status: company.status,
    verificationRecord: company.status === 'pending' && !domainVerifiedAt && company.verificationToken ? verificationRecord(company.verificationToken) : null,
    domainVerifiedAt,
    setupFee: {
      required: selfServe !== null,
      amountCents: selfServe?.setupFeeAmountCents ?? companyFees().setupFeeCents,
      currency: 'eur',
      paidAt: selfServe?.setupFeePaidAt ?? null,
    },
    expiresAt: company.status === 'pending' && selfServe?.expiresAtMs ? new Date(selfServe.expiresAtMs).toISOString() : null,
  };
}

/**
 * `POST /api/company/setup/verify`: the Verify of the domain step, the same DNS check as the
 * admin's Verify and the hourly re-check (verify-domain.ts). The company becomes active here when
 * the setup fee was paid first.
 */
export async function verifySetupDomain(domain: string): Promise<CompanyDomainCheck> {
  const outcome = await checkCompanyDomain(await requireCompany(domain));
  const setup = setupOf(await requireCompany(domain));
  const messages: Record<CompanyDomainCheck['outcome'], string> = {
    verified: setup.status === 'active' ? `${domain} is verified and your company is active: its members can sign in now.` : `${domain} is verified. One step left: pay the setup fee.`,
    'already-verified': `${domain} is verified already.`,
    'record-missing': `The TXT record was not found on ${domain} yet. DNS changes can take a while to appear; try again later.`,
    'lookup-failed': `The DNS lookup of ${domain} failed. Try again in a few minutes.`,
  };
  return { setup, outcome, message: messages[outcome] };
}
