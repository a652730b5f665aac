import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertSameOrigin } from './same-origin';

function event(method: string, headers: Record<string, string>): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { method } } } as unknown as APIGatewayProxyEventV2;
}

describe('assertSameOrigin', () => {
  beforeEach(() => {
    process.env.APP_ORIGIN = 'https://app.worknest.example';
  });
  afterEach(() => {
    delete process.env.APP_ORIGIN;
  });

  it.each([
    ['GET from anywhere', 'GET', { origin: 'https://evil.example' }, true],
    ['POST from the app', 'POST', { origin: 'https://app.worknest.example', 'sec-fetch-site': 'same-origin' }, true],
    ['POST from a non-browser client', 'POST', {}, true],
    ['POST from another origin', 'POST', { origin: 'https://evil.example' }, false],
    ['DELETE cross-site without Origin', 'DELETE', { 'sec-fetch-site': 'cross-site' }, false],
    ['PATCH same-site subdomain', 'PATCH', { 'sec-fetch-site': 'same-site' }, false],
  ])('%s → allowed: %s', (_name, method, headers, allowed) => {
    const check = () => assertSameOrigin(event(method, headers));
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow('Cross-origin requests are not allowed.');
  });
});
