import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Session } from './session';
import { getCompany, type Company } from '../../store/companies';
import { findSession, findSessionWithOwner, sessionOwnerOf, touchSession, type SessionRecord } from '../../store/sessions';
import { getUser, type UserRecord } from '../../store/users';
import { sessionTokenOf } from './session-cookie';
import { rememberSessionUser } from './session-user';

/**
 * The caller's session: a live session of an active user of an active company. Deactivating a
 * user or suspending a company therefore ends their sessions at once: every request reads the
 * user and company items as they are now (issue 15: in the same round trip as the session, one
 * strongly consistent BatchGetItem, since the token names its user and company).
 */
export async function loadSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>,
  options: { recordUse: boolean },
): Promise<Session | null> {
  const token = sessionTokenOf(event);
  if (!token) return null;
  const found = await readSession(token);
  if (!found) return null;
  const { session, user, company } = found;
  if (!user || !user.isActive) return null;
  // The founder of a pending self-serve company (issue 38) is let in, for the setup steps only (authorize()).
  const companyPending = company?.status === 'pending' && company.selfServe?.founderUserId === user.id;
  if (!company || (company.status !== 'active' && user.role !== 'admin' && !companyPending)) return null;
  // Read-only functions may not write; lastUsedAt is then recorded by the next writing route.
  if (options.recordUse) await touchSession(session);
  const loaded: Session = {
    userId: user.id,
    email: user.email,
    role: user.role,
    companyDomain: user.companyDomain,
    sessionHash: session.tokenHash,
    eligibilityConfirmed: user.eligibilityConfirmedAt !== null,
    companyPending,
  };
  rememberSessionUser(loaded, user);
  return loaded;
}

async function readSession(token: string): Promise<{ session: SessionRecord; user: UserRecord | null; company: Company | null } | null> {
  const owner = sessionOwnerOf(token);
  if (owner) {
    const found = await findSessionWithOwner(token, owner);
    if (!found) return null;
    // The company is the user's as stored; should the two ever differ, the stored one counts.
    if (found.user && found.user.companyDomain !== owner.companyDomain) return { ...found, company: await getCompany(found.user.companyDomain) };
    return found;
  }
  // A token of the older form (issued before tokens named their owner): one read after the other.
  const session = await findSession(token);
  if (!session) return null;
  const user = await getUser(session.userId);
  if (!user) return { session, user: null, company: null };
  return { session, user, company: await getCompany(user.companyDomain) };
}
