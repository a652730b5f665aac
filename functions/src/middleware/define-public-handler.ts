import { NotAllowedError } from '../domain/errors';
import { buildHandler, type Authorizer, type HandlerOptions, type HandlerRequest, type Schema } from './handler-kit';
import type { HandlerResult } from './responses';

/**
 * A route the route table marks `public`, without the session code: the same kit as
 * defineHandler (origin check, request id, body limit, validation, error shape), but its bundle
 * holds neither the session store nor the DynamoDB client, so its cold start stays near an empty
 * function's. If the route table ever gives the route another access level, every call is
 * refused (fail closed) rather than answered without the check.
 */
export function definePublicHandler<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(options: HandlerOptions<B, Q, P>, fn: (request: HandlerRequest<B, Q, P, null>) => Promise<HandlerResult | object>) {
  return buildHandler(options, fn, publicOnly);
}

const publicOnly: Authorizer = async (_event, route) => {
  if (route.access !== 'public') throw new NotAllowedError();
  return null;
};
