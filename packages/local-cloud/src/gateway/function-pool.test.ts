import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledJob } from '@worknest/functions/schedules';
import { buildFunctionBundles, type FunctionBundles } from './function-bundles';
import { concurrencyFromEnv, FunctionPool, SHARED_INSTANCE } from './function-pool';
import { SharedClock } from './shared-clock';

const functionsDir = fileURLToPath(new URL('./fixtures', import.meta.url));
const busy: ScheduledJob = { name: 'busy', handler: 'busy', everyMinutes: 5, resources: [] };

let bundles: FunctionBundles;
beforeAll(async () => {
  bundles = await buildFunctionBundles({ functionsDir, handlers: ['busy'] });
});
afterAll(() => bundles.dispose());

let pool: FunctionPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function newPool(concurrency: ConstructorParameters<typeof FunctionPool>[0]['concurrency']) {
  pool = new FunctionPool({ bundles, clock: new SharedClock(), environmentFor: () => ({}), concurrency });
  return pool;
}

type Answer = { ok: true; result: { instanceId: string; runningAtStart: number } };

describe('the local function pool (issue 15)', { timeout: 60_000 }, () => {
  it('like Lambda: one invocation per instance, more instances up to the limit, the rest wait their turn', async () => {
    const lambdaLike = newPool({ maxInstances: 3, invocationsPerInstance: 1 });
    const answers = (await Promise.all(Array.from({ length: 7 }, () => lambdaLike.invoke(busy, { ms: 300 })))) as Answer[];
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.every((answer) => answer.result.runningAtStart === 1)).toBe(true);
    expect(new Set(answers.map((answer) => answer.result.instanceId)).size).toBe(3);
    expect(lambdaLike.instanceCounts()).toEqual({ JobBusy: 3 });
  });

  it('by default shares one instance among concurrent invocations', async () => {
    const shared = newPool(SHARED_INSTANCE);
    const answers = (await Promise.all(Array.from({ length: 4 }, () => shared.invoke(busy, { ms: 300 })))) as Answer[];
    expect(new Set(answers.map((answer) => answer.result.instanceId)).size).toBe(1);
    expect(Math.max(...answers.map((answer) => answer.result.runningAtStart))).toBe(4);
  });

  it('reads LOCAL_LAMBDA_CONCURRENCY', () => {
    expect(concurrencyFromEnv({ LOCAL_LAMBDA_CONCURRENCY: '8' })).toEqual({ maxInstances: 8, invocationsPerInstance: 1 });
    expect(concurrencyFromEnv({})).toBe(SHARED_INSTANCE);
    expect(concurrencyFromEnv({ LOCAL_LAMBDA_CONCURRENCY: 'many' })).toBe(SHARED_INSTANCE);
  });
});
