import { sessionTokenOf } from '../domain/auth/session-cookie';
import { NotSignedInError } from '../domain/errors';
import { openConnection } from '../domain/messaging/connections';
import { defineSocketHandler } from '../middleware/define-socket-handler';

/**
 * `$connect`: the kit has authenticated the handshake's cookie (a refusal answers 401, and API
 * Gateway then refuses the handshake). Records the connection for pushes; it expires with the
 * session that opened it.
 */
export const handler = defineSocketHandler(async ({ event, connectionId, caller }) => {
  if (caller?.kind !== 'session') throw new NotSignedInError();
  const cookieHeader = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'cookie')?.[1];
  await openConnection(connectionId, caller.session, sessionTokenOf({ headers: { cookie: cookieHeader } }));
});
