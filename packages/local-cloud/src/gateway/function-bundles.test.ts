import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduledJob } from '@worknest/functions/schedules';
import { buildFunctionBundles, type FunctionBundles } from './function-bundles';
import { FunctionPool } from './function-pool';
import { SharedClock } from './shared-clock';

const answer: ScheduledJob = { name: 'answer', handler: 'answer', everyMinutes: 5, resources: [] };
const missing: ScheduledJob = { name: 'missing', handler: 'missing', everyMinutes: 5, resources: [] };

const handlerSource = (word: string) => `export const handler = async () => ({ word: '${word}', typed: (1 as number) + 1 });\n`;

let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function sourcesWith(word: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'worknest-bundles-test-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'answer.ts'), handlerSource(word));
  return dir;
}

function poolOf(bundles: FunctionBundles): FunctionPool {
  const pool = new FunctionPool({ bundles, clock: new SharedClock(), environmentFor: () => ({}) });
  cleanup.push(() => pool.close());
  return pool;
}

describe('functions bundled as cdk synth bundles them (ADR 0109)', { timeout: 60_000 }, () => {
  it('runs a TypeScript handler from its bundle, and fails the init phase of a handler without one', async () => {
    const bundles = await buildFunctionBundles({ functionsDir: await sourcesWith('one'), handlers: ['answer', 'missing'] });
    cleanup.push(() => bundles.dispose());
    const pool = poolOf(bundles);

    expect(await pool.invoke(answer, {})).toEqual({ ok: true, result: { word: 'one', typed: 2 } });
    expect(await pool.invoke(missing, {})).toEqual({ ok: false, reason: 'init' });
  });

  it('refuses to start when a handler does not compile, naming the error', async () => {
    const dir = await sourcesWith('one');
    await writeFile(path.join(dir, 'answer.ts'), 'export const handler = async () => {{;\n');
    await expect(buildFunctionBundles({ functionsDir: dir, handlers: ['answer'] })).rejects.toThrow(/The functions do not build/);
  });

  it('in watch mode (npm run dev), rebuilds a changed handler and cold-starts the new code', async () => {
    const dir = await sourcesWith('one');
    let rebuilds = 0;
    let rebuilt: () => void = () => {};
    const rebuiltOnce = new Promise<void>((resolve) => (rebuilt = resolve));
    let pool: FunctionPool | undefined;
    const bundles = await buildFunctionBundles({
      functionsDir: dir,
      handlers: ['answer'],
      watch: {
        onRebuilt: () => {
          rebuilds += 1;
          pool?.retireAll();
          rebuilt();
        },
      },
    });
    cleanup.push(() => bundles.dispose());
    pool = poolOf(bundles);

    expect(await pool.invoke(answer, {})).toMatchObject({ ok: true, result: { word: 'one' } });
    await writeFile(path.join(dir, 'answer.ts'), handlerSource('two'));
    await rebuiltOnce;
    expect(await pool.invoke(answer, {})).toMatchObject({ ok: true, result: { word: 'two' } });
    // esbuild's watch() builds once on its own when it starts; that build is not a change.
    expect(rebuilds).toBe(1);
  });
});
