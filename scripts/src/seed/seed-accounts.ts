import { demoAccountLines, demoAccounts, demoCompanies } from './demo-accounts';

/** Enrolls the demo companies and creates the demo accounts (age and Terms already confirmed). */
export async function seedAccounts(): Promise<string[]> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser, updateUser } = await import('@worknest/functions/store/users');
  const { nowIso } = await import('@worknest/functions/store/clock');
  for (const company of demoCompanies) await addCompany(company.domain, company.name);
  for (const account of demoAccounts) {
    const user = await createUser({
      email: account.email,
      companyDomain: account.email.split('@')[1]!,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      eligibilityConfirmedAt: nowIso(),
    });
    if (user.role !== account.role) await updateUser(user.id, { role: account.role });
  }
  return demoAccountLines();
}
