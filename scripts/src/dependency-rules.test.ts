import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layer check of `npm test` (`npm run lint:deps`, .dependency-cruiser.cjs) can fail: run with
 * the real config over __fixtures__/dependency-rules, a miniature of the repository whose imports
 * go the wrong way, it reports each of them, none of the imports that follow the rules, and exits
 * non-zero (so `npm test` stops there).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./__fixtures__/dependency-rules', import.meta.url));
const cli = `${root}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`;

function depcruise(cwd: string, args: string[]) {
  return spawnSync(process.execPath, [cli, ...args, '--config', `${root}.dependency-cruiser.cjs`], { cwd, encoding: 'utf8' });
}

// Each run starts dependency-cruiser (about 2 s alone, far more on a busy machine).
const SLOW = 60_000;

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('reports every import that goes the wrong way, and only those, and fails', () => {
    const run = depcruise(fixture, ['functions', 'infra', 'packages', 'web']);
    // A cycle is printed over several lines: one line a violation.
    const found = run.stdout
      .replace(/→\s+/g, '→ ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('error '))
      .sort();
    expect(found).toEqual(
      [
        'error feature-not-to-other-feature: web/src/features/trips/components/trip-card.ts → web/src/features/rooms/components/room-label.ts',
        'error functions-not-to-tools: functions/src/adapters/local-inbox.ts → packages/local-cloud/src/start-stay-cloud.ts',
        'error local-cloud-is-a-tool: web/src/components/stay-cloud.ts → packages/local-cloud/src/start-stay-cloud.ts',
        'error local-cloud-not-to-callers: packages/local-cloud/src/start-stay-cloud.ts → scripts/seed/seed-stays.ts',
        'error infra-reads-tables-only: infra/lib/api-stack.ts → functions/src/http/get-stay.ts',
        'error lower-layers-not-to-entry: functions/src/adapters/mailer.ts → functions/src/http/get-stay.ts',
        'error lower-layers-not-to-entry: functions/src/domain/book-stay.ts → functions/src/middleware/kit.ts',
        'error no-circular: web/src/components/left.ts → web/src/components/right.ts → web/src/components/left.ts',
        'error no-fixtures-in-production: functions/src/domain/stay-preview.ts → functions/src/domain/fixtures/sample-stay.ts',
        'error shared-imports-no-app: packages/shared/src/nights.ts → web/src/features/trips/components/trip-title.ts',
        'error store-and-adapters-not-to-domain: functions/src/store/stays.ts → functions/src/domain/price-rules.ts',
        'error web-not-to-server: web/src/features/trips/components/trip-card.ts → functions/src/http/get-stay.ts',
      ].sort(),
    );
    expect(run.stdout).toContain('12 dependency violations');
    expect(run.status).not.toBe(0);
  }, SLOW);

  it('leaves the fixtures out of the real scan', () => {
    const run = depcruise(root, ['scripts/src/__fixtures__', '--output-type', 'json']);
    expect((JSON.parse(run.stdout) as { modules: unknown[] }).modules).toEqual([]);
  }, SLOW);
});
