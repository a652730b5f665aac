import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineSocketHandler, type SocketEvent } from './define-socket-handler';
import { actAsFunctionOf } from './test-route-environment';

/*
 * The WebSocket kit's refusals that need no store: unknown routes fail closed, a foreign Origin
 * or a missing/malformed session cookie refuses the handshake before the handler runs.
 * (Accepted sockets and live sessions are covered over real sockets in test/integration.)
 */

/** A handshake event of `routeKey`, to a function deployed for that route. */
function connectEvent(headers: Record<string, string>, routeKey = '$connect'): SocketEvent {
  actAsFunctionOf(routeKey);
  return {
    headers,
    requestContext: { routeKey, eventType: 'CONNECT', connectionId: 'conn-1', requestId: 'req-1' },
    isBase64Encoded: false,
  } as unknown as SocketEvent;
}
const context = { awsRequestId: 'ctx-1', functionName: 'test' } as Context;

describe('defineSocketHandler', () => {
  const body = vi.fn(async () => undefined);
  const handler = defineSocketHandler(body);

  beforeEach(() => {
    vi.stubEnv('APP_ORIGIN', 'https://app.example');
    body.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('fails closed for a route key that is not in the route table', async () => {
    const result = await handler(connectEvent({}, '$unknown'), context);

    expect(result.statusCode).toBe(500);
    expect(body).not.toHaveBeenCalled();
  });

  it.each([
    ['no cookie', {}],
    ['a malformed session cookie', { Cookie: 'worknest_session=short' }],
    ['another cookie only', { Cookie: 'theme=dark' }],
  ])('refuses a handshake with %s (401)', async (_label, headers) => {
    const result = await handler(connectEvent(headers), context);

    expect(result.statusCode).toBe(401);
    expect(body).not.toHaveBeenCalled();
  });

  it('refuses a handshake from another origin before reading the session (403)', async () => {
    const result = await handler(connectEvent({ Origin: 'https://evil.example', Cookie: `worknest_session=${'a'.repeat(43)}` }), context);

    expect(result.statusCode).toBe(403);
    expect(body).not.toHaveBeenCalled();
  });
});
