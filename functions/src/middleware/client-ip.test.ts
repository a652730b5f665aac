import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientIp } from './client-ip';
import { defineHandler } from './define-handler';
import { checkOrigin } from './viewer-address';
import { actAsFunctionOf } from './test-route-environment';

const SECRET = 'k3y-0f-th1s-stage-k3y-0f-th1s-stage';
const SOURCE_IP = '198.51.100.7';

/** The accepted values as Secrets Manager would give them (adapters/origin-secret.ts has its own tests). */
const accepted = vi.hoisted(() => ({ values: [] as string[], reads: 0 }));
vi.mock('../adapters/origin-secret', () => ({
  originSecrets: () => ({
    matches: async (presented: string) => {
      accepted.reads += 1;
      return presented !== '' && accepted.values.includes(presented);
    },
  }),
}));

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  actAsFunctionOf('GET /_health');
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
const seen = defineHandler({}, async ({ event }) => ({ ip: await clientIp(event), headers: event.headers }));
async function through(headers: Record<string, string>): Promise<{ ip: string; headers: Record<string, string> }> {
  const result = await seen(event(headers), { awsRequestId: 'ctx-1', functionName: 'test' } as Context);
  return JSON.parse(result.body!);
}

describe('client IP behind CloudFront', () => {
  beforeEach(() => {
    accepted.values = [SECRET];
    accepted.reads = 0;
  });

  it('trusts the viewer address when the request carries CloudFront’s origin secret', async () => {
    const answer = await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:51234' });
    expect(answer.ip).toBe('203.0.113.9');
    // The header itself is kept aside by the kit, never handed to the handler.
    expect(answer.headers['cloudfront-viewer-address']).toBeUndefined();
  });

  it('trusts both values Secrets Manager accepts during a rotation', async () => {
    accepted.values = ['the-new-one', SECRET];
    expect((await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:1' })).ip).toBe('203.0.113.9');
    expect((await through({ 'x-origin-verify': 'the-new-one', 'cloudfront-viewer-address': '203.0.113.10:1' })).ip).toBe('203.0.113.10');
  });

  it('reads IPv6 viewer addresses', async () => {
    expect((await through({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '2001:db8::7:443' })).ip).toBe('2001:db8::7');
  });

  it('does not trust a forged viewer address without the secret (a direct execute-api call): source IP, header removed', async () => {
    const answer = await through({ 'cloudfront-viewer-address': '203.0.113.9:443', 'cloudfront-viewer-country': 'DE' });
    expect(answer.ip).toBe(SOURCE_IP);
    expect(answer.headers['cloudfront-viewer-address']).toBeUndefined();
    expect(answer.headers['cloudfront-viewer-country']).toBeUndefined();
    // No secret presented: Secrets Manager is not even asked.
    expect(accepted.reads).toBe(0);
  });

  it('does not trust a forged viewer address with a wrong secret', async () => {
    for (const guess of ['', 'wrong', SECRET.slice(0, -1), `${SECRET} `, SECRET.toUpperCase()]) {
      const answer = await through({ 'x-origin-verify': guess, 'cloudfront-viewer-address': '203.0.113.9:443' });
      expect(answer.ip, JSON.stringify(guess)).toBe(SOURCE_IP);
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

  it('gives an event the kit has not checked only its source IP', async () => {
    expect(await clientIp(event({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:443' }))).toBe(SOURCE_IP);
    const checked = event({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.9:443' });
    checkOrigin(checked);
    expect(await clientIp(checked)).toBe('203.0.113.9');
  });
});
