import type { UserRecord } from '../../store/users';
import type { Session } from './session';

/**
 * The user item the session's one BatchGetItem already returned (load-session.ts), by session
 * (issue 31): a handler that answers with the caller's own user (`GET /api/auth/user`) reads it
 * here instead of reading the item again. Held beside the session rather than in it, so the
 * Session stays a small value that rules and tests build by hand.
 */
const loadedUsers = new WeakMap<Session, UserRecord>();

export function rememberSessionUser(session: Session, user: UserRecord): void {
  loadedUsers.set(session, user);
}

/** The caller's user as read with the session (strongly consistent, this request), or undefined for a session built elsewhere. */
export function sessionUser(session: Session): UserRecord | undefined {
  return loadedUsers.get(session);
}
