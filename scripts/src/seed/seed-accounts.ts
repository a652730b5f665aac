import { DEMO_SSO_DOMAIN, LOCAL_SSO_ENV } from '@worknest/local-cloud/oidc/local-sso';
import { demoAccountLines, demoAccounts, demoCompanies } from './demo-accounts';

/**
 * Points the demo company's single sign-on at this local cloud's OpenID provider (issue 19): its
 * issuer changes with IDP_PORT and between test runs, so `npm run dev` calls this on every start.
 * The client secret is in the local Secrets Manager already (start-local-cloud.ts puts it there).
 */
export async function configureDemoSso(options: { ensureAccounts?: boolean } = {}): Promise<void> {
  const issuer = process.env[LOCAL_SSO_ENV.idpIssuer];
  const clientId = process.env[LOCAL_SSO_ENV.idpClientId];
  if (!issuer || !clientId) return;
  const { addCompany, setCompanySso } = await import('@worknest/functions/store/companies');
  const { nowIso } = await import('@worknest/functions/clock');
  if (options.ensureAccounts) {
    // Demo data seeded before issue 19 has no Initech yet: add it and its two accounts (idempotent).
    const initech = demoCompanies.find((company) => company.domain === DEMO_SSO_DOMAIN)!;
    await addCompany(initech.domain, initech.name);
    await createDemoAccounts(demoAccounts.filter((account) => account.email.endsWith(`@${DEMO_SSO_DOMAIN}`)));
  }
  const now = nowIso();
  await setCompanySso(DEMO_SSO_DOMAIN, { issuer, clientId, required: true, secretSetAt: now, updatedAt: now });
}

/** Enrolls the demo companies and creates the demo accounts (age and Terms already confirmed). */
export async function seedAccounts(): Promise<string[]> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  for (const company of demoCompanies) await addCompany(company.domain, company.name);
  await configureDemoSso();
  await createDemoAccounts(demoAccounts);
  return demoAccountLines();
}

async function createDemoAccounts(accounts: typeof demoAccounts): Promise<void> {
  const { createUser, updateUser } = await import('@worknest/functions/store/users');
  const { nowIso } = await import('@worknest/functions/clock');
  for (const account of accounts) {
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
}
