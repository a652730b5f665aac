import { closeConnection } from '../domain/messaging/connections';
import { defineSocketHandler } from '../middleware/define-socket-handler';

/**
 * `$disconnect`: forgets the connection. Public in the route table because it carries no cookie
 * and no session may be left by now; only API Gateway invokes it, for a connection it had.
 * Best effort on AWS's side too (it is not guaranteed to run), hence Gone handling on pushes.
 */
export const handler = defineSocketHandler(async ({ connectionId }) => {
  await closeConnection(connectionId);
});
