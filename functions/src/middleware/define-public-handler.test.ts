import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { definePublicHandler } from './define-public-handler';
import { actAsFunctionOf } from './test-route-environment';

/** An event of `routeKey`, to a function deployed for that route. */
function event(routeKey: string): APIGatewayProxyEventV2 {
  actAsFunctionOf(routeKey);
  return {
    version: '2.0',
    routeKey,
    rawPath: '/x',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'GET', path: '/x', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
  } as unknown as APIGatewayProxyEventV2;
}
const context = { awsRequestId: 'ctx-1', functionName: 'test' } as Context;

describe('definePublicHandler', () => {
  const hello = definePublicHandler({}, async ({ session }) => ({ session }));

  it('answers a route the table marks public, without a session', async () => {
    const result = await hello(event('GET /_health'), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ session: null });
  });

  it('refuses every call when the route table gives the route another access level', async () => {
    const result = await hello(event('GET /api/bookings'), context);
    expect(result.statusCode).toBe(403);
  });

  it('fails closed for a route that is not in the table', async () => {
    const result = await hello(event('GET /nowhere'), context);
    expect(result.statusCode).toBe(500);
  });
});
