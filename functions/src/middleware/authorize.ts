import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Role } from '@worknest/shared/auth';
import { loadSession } from '../domain/auth/load-session';
import type { Session } from '../domain/auth/session';
import type { HttpRoute, WebSocketRoute } from '../routes';
import { NotAllowedError, NotSignedInError } from '../domain/errors';
import { COMPANY_SIGNUP_MESSAGES } from '@worknest/shared/company-signup-rules';

/** The session type is the domain's (domain/auth/session.ts); re-exported for the handler kit's callers. */
export type { Session };

const roleRank: Record<Role, number> = { employee: 0, hr: 1, admin: 2 };

/**
 * Enforces a route's access level and returns the session for signed-in routes. Until a member
 * has confirmed age and Terms, only routes marked `beforeEligibility` answer; the founder of a
 * pending self-serve company (issue 38) gets only routes marked `beforeActivation`.
 */
export async function authorize(
  event: APIGatewayProxyEventV2,
  route: Pick<HttpRoute | WebSocketRoute, 'access' | 'resources'> & { beforeEligibility?: boolean; beforeActivation?: boolean },
): Promise<Session | null> {
  if (route.access === 'public' || route.access === 'webhook') return null;
  // Directory sync has its own kit (define-scim-handler.ts): a session kit on a `scim` route fails closed.
  if (route.access === 'scim') throw new NotAllowedError();
  const session = await loadSession(event, { recordUse: route.resources.includes('table:write') });
  if (!session) throw new NotSignedInError();
  const needed = route.access === 'member' ? 0 : roleRank[route.access];
  if (roleRank[session.role] < needed) throw new NotAllowedError();
  if (!session.eligibilityConfirmed && !route.beforeEligibility) {
    throw new NotAllowedError('Please confirm that you are 18 or older and accept the Terms first.', 'eligibility_required');
  }
  if (session.companyPending && !route.beforeActivation) throw new NotAllowedError(COMPANY_SIGNUP_MESSAGES.pending, 'company_pending');
  return session;
}
