import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUEST_LOG_ENV, requestLogSink } from '@worknest/local-cloud/request-log';
import { startLocalCloud } from '@worknest/local-cloud/start-local-cloud';
import { appTables } from '@worknest/scripts/app-tables';
import { seedDemoData } from '@worknest/scripts/seed/seed-demo-data';
import { E2E_ENV, E2E_RESULTS_PREFIX } from './support/e2e-environment';
import { warmPageFunctions } from './support/warm-page-functions';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts a local cloud in test mode (in memory, free ports, test controls) that serves the built
 * SPA like CloudFront, seeds the demo data, and hands the URLs to the workers. The returned
 * function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // WORKNEST_E2E_DIST serves another build (e.g. `vite build --outDir /tmp/dist-a`), so two
  // engineers can build and test at once without overwriting each other's web/dist.
  const distDir = process.env[E2E_ENV.distDir] ?? join(rootDir, 'web', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('web/dist/index.html is missing: build the SPA first (npm run test:e2e runs `npm run build`).');
  }
  await pruneOldResults(join(rootDir, 'test-results'));
  const startedAt = performance.now();
  // A counting run (npm run cost:requests) logs every request for docs/cost-model.md.
  const requestLog = process.env[REQUEST_LOG_ENV] ? requestLogSink(process.env[REQUEST_LOG_ENV]) : undefined;
  const cloud = await startLocalCloud({
    mode: 'test',
    tables: appTables,
    rootDir,
    spa: { mode: 'static', dir: distDir },
    log: (event) => {
      requestLog?.(event);
      if (event.level === 'error' || /error|failed|timeout/i.test(String(event.event ?? ''))) console.error(JSON.stringify(event));
    },
  });
  let warmed: Awaited<ReturnType<typeof warmPageFunctions>> = { routes: 0, failed: [] };
  try {
    await seedDemoData({ env: cloud.env });
    // Not in a counting run: its requests would count as the journeys'.
    if (!requestLog) warmed = await warmPageFunctions(cloud.appUrl);
  } catch (error) {
    await cloud.stop();
    throw error;
  }
  process.env[E2E_ENV.appUrl] = cloud.appUrl;
  process.env[E2E_ENV.inboxUrl] = cloud.inboxUrl;
  process.env[E2E_ENV.localEnv] = JSON.stringify(cloud.env);
  if (warmed.failed.length) console.error(`page functions that did not start: ${warmed.failed.join(', ')}`);
  console.log(`local cloud ready in ${((performance.now() - startedAt) / 1000).toFixed(1)}s at ${cloud.appUrl} (inbox ${cloud.inboxUrl}; ${warmed.routes} page functions started)`);
  return () => cloud.stop();
}

const KEEP_RESULTS_MS = 24 * 60 * 60 * 1000;

/** Each run writes its own test-results/e2e-<run id>/; folders of runs older than a day go. */
async function pruneOldResults(resultsDir: string): Promise<void> {
  const entries = await readdir(resultsDir).catch(() => [] as string[]);
  for (const name of entries.filter((entry) => entry.startsWith(E2E_RESULTS_PREFIX))) {
    const path = join(resultsDir, name);
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > KEEP_RESULTS_MS) await rm(path, { recursive: true, force: true });
  }
}
