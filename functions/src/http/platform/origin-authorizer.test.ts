import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { handler } from './origin-authorizer';

const eventWith = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayRequestAuthorizerEventV2;

describe('origin authorizer', () => {
  const saved = process.env.ORIGIN_VERIFY_SECRET;
  beforeEach(() => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret-from-cloudfront';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.ORIGIN_VERIFY_SECRET;
    else process.env.ORIGIN_VERIFY_SECRET = saved;
  });

  it('authorizes the value CloudFront sends', async () => {
    expect(await handler(eventWith({ 'x-origin-verify': 's3cret-from-cloudfront' }))).toEqual({ isAuthorized: true });
  });

  it('refuses a wrong, empty or missing value', async () => {
    expect(await handler(eventWith({ 'x-origin-verify': 's3cret-from-cloudfronT' }))).toEqual({ isAuthorized: false });
    expect(await handler(eventWith({ 'x-origin-verify': '' }))).toEqual({ isAuthorized: false });
    expect(await handler(eventWith({}))).toEqual({ isAuthorized: false });
  });

  it('accepts the previous value too while a rotation is in flight', async () => {
    process.env.ORIGIN_VERIFY_PREVIOUS_SECRET = 'the-old-one';
    try {
      expect(await handler(eventWith({ 'x-origin-verify': 'the-old-one' }))).toEqual({ isAuthorized: true });
      expect(await handler(eventWith({ 'x-origin-verify': 's3cret-from-cloudfront' }))).toEqual({ isAuthorized: true });
      expect(await handler(eventWith({ 'x-origin-verify': 'another' }))).toEqual({ isAuthorized: false });
    } finally {
      delete process.env.ORIGIN_VERIFY_PREVIOUS_SECRET;
    }
  });

  it('refuses everything when the function has no secret configured', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect(await handler(eventWith({ 'x-origin-verify': '' }))).toEqual({ isAuthorized: false });
    expect(await handler(eventWith({ 'x-origin-verify': 'anything' }))).toEqual({ isAuthorized: false });
  });
});
