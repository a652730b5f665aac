import { ConflictError, NotFoundError } from '../errors';
import { addCompany, getCompany, setCompanyStatus as writeCompanyStatus, type Company, type CompanyStatus } from '../../store/companies';

/** Enrolls a company by its verified domain; a domain enrolled already is a conflict. */
export async function enrollCompany(domain: string, name: string): Promise<Company | null> {
  if (!(await addCompany(domain, name))) throw new ConflictError(`${domain} is enrolled already.`, 'company_exists');
  return getCompany(domain);
}

/** Suspends (its members' sessions then stop working) or resumes a company. */
export async function setCompanyStatus(domain: string, status: CompanyStatus): Promise<Company> {
  if (!(await writeCompanyStatus(domain, status))) throw new NotFoundError('Company not found');
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError('Company not found');
  return company;
}
