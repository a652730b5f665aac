import type { Session } from './authorize';
import { authorize } from './authorize';
import { buildHandler, type HandlerOptions, type HandlerRequest, type Schema } from './handler-kit';
import type { HandlerResult } from './responses';

export { errorResponse, type HandlerOptions, type HandlerRequest } from './handler-kit';

/**
 * The handler kit (./handler-kit) with the route table's access check: the session for signed-in
 * routes, a 401/403 otherwise. Public routes that never need a session (`GET /_health`) use
 * definePublicHandler instead, which loads neither the session code nor the DynamoDB client.
 */
export function defineHandler<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  S extends Session | null = Session,
  A = undefined,
>(options: HandlerOptions<B, Q, P, A>, fn: (request: HandlerRequest<B, Q, P, S, A>) => Promise<HandlerResult | object>) {
  return buildHandler(options, fn, authorize);
}
