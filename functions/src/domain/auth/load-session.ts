import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Session } from './session';
import { getCompany } from '../../store/companies';
import { findSession, touchSession } from '../../store/sessions';
import { getUser } from '../../store/users';
import { sessionTokenOf } from './session-cookie';

/**
 * The caller's session: a live session of an active user of an active company. Deactivating a
 * user or suspending a company therefore ends their sessions at once.
 */
export async function loadSession(
  event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>,
  options: { recordUse: boolean },
): Promise<Session | null> {
  const token = sessionTokenOf(event);
  if (!token) return null;
  const session = await findSession(token);
  if (!session) return null;
  const user = await getUser(session.userId);
  if (!user || !user.isActive) return null;
  const company = await getCompany(user.companyDomain);
  if (!company || (company.status !== 'active' && user.role !== 'admin')) return null;
  // Read-only functions may not write; lastUsedAt is then recorded by the next writing route.
  if (options.recordUse) await touchSession(session);
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    companyDomain: user.companyDomain,
    sessionHash: session.tokenHash,
    eligibilityConfirmed: user.eligibilityConfirmedAt !== null,
  };
}
