import type { Session } from '../auth/session';
import { NotSignedInError } from '../errors';
import { deleteConnection, putConnection } from '../../store/connections';
import { findSession } from '../../store/sessions';

/**
 * Records an open socket of this session for pushes. It expires with the session that opened it,
 * so a session that ended meanwhile (or a token that is not this session's) opens nothing.
 */
export async function openConnection(connectionId: string, session: Session, sessionToken: string | null): Promise<void> {
  const record = sessionToken ? await findSession(sessionToken) : null;
  if (!record) throw new NotSignedInError();
  await putConnection({ connectionId, userId: session.userId, sessionHash: session.sessionHash, expiresAtMs: record.expiresAtMs, companyDomain: session.companyDomain });
}

/** Forgets a socket that closed. */
export async function closeConnection(connectionId: string): Promise<void> {
  await deleteConnection(connectionId);
}
