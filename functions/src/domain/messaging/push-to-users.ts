import { postToConnection } from '../../adapters/sockets';
import { logger } from '../../logging/logger';
import { nowMs } from '../../clock';
import { connectionOwners, deleteConnection, listUserConnections, type ConnectionRecord } from '../../store/connections';

/**
 * Sends an event to every open socket of the given users through the Management API. Sockets
 * whose session ended (logout, deactivation, expiry, idle) or whose member is no longer active
 * in an active company get nothing and are forgotten; sockets API
 * Gateway answers Gone for are forgotten too. A failing push is logged, never thrown: the caller's
 * write has already happened and clients reload on reconnect.
 *
 * @returns the users at least one of whose sockets received the event.
 */
export async function pushToUsers(userIds: readonly string[], event: unknown): Promise<Set<string>> {
  return pushToConnections(await findLiveConnections(userIds), event);
}

/** The open sockets of these users with the sessions still behind them: look them up before the event exists, to overlap the reads with other work. */
export interface LiveConnections {
  connections: ConnectionRecord[];
  /** Session hashes still live. */
  live: Set<string>;
  /** Members still active in an active company. */
  active: Set<string>;
}

export async function findLiveConnections(userIds: readonly string[]): Promise<LiveConnections> {
  const connections = await listUserConnections(userIds);
  if (connections.length === 0) return { connections, live: new Set(), active: new Set() };
  const { live, active } = await connectionOwners(connections);
  return { connections, live, active };
}

/** Pushes to sockets found by findLiveConnections (see pushToUsers). */
export async function pushToConnections({ connections, live, active }: LiveConnections, event: unknown): Promise<Set<string>> {
  if (connections.length === 0) return new Set();
  const results = await Promise.all(
    connections.map(async (connection) => {
      try {
        if (connection.expiresAtMs <= nowMs() || !live.has(connection.sessionHash) || !active.has(connection.userId)) {
          await deleteConnection(connection.connectionId);
          return false;
        }
        if (await postToConnection(connection.connectionId, event)) return true;
        await deleteConnection(connection.connectionId);
        logger.info('forgot a gone connection', { connectionId: connection.connectionId });
        return false;
      } catch (error) {
        logger.warn('push to a connection failed', { connectionId: connection.connectionId, error: error as Error });
        return false;
      }
    }),
  );
  return new Set(connections.filter((_, index) => results[index]).map((connection) => connection.userId));
}
