import { APIGatewayProxyEventV2Schema } from '@aws-lambda-powertools/parser/schemas';
import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '@worknest/functions/routes';
import { buildHttpEvent, isTextMediaType, parseQueryString, type IncomingHttpRequest } from './http-event';
import { compileRoutes, matchRoute } from './route-matching';

const routes = compileRoutes([
  { method: 'POST', path: '/api/listings/{id}', handler: 'x', access: 'member', resources: [] } satisfies HttpRoute,
  { method: 'GET', path: '/_health', handler: 'x', access: 'public', resources: [] } satisfies HttpRoute,
]);

function request(overrides: Partial<IncomingHttpRequest> = {}): IncomingHttpRequest {
  return {
    method: 'POST',
    url: '/api/listings/a%20b?tag=x&tag=y&q=caf%C3%A9&flag',
    rawHeaders: [
      'Host', '127.0.0.1:4000',
      'User-Agent', 'test-agent/1.0',
      'Content-Type', 'application/json; charset=utf-8',
      'X-Multi', 'one',
      'x-multi', 'two',
      'Cookie', 'session=abc; theme=dark',
      'Cookie', 'other=1',
    ],
    body: Buffer.from('{"title":"Flat"}'),
    sourceIp: '127.0.0.1',
    protocol: 'HTTP/1.1',
    localPort: 4000,
    ...overrides,
  };
}

const stamp = { requestId: 'JKJaXmPLvHcESHA=', nowMs: Date.UTC(2030, 2, 12, 19, 3, 58) };

function eventFor(incoming: IncomingHttpRequest) {
  const match = matchRoute(routes, incoming.method, incoming.url.split('?')[0]!);
  if (!match) throw new Error('fixture route did not match');
  return buildHttpEvent(incoming, match, stamp);
}

describe('buildHttpEvent', () => {
  it("passes AWS's own schema for payload format 2.0 events, with and without body and query", () => {
    expect(() => APIGatewayProxyEventV2Schema.parse(eventFor(request()))).not.toThrow();
    const bare = eventFor(request({ method: 'GET', url: '/_health', rawHeaders: ['Host', 'localhost'], body: Buffer.alloc(0) }));
    expect(() => APIGatewayProxyEventV2Schema.parse(bare)).not.toThrow();
    expect(bare).not.toHaveProperty('body');
    expect(bare).not.toHaveProperty('queryStringParameters');
    expect(bare).not.toHaveProperty('pathParameters');
    expect(bare).not.toHaveProperty('cookies');
    expect(bare.rawQueryString).toBe('');
  });

  it('carries the exact routeKey of the matched route, raw path and query, and decoded path parameters', () => {
    const event = eventFor(request());
    expect(event.routeKey).toBe('POST /api/listings/{id}');
    expect(event.requestContext.routeKey).toBe('POST /api/listings/{id}');
    expect(event.rawPath).toBe('/api/listings/a%20b');
    expect(event.requestContext.http.path).toBe('/api/listings/a%20b');
    expect(event.rawQueryString).toBe('tag=x&tag=y&q=caf%C3%A9&flag');
    expect(event.pathParameters).toEqual({ id: 'a b' });
  });

  it('joins repeated query keys with commas and decodes values', () => {
    expect(eventFor(request()).queryStringParameters).toEqual({ tag: 'x,y', q: 'café', flag: '' });
    expect(parseQueryString('a=1+2&b=%zz')).toEqual({ a: '1+2', b: '%zz' });
  });

  it('lower-cases header names, joins repeats with commas, and moves cookies out of the headers', () => {
    const event = eventFor(request());
    expect(event.headers).toMatchObject({ host: '127.0.0.1:4000', 'user-agent': 'test-agent/1.0', 'x-multi': 'one,two' });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.cookies).toEqual(['session=abc', 'theme=dark', 'other=1']);
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-proto']).toBe('http');
  });

  it('fills requestContext like API Gateway', () => {
    const context = eventFor(request()).requestContext;
    expect(context).toMatchObject({
      requestId: stamp.requestId,
      stage: '$default',
      time: '12/Mar/2030:19:03:58 +0000',
      timeEpoch: stamp.nowMs,
      domainName: '127.0.0.1:4000',
      http: { method: 'POST', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test-agent/1.0' },
    });
  });

  it('passes a JSON body as text and a binary or form body as base64', () => {
    const json = eventFor(request());
    expect(json.body).toBe('{"title":"Flat"}');
    expect(json.isBase64Encoded).toBe(false);

    const bytes = Buffer.from([0xff, 0x00, 0x10]);
    const binary = eventFor(request({ rawHeaders: ['Host', 'h', 'Content-Type', 'image/png'], body: bytes }));
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body!, 'base64')).toEqual(bytes);

    const form = eventFor(request({ rawHeaders: ['Host', 'h', 'Content-Type', 'application/x-www-form-urlencoded'], body: Buffer.from('a=1') }));
    expect(form.isBase64Encoded).toBe(true);
    expect(Buffer.from(form.body!, 'base64').toString()).toBe('a=1');
  });

  it('knows which media types AWS passes as text', () => {
    expect(['text/plain', 'text/html; charset=utf-8', 'application/json', 'Application/JSON', 'application/xml', 'application/javascript'].every(isTextMediaType)).toBe(true);
    expect(['image/png', 'application/octet-stream', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined].some(isTextMediaType)).toBe(false);
  });
});
