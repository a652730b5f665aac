import { PING } from '@worknest/shared/messaging';
import { postToConnection } from '../adapters/sockets';
import { defineSocketHandler } from '../middleware/define-socket-handler';

/**
 * `$default`: every message a client sends. The only one it sends is a ping (a heartbeat that
 * also proves the session behind the socket still lives: the kit refuses the event otherwise,
 * so no pong comes and the client reconnects, which re-authenticates). Anything else is ignored.
 */
export const handler = defineSocketHandler(async ({ event, connectionId }) => {
  if (isPing(event.body)) await postToConnection(connectionId, { type: 'pong' });
});

function isPing(body: string | undefined): boolean {
  if (!body || body.length > 100) return false;
  try {
    return (JSON.parse(body) as { type?: unknown })?.type === PING.type;
  } catch {
    return false;
  }
}
