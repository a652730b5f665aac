import type { CompanyInfo } from '@worknest/shared/people';
import { addCompany, setCompanyStatus as writeCompanyStatus } from '../../store/companies';
import { newToken } from '../../store/tokens';
import { ConflictError, NotFoundError } from '../errors';
import { companyInfo, requireCompany } from './company-info';

/**
 * Enrolls a company as pending (issue 19): it becomes active once its domain carries the TXT
 * record `worknest-verification=<random>`, checked by Verify or the hourly re-check. A domain
 * enrolled already is a conflict.
 */
export async function enrollCompany(domain: string, name: string): Promise<CompanyInfo> {
  if (!(await addCompany(domain, name, { status: 'pending', verificationToken: newToken() }))) {
    throw new ConflictError(`${domain} is enrolled already.`, 'company_exists');
  }
  return companyInfo(await requireCompany(domain));
}

/** Suspends (its members' sessions then stop working) or resumes a company; a pending one must be verified first. */
export async function setCompanyStatus(domain: string, status: 'active' | 'suspended'): Promise<CompanyInfo> {
  const change = await writeCompanyStatus(domain, status);
  if (change === 'not-found') throw new NotFoundError('Company not found');
  if (change === 'pending') throw new ConflictError(`${domain} is not verified yet: publish its TXT record and choose Verify.`, 'company_pending');
  return companyInfo(await requireCompany(domain));
}

