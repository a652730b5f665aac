import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMappedStack } from './source-mapped-stack';

const dir = mkdtempSync(join(tmpdir(), 'worknest-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sourceMappedStack', () => {
  it('leaves a stack without a source map alone', () => {
    expect(sourceMappedStack(new Error('x').stack)).toBeUndefined();
    expect(sourceMappedStack(undefined)).toBeUndefined();
  });

  it('logs the TypeScript file, line and function of an error thrown in a minified bundle run without --enable-source-maps', async () => {
    const outfile = join(dir, 'index.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./fixtures/throwing-module.ts', import.meta.url))],
      outfile,
      bundle: true,
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [outfile], { env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    const line = JSON.parse(output.trim().split('\n').at(-1)!) as { error: { stack: string; location: string } };
    expect(line.error.stack).toContain('functions/src/logging/fixtures/throwing-module.ts:5:');
    expect(line.error.stack).toMatch(/innermostStep/);
    expect(line.error.location).toMatch(/throwing-module\.ts:5$/);
  });
});
