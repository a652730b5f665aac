import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineHandler } from './define-handler';
import { checkOrigin, clientIp, secretMatches } from './viewer-address';

const SECRET = 'k3y-0f-th1s-stage-k3y-0f-th1s-stage';
const SOURCE_IP = '198.51.100.7';

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /_health',
    rawPath: '/_health',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'GET', path: '/_health', protocol: 'HTTP/1.1', sourceIp: SOURCE_IP, userAgent: 'test' } },
  } as APIGatewayProxyEventV2;
}

/** Through the handler kit: what the handler sees as client IP and headers. */
const seen = defineHandler({}, async ({ event }) => ({ ip: clientIp(event), headers: event.headers }));
async function through(headers: Record<string, string>): Promise<{ ip: string; headers: Record<string, string> }> {
  const result = await seen(event(headers), { awsRequestId: 'ctx-1', functionName: 'test' } as Context);
  return JSON.parse(result.body!);
}

describe('client IP behind CloudFront', () => {
  beforeEach(() => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
  });

  it('trusts the viewer address when the request carries CloudFront’s origin secret', async () => {
    const answer = await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:51234' });
    expect(answer.ip).toBe('203.0.113.9');
    expect(answer.headers['cloudfront-viewer-address']).toBe('203.0.113.9:51234');
  });

  it('reads IPv6 viewer addresses', async () => {
    expect((await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '2001:db8::7:443' })).ip).toBe('2001:db8::7');
  });

  it('does not trust a forged viewer address without the secret (a direct execute-api call): source IP, header removed', async () => {
    const answer = await through({ 'cloudfront-viewer-address': '203.0.113.9:443', 'cloudfront-viewer-country': 'DE' });
    expect(answer.ip).toBe(SOURCE_IP);
    expect(answer.headers['cloudfront-viewer-address']).toBeUndefined();
    expect(answer.headers['cloudfront-viewer-country']).toBeUndefined();
  });

  it('does not trust a forged viewer address with a wrong secret', async () => {
    for (const guess of ['', 'wrong', SECRET.slice(0, -1), `${SECRET} `, SECRET.toUpperCase()]) {
      const answer = await through({ 'x-origin-verify': guess, 'cloudfront-viewer-address': '203.0.113.9:443' });
      expect(answer.ip, JSON.stringify(guess)).toBe(SOURCE_IP);
    }
  });

  it('trusts nothing when the function has no secret, not even an empty header', async () => {
    for (const configured of [undefined, '']) {
      if (configured === undefined) delete process.env.ORIGIN_VERIFY_SECRET;
      else process.env.ORIGIN_VERIFY_SECRET = configured;
      const answer = await through({ 'x-origin-verify': '', 'cloudfront-viewer-address': '203.0.113.9:443' });
      expect(answer.ip).toBe(SOURCE_IP);
    }
  });

  it('never hands the secret to the handler', async () => {
    const answer = await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:443' });
    expect(answer.headers['x-origin-verify']).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('falls back to the source IP when CloudFront’s viewer address is missing or not an address', async () => {
    expect((await through({ 'x-origin-verify': SECRET })).ip).toBe(SOURCE_IP);
    expect((await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': 'not-an-ip:443' })).ip).toBe(SOURCE_IP);
  });

  it('gives an event the kit has not checked only its source IP', () => {
    expect(clientIp(event({ 'cloudfront-viewer-address': '203.0.113.9:443' }))).toBe(SOURCE_IP);
    const checked = event({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:443' });
    checkOrigin(checked);
    expect(clientIp(checked)).toBe('203.0.113.9');
  });
});

describe('secretMatches', () => {
  it('matches only the exact secret', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});
