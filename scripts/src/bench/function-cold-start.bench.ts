import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { httpRoutes, webSocketRoutes } from '@worknest/functions/routes';
import { scheduledJobs } from '@worknest/functions/schedules';
import { streamSubscribers, topicSubscribers } from '@worknest/functions/subscriptions';
import { buildFunctionBundles } from '@worknest/local-cloud/gateway/function-bundles';
import type { Bench } from './bench';
import { spread, type Spread } from './process-timing';

/**
 * The local gateway's cold start (ADR 0109): a worker thread that loads a handler from its esbuild
 * bundle (today) against one that loads its TypeScript source through tsx's loader (before).
 * Interleaved, A then B in every round, ratios paired within a round.
 */
const ROUNDS = 9;
const HANDLERS = ['http/platform/get-health', 'http/listings/list-listings', 'http/bookings/confirm-booking'];

/** What a function's worker needs at module level (the local cloud passes more; none is read at import). */
const ENV = { AWS_REGION: 'eu-central-1', TABLE_NAME: 'bench', POWERTOOLS_METRICS_DISABLED: 'true' };

export const functionColdStartBench: Bench = {
  name: 'function-cold-start',
  async run(context) {
    const functionsDir = join(context.rootDir, 'functions', 'src');
    const loader = join(context.workDir, 'load-once.mjs');
    await writeFile(loader, "import { parentPort, workerData } from 'node:worker_threads';\nawait import(workerData.url);\nparentPort.postMessage('loaded');\n");
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

    const every = [...httpRoutes, ...webSocketRoutes, ...scheduledJobs, ...topicSubscribers, ...streamSubscribers].map((route) => route.handler);
    const buildMs: number[] = [];
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const bundles = await buildFunctionBundles({ functionsDir, handlers: every });
      buildMs.push(performance.now() - started);
      await bundles.dispose();
    }

    const bundles = await buildFunctionBundles({ functionsDir, handlers: HANDLERS });
    const rows: Array<Array<string | number>> = [];
    try {
      for (const handler of HANDLERS) {
        const source = pathToFileURL(join(functionsDir, `${handler}.ts`)).href;
        const bundled: number[] = [];
        const throughTsx: number[] = [];
        await loadOnce(loader, bundles.urlOf(handler), []); // warm the disk cache, as a second cold start would find it
        await loadOnce(loader, source, ['--import', tsx]);
        for (let round = 0; round < ROUNDS; round++) {
          bundled.push(await loadOnce(loader, bundles.urlOf(handler), []));
          throughTsx.push(await loadOnce(loader, source, ['--import', tsx]));
        }
        rows.push([handler, ms(spread(bundled)), ms(spread(throughTsx)), ratio(spread(bundled.map((value, i) => value / throughTsx[i]!)))]);
      }
    } finally {
      await bundles.dispose();
    }
    rows.push([`build of every handler (${new Set(every).size}), 3 runs`, ms(spread(buildMs)), '', '']);

    return [
      {
        title: 'Local function cold start: bundle vs tsx',
        columns: ['handler', 'bundle ms min / median / max', 'tsx ms min / median / max', 'bundle / tsx (paired)'],
        rows,
        notes: [
          `Each run: a new worker thread (as the local gateway starts one per function instance) imports the handler and reports back; timed from \`new Worker\` to its message. ${ROUNDS} rounds, bundle then tsx in each, after one warm-up of each.`,
          'The bundle is built with FUNCTION_BUNDLING (the deployed options) and code splitting, one build for the listed handlers; tsx runs with its disk cache warm, as in a long test run.',
        ],
      },
    ];
  },
};

function loadOnce(loader: string, url: string, execArgv: string[]): Promise<number> {
  const started = performance.now();
  const worker = new Worker(loader, { workerData: { url }, env: ENV, execArgv });
  return new Promise<number>((resolve, reject) => {
    worker.once('message', () => resolve(performance.now() - started));
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

const ms = (value: Spread) => `${value.min.toFixed(0)} / ${value.median.toFixed(0)} / ${value.max.toFixed(0)}`;
const ratio = (value: Spread) => `${value.median.toFixed(2)} (${value.min.toFixed(2)}–${value.max.toFixed(2)})`;
