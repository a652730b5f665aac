import { sessionTokenOf } from '../domain/auth/session-cookie';
import { defineSocketHandler } from '../middleware/define-socket-handler';
import { NotSignedInError } from '../domain/errors';
import { putConnection } from '../store/connections';
import { findSession } from '../store/sessions';

/**
 * `$connect`: the kit has authenticated the handshake's cookie (a refusal answers 401, and API
 * Gateway then refuses the handshake). Records the connection for pushes; it expires with the
 * session that opened it.
 */
export const handler = defineSocketHandler(async ({ event, connectionId, caller }) => {
  if (caller?.kind !== 'session') throw new NotSignedInError();
  const cookieHeader = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  const token = sessionTokenOf({ headers: { cookie: cookieHeader } });
  const session = token ? await findSession(token) : null;
  if (!session) throw new NotSignedInError();
  await putConnection({ connectionId, userId: caller.session.userId, sessionHash: caller.session.sessionHash, expiresAtMs: session.expiresAtMs });
});
