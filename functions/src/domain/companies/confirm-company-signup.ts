import { COMPANY_SIGNUP_MESSAGES, PENDING_COMPANY_DAYS } from '@worknest/shared/company-signup-rules';
import { logger } from '../../logging/logger';
import { nowMs } from '../../clock';
import { addCompany, setCompanyFounder } from '../../store/companies';
import { redeemLinkFor } from '../../store/magic-links';
import { createSession, deleteSession } from '../../store/sessions';
import { hashToken, newToken } from '../../store/tokens';
import { createUser, updateUser, type UserRecord } from '../../store/users';
import { ConflictError, InvalidInputError } from '../errors';

/**
 * `POST /api/company-signups/confirm {token}`: redeems the link once, creates the company
 * `pending` (with its TXT record, the setup fee due, removed after PENDING_COMPANY_DAYS unless
 * finished or paid) and its founder as `hr` with the names given, and signs the founder in (the
 * browser's previous session ends, as at sign-in). A domain that joined meanwhile is a conflict.
 */
export async function confirmCompanySignup(token: string, previousSessionToken: string | null): Promise<{ user: UserRecord; sessionToken: string; expiresAtMs: number }> {
  const link = await redeemLinkFor(token, 'company-signup');
  const { domain, companyName, firstName, lastName } = link?.payload ?? {};
  if (!link || !domain || !companyName) throw new InvalidInputError(COMPANY_SIGNUP_MESSAGES.linkInvalid, undefined, 'link_invalid');
  const created = await addCompany(domain, companyName, {
    status: 'pending',
    verificationToken: newToken(),
    selfServeExpiresAtMs: nowMs() + PENDING_COMPANY_DAYS * 24 * 3600_000,
  });
  if (!created) {
    logger.info('company sign-up not confirmed: the domain joined meanwhile');
    throw new ConflictError(COMPANY_SIGNUP_MESSAGES.alreadyEnrolled, 'company_exists');
  }
  const founder = await founderAccount(link.email, domain, firstName ?? null, lastName ?? null);
  await setCompanyFounder(domain, founder.id);
  const session = await createSession({ userId: founder.id, companyDomain: domain });
  if (previousSessionToken) await deleteSession(hashToken(previousSessionToken));
  logger.info('company signed up: pending, founder signed in', { companyDomain: domain, userId: founder.id });
  return { user: founder, sessionToken: session.token, expiresAtMs: session.expiresAtMs };
}

/** The founder's account, `hr`: new, or (a mailbox left by a removed company) taken over with the new names. */
async function founderAccount(email: string, domain: string, firstName: string | null, lastName: string | null): Promise<UserRecord> {
  const user = await createUser({ email, companyDomain: domain, role: 'hr', firstName, lastName });
  if (user.role === 'hr' && user.isActive && user.firstName === firstName) return user;
  return (await updateUser(user.id, { role: 'hr', isActive: true, firstName, lastName })) ?? user;
}
