import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_TEST_ROOTS = [...readdirSync('packages').map((name) => join('packages', name, 'src')), 'functions/src', 'scripts/src', 'web/src'].filter((root) => existsSync(root));
const UNIT_TESTS = ['packages/*/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/src/**/*.test.ts', 'web/src/**/*.test.ts', 'web/*.test.ts'];

/**
 * Unit test files share one module graph per worker (`isolate: false`): importing the AWS SDK,
 * zod and the shared rules once per worker instead of once per file takes the unit run from
 * 162 s to 36 s on this machine (ADR 0150). A file that replaces modules, globals, timers or the
 * environment (`vi.mock`, `vi.spyOn`, `vi.stubEnv`, `process.env.X = …`, `globalThis.fetch = …`) would leak into the files
 * run after it in the same worker, so those run in their own project, isolated as before. The list
 * is read from the files themselves: a new test that mocks is isolated without a list to keep.
 */
// actAsFunctionOf (functions/src/middleware/test-route-environment.ts) sets process.env too;
// setActiveLocale changes the language every shared formatter writes in (issue 40); installClassMerge
// (web/src/lib/join-classes.ts) how the shared primitives join their classes (ADR 0199).
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|\bglobalThis\.\w+\s*=[^=]|\bactAsFunctionOf\(|\bsetActiveLocale\(|\binstallClassMerge\(/;

const isolatedUnitTests = UNIT_TEST_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => join(root, file)),
).filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ['**/node_modules/**', ...isolatedUnitTests],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: isolatedUnitTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
