import { defineSocketHandler } from '../middleware/define-socket-handler';
import { deleteConnection } from '../store/connections';

/**
 * `$disconnect`: forgets the connection. Public in the route table because it carries no cookie
 * and no session may be left by now; only API Gateway invokes it, for a connection it had.
 * Best effort on AWS's side too (it is not guaranteed to run), hence Gone handling on pushes.
 */
export const handler = defineSocketHandler(async ({ connectionId }) => {
  await deleteConnection(connectionId);
});
