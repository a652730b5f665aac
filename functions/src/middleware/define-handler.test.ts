import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineHandler } from './define-handler';
import { InvalidInputError } from '../domain/errors';
import { actAsFunctionOf } from './test-route-environment';

/** An event of `overrides.routeKey` (default GET /_health), to a function deployed for that route. */
function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  actAsFunctionOf(overrides.routeKey ?? 'GET /_health');
  return {
    version: '2.0',
    routeKey: 'GET /_health',
    rawPath: '/_health',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'GET', path: '/_health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
    ...overrides,
  } as APIGatewayProxyEventV2;
}
const context = { awsRequestId: 'ctx-1', functionName: 'test' } as Context;

describe('defineHandler', () => {
  const schema = z.object({ name: z.string().min(2, 'Please enter your name') });
  const echo = defineHandler({ body: schema }, async ({ body }) => ({ hello: body.name }));

  it('answers a bare object as 200 JSON', async () => {
    const result = await echo(event({ body: JSON.stringify({ name: 'Ada' }) }), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Ada' });
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('reads base64 bodies', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Sam' })).toString('base64');
    const result = await echo(event({ body, isBase64Encoded: true }), context);
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Sam' });
  });

  it('refuses invalid input with 400, the message and the failing field', async () => {
    const result = await echo(event({ body: JSON.stringify({ name: 'A' }) }), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toEqual({
      message: 'Please enter your name',
      code: 'validation_failed',
      // Issue 40: a message people read carries its stable code (shared/message-codes).
      messageCode: 'name_required',
      issues: [{ path: 'name', message: 'Please enter your name', code: 'name_required' }],
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const result = await echo(event({ body: '{"name":' }), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).message).toBe('The request body is not valid JSON.');
  });

  it('refuses a body over the size limit with 413', async () => {
    const small = defineHandler({ body: schema, maxBodyBytes: 10 }, async () => ({}));
    const result = await small(event({ body: JSON.stringify({ name: 'x'.repeat(50) }) }), context);
    expect(result.statusCode).toBe(413);
  });

  it('maps thrown domain errors to their status and message', async () => {
    const failing = defineHandler({}, async () => {
      throw new InvalidInputError('Nope');
    });
    const result = await failing(event(), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).message).toBe('Nope');
  });

  it('hides internals of unexpected errors behind a 500 with the request id', async () => {
    const failing = defineHandler({}, async () => {
      throw new Error('secret connection string');
    });
    const result = await failing(event(), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
    expect(JSON.parse(result.body!)).toEqual({ message: 'Internal server error', requestId: 'req-1' });
  });

  it('fails closed for a route that is not in the route table', async () => {
    const result = await echo(event({ routeKey: 'GET /not-a-route', body: '{"name":"Ada"}' }), context);
    expect(result.statusCode).toBe(500);
  });

  it('fails closed for an event of another route than the one the function is deployed for', async () => {
    const health = event();
    actAsFunctionOf('GET /api/listings');
    const result = await echo(health, context);
    expect(result.statusCode).toBe(500);
  });

  it('fails closed in a function without its route entry in the environment', async () => {
    const health = event();
    delete process.env.WORKNEST_ROUTE;
    const result = await echo(health, context);
    expect(result.statusCode).toBe(500);
  });

  it('refuses a member route without a session with 401', async () => {
    const { httpRoutes } = await import('../routes');
    const memberRoute = httpRoutes.find((r) => r.access === 'member');
    if (!memberRoute) return expect(httpRoutes.every((r) => r.access !== 'member')).toBe(true);
    const result = await echo(event({ routeKey: `${memberRoute.method} ${memberRoute.path}`, body: '{"name":"Ada"}' }), context);
    expect(result.statusCode).toBe(401);
  });
});
