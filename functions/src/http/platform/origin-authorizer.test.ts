import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { handler } from './origin-authorizer';

/** The values Secrets Manager gives (adapters/origin-secret.ts: current, and previous during a rotation). */
const secret = vi.hoisted(() => ({ values: [] as string[], unreachable: false }));
vi.mock('../../adapters/origin-secret', () => ({
  originSecrets: () => ({
    matches: async (presented: string) => {
      if (secret.unreachable) throw new Error('Secrets Manager is unreachable');
      return presented !== '' && secret.values.includes(presented);
    },
  }),
}));

const eventWith = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayRequestAuthorizerEventV2;

describe('origin authorizer', () => {
  beforeEach(() => {
    secret.values = ['s3cret-from-cloudfront'];
    secret.unreachable = false;
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
    secret.values = ['the-new-one', 's3cret-from-cloudfront'];
    expect(await handler(eventWith({ 'x-origin-verify': 's3cret-from-cloudfront' }))).toEqual({ isAuthorized: true });
    expect(await handler(eventWith({ 'x-origin-verify': 'the-new-one' }))).toEqual({ isAuthorized: true });
    expect(await handler(eventWith({ 'x-origin-verify': 'another' }))).toEqual({ isAuthorized: false });
  });

  it('fails (API Gateway answers 500, caches nothing) when the secret cannot be read', async () => {
    secret.unreachable = true;
    await expect(handler(eventWith({ 'x-origin-verify': 's3cret-from-cloudfront' }))).rejects.toThrow(/unreachable/);
  });
});
