import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_CACHE_MS, ORIGIN_SECRET_OVERLAP_MS, ORIGIN_SECRET_RECHECK_MS } from '../config/origin-verify';
import { createOriginSecrets, secretMatches, type SecretVersion, type VersionStage } from './origin-secret';

const MINUTE = 60_000;

/** A Secrets Manager double with a clock: `rotate` does what put-secret-value does. */
function fakeSecret(first: string) {
  let now = 1_800_000_000_000;
  let current: SecretVersion = { value: first, createdAt: now - 30 * 24 * 60 * MINUTE };
  let previous: SecretVersion | undefined;
  const reads: VersionStage[] = [];
  let failing = false;
  return {
    reads,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    fail: (value: boolean) => {
      failing = value;
    },
    rotate: (value: string) => {
      previous = current;
      current = { value, createdAt: now };
    },
    read: async (stage: VersionStage) => {
      reads.push(stage);
      if (failing) throw new Error('Secrets Manager is unreachable');
      return stage === 'AWSCURRENT' ? current : previous;
    },
  };
}

describe('origin secrets read at run time', () => {
  it('accepts the current value only, read once per cache period', async () => {
    const secret = fakeSecret('one');
    const secrets = createOriginSecrets(secret.read, secret.now);
    expect(await secrets.matches('one')).toBe(true);
    expect(await secrets.matches('one')).toBe(true);
    expect(await secrets.matches('')).toBe(false);
    // An old current version: the previous one is not even asked for.
    expect(secret.reads).toEqual(['AWSCURRENT']);
  });

  it('follows a rotation without a restart: the previous value for the overlap, then only the new one', async () => {
    const secret = fakeSecret('one');
    const secrets = createOriginSecrets(secret.read, secret.now);
    expect(await secrets.matches('one')).toBe(true);
    secret.rotate('two');
    // CloudFront may switch to the new value at once: a miss re-reads (after the recheck interval).
    secret.advance(ORIGIN_SECRET_RECHECK_MS);
    expect(await secrets.matches('two')).toBe(true);
    // ... and the old value stays accepted while CloudFront still sends it.
    expect(await secrets.matches('one')).toBe(true);
    secret.advance(ORIGIN_SECRET_OVERLAP_MS - ORIGIN_SECRET_RECHECK_MS - 1);
    expect(await secrets.matches('one')).toBe(true);
    secret.advance(1);
    expect(await secrets.matches('one')).toBe(false);
    expect(await secrets.matches('two')).toBe(true);
  });

  it('picks a rotation up within the cache period even without a miss', async () => {
    const secret = fakeSecret('one');
    const secrets = createOriginSecrets(secret.read, secret.now);
    expect(await secrets.matches('one')).toBe(true);
    secret.rotate('two');
    secret.advance(ORIGIN_SECRET_CACHE_MS);
    expect(await secrets.matches('one')).toBe(true);
    expect(secret.reads.slice(-2)).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });

  it('does not let wrong guesses read the secret more than once per recheck interval', async () => {
    const secret = fakeSecret('one');
    const secrets = createOriginSecrets(secret.read, secret.now);
    expect(await secrets.matches('guess')).toBe(false);
    for (let i = 0; i < 20; i += 1) expect(await secrets.matches(`guess-${i}`)).toBe(false);
    expect(secret.reads).toHaveLength(1);
    secret.advance(ORIGIN_SECRET_RECHECK_MS);
    expect(await secrets.matches('guess')).toBe(false);
    expect(secret.reads).toHaveLength(2);
  });

  it('keeps a value read before while Secrets Manager is unreachable, and fails without one', async () => {
    const secret = fakeSecret('one');
    const secrets = createOriginSecrets(secret.read, secret.now);
    secret.fail(true);
    await expect(secrets.matches('one')).rejects.toThrow(/unreachable/);
    secret.fail(false);
    expect(await secrets.matches('one')).toBe(true);
    secret.fail(true);
    secret.advance(ORIGIN_SECRET_RECHECK_MS);
    expect(await secrets.matches('other')).toBe(false);
    expect(await secrets.matches('one')).toBe(true);
    // Not beyond its validity: a value nobody could confirm for a whole cache period is dropped.
    secret.advance(ORIGIN_SECRET_CACHE_MS);
    await expect(secrets.matches('one')).rejects.toThrow(/unreachable/);
  });

  it('compares in constant time and never matches an empty secret', () => {
    expect(secretMatches('s', 's')).toBe(true);
    expect(secretMatches('s ', 's')).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});
