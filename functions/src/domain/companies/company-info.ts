import type { CompanyInfo } from '@worknest/shared/people';
import { verificationRecord } from '@worknest/shared/sso';
import { getCompany, type Company } from '../../store/companies';
import { NotFoundError } from '../errors';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/** The company as the admin API shows it: the TXT record to publish while pending, never the SSO secret. */
export function companyInfo(company: Company): CompanyInfo {
  return {
    domain: company.domain,
    name: company.name,
    status: company.status,
    enrolledAt: company.enrolledAt,
    verifiedAt: company.verifiedAt,
    verificationRecord: company.status === 'pending' && company.verificationToken ? verificationRecord(company.verificationToken) : null,
    sso: company.sso
      ? {
          issuer: company.sso.issuer,
          clientId: company.sso.clientId,
          clientSecretSet: company.sso.secretSetAt !== null,
          required: company.sso.required,
          updatedAt: company.sso.updatedAt,
        }
      : null,
  };
}

export async function requireCompany(domain: string): Promise<Company> {
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError(ADMIN_MESSAGES.companyNotFound);
  return company;
}

