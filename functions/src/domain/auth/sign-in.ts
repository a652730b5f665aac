import { emailDomain } from '@worknest/shared/email';
import { LINK_INVALID_MESSAGE } from '@worknest/shared/auth';
import { InvalidInputError } from '../errors';
import { getCompany } from '../../store/companies';
import { redeemMagicLink } from '../../store/magic-links';
import { createSession, deleteSession } from '../../store/sessions';
import { hashToken } from '../../store/tokens';
import { createUser, getUserByEmail, type UserRecord } from '../../store/users';
import { businessMetrics, countEvent } from '../../logging/metrics';

/**
 * Redeems a link: single use, then the user (created on first sign-in) gets a 10-day session.
 * A company suspended or a user deactivated since the link was sent gets no session. The session
 * the browser had before (its cookie, if any) ends: a browser holds one session, and a session
 * fixated or left behind by someone else does not live on beside the new one.
 */
export async function signInWithToken(token: string, previousSessionToken: string | null = null): Promise<{ user: UserRecord; sessionToken: string; expiresAtMs: number }> {
  const email = await redeemMagicLink(token);
  if (!email) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  const domain = emailDomain(email);
  const company = await getCompany(domain);
  if (!company) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  // A link sent before the company turned on "Require single sign-on" no longer works (issue 19).
  if (company.sso?.required) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  const existing = await getUserByEmail(email);
  // Issue 38: the founder of a pending self-serve company signs in again to finish its setup.
  const pendingFounder = company.status === 'pending' && existing !== null && company.selfServe?.founderUserId === existing.id;
  if (company.status !== 'active' && !pendingFounder) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  const user = existing ?? (await createUser({ email, companyDomain: domain }));
  if (!user.isActive) throw new InvalidInputError(LINK_INVALID_MESSAGE, undefined, 'link_invalid');
  const session = await createSession({ userId: user.id, companyDomain: user.companyDomain });
  if (previousSessionToken) await deleteSession(hashToken(previousSessionToken));
  countEvent(businessMetrics.signIns);
  return { user, sessionToken: session.token, expiresAtMs: session.expiresAtMs };
}
