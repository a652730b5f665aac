import { emailDomain } from '@worknest/shared/email';
import type { SsoDiscoverResult } from '@worknest/shared/sso';
import { getCompany, type Company } from '../../store/companies';

/** A company whose members sign in through its provider: active, with settings and a secret. */
export function ssoReady(company: Company | null): company is Company & { sso: NonNullable<Company['sso']> } {
  return company !== null && company.status === 'active' && company.sso !== null && company.sso.secretSetAt !== null;
}

/**
 * Home-realm discovery: does the address's company sign in through its provider, and must it?
 * Answers by domain only (the same for every address of a domain), so it tells nothing about
 * whether a particular person is a member.
 */
export async function discoverSso(email: string): Promise<SsoDiscoverResult> {
  const company = await getCompany(emailDomain(email));
  if (!ssoReady(company)) return { sso: false, required: false };
  return { sso: true, required: company.sso.required };
}

