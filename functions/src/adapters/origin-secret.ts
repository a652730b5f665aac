import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '../config/function-environment';
import { ORIGIN_SECRET_CACHE_MS, ORIGIN_SECRET_OVERLAP_MS, ORIGIN_SECRET_RECHECK_MS } from '../config/origin-verify';
import { logger } from '../logging/logger';

/** One version of the origin secret: its value and when it was created (epoch ms). */
export interface SecretVersion {
  value: string;
  createdAt: number;
}
export type VersionStage = 'AWSCURRENT' | 'AWSPREVIOUS';
/** Reads one staged version; undefined when the secret has no version in that stage. */
export type ReadVersion = (stage: VersionStage) => Promise<SecretVersion | undefined>;

/**
 * The values of CloudFront's origin secret (config/origin-verify.ts) a function accepts right
 * now: the current version and, for ORIGIN_SECRET_OVERLAP_MS after a rotation, the previous one.
 * Read from Secrets Manager at run time (the value is in no function's configuration), kept for
 * ORIGIN_SECRET_CACHE_MS, so a rotation needs no deploy of any function.
 */
export interface OriginSecrets {
  /** Whether `presented` is an accepted value; a miss re-reads the secret (at most every 30 s). */
  matches(presented: string): Promise<boolean>;
}

export function createOriginSecrets(read: ReadVersion, now: () => number = Date.now): OriginSecrets {
  let cached: { values: string[]; readAt: number; until: number } | undefined;
  let loading: Promise<string[]> | undefined;

  async function load(): Promise<string[]> {
    const readAt = now();
    const current = await read('AWSCURRENT');
    if (!current) throw new Error('The origin secret has no current version');
    const overlapEnds = current.createdAt + ORIGIN_SECRET_OVERLAP_MS;
    const previous = readAt < overlapEnds ? await read('AWSPREVIOUS') : undefined;
    const values = previous ? [current.value, previous.value] : [current.value];
    // The previous value is dropped at the end of the overlap even if the cache would last longer.
    const until = previous ? Math.min(readAt + ORIGIN_SECRET_CACHE_MS, overlapEnds) : readAt + ORIGIN_SECRET_CACHE_MS;
    cached = { values, readAt, until };
    return values;
  }

  async function values(force: boolean): Promise<string[]> {
    if (cached && !force && now() < cached.until) return cached.values;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    try {
      return await loading;
    } catch (error) {
      // Secrets Manager unreachable: a value read before is better than refusing every request,
      // but only while it is still inside its own validity.
      if (cached && now() < cached.until) return cached.values;
      throw error;
    }
  }

  return {
    async matches(presented) {
      if (!presented) return false;
      if ((await values(false)).some((value) => secretMatches(presented, value))) return true;
      // Perhaps the secret was rotated since the last read and CloudFront already sends the new value.
      if (!cached || now() - cached.readAt < ORIGIN_SECRET_RECHECK_MS) return false;
      return (await values(true)).some((value) => secretMatches(presented, value));
    },
  };
}

/**
 * Constant-time: both sides are hashed first, so neither the length nor the first differing byte
 * of the expected secret shows in the time taken. A missing or empty secret never matches.
 */
export function secretMatches(presented: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

let instance: OriginSecrets | undefined;

/**
 * This container's view of the origin secret named by ORIGIN_VERIFY_SECRET_NAME (locally the
 * Secrets Manager stand-in holds it). Without the variable nothing is ever accepted.
 */
export function originSecrets(): OriginSecrets {
  instance ??= (() => {
    const secretName = process.env[ENV.originVerifySecretName];
    if (!secretName) {
      logger.warn(`${ENV.originVerifySecretName} is not set: no request is taken to come through CloudFront`);
      return { matches: async () => false };
    }
    return createOriginSecrets(secretsManagerReader(secretName));
  })();
  return instance;
}

/** Reads staged versions of one secret (the client is the default one; tests point theirs elsewhere). */
export function secretsManagerReader(secretName: string, client: SecretsManagerClient = new SecretsManagerClient({})): ReadVersion {
  return async (stage) => {
    try {
      const { SecretString, CreatedDate } = await client.send(new GetSecretValueCommand({ SecretId: secretName, VersionStage: stage }));
      if (!SecretString) throw new Error(`Secret ${secretName} (${stage}) holds no string`);
      return { value: SecretString, createdAt: CreatedDate ? CreatedDate.getTime() : 0 };
    } catch (error) {
      // AWSPREVIOUS does not exist until the first rotation.
      if (error instanceof ResourceNotFoundException && stage === 'AWSPREVIOUS') return undefined;
      throw error;
    }
  };
}

/** Tests only: forget this container's instance (e.g. after changing the environment). */
export function resetOriginSecretsForTests(): void {
  instance = undefined;
}
