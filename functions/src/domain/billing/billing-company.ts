import type { Session } from '../auth/session';
import { NotFoundError } from '../errors';
import { getCompany, type Company } from '../../store/companies';

/**
 * Issue 34: whose billing an HR route reads or changes. HR: their own company (naming another
 * one answers 404, as if it did not exist); a platform admin: the company named by `?domain=`, or
 * their own. Employees never get here (the route's `hr` access answers 403).
 */
export async function billingCompanyOf(session: Session, requestedDomain: string | undefined): Promise<Company> {
  const domain = requestedDomain ?? session.companyDomain;
  if (domain !== session.companyDomain && session.role !== 'admin') throw new NotFoundError('Company not found');
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError('Company not found');
  return company;
}
