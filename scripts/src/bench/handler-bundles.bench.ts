import { LOCAL_SITE_CONTACTS } from '@worknest/shared/site-contacts';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { FUNCTION_BUNDLING } from '@worknest/functions/config/bundling';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { httpRoutes, routeId, webSocketRoutes, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import type { Bench, BenchTable } from './bench';
import { interleavedImports, pairedRatios, spread, type ImportCommand, type ImportRun, type Spread } from './process-timing';

const ROUNDS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
/**
 * A route whose median lands this close to its goal gets BENCH_CLOSE_CALL_RUNS more rounds (the
 * median of 9 noisy rounds moves by ±0.05 from run to run on this machine, so one run would
 * otherwise pass or fail such a route by chance); its row then gives every round it ran.
 */
const CLOSE_CALL = 0.05;
const CLOSE_CALL_ROUNDS = Number(process.env.BENCH_CLOSE_CALL_RUNS ?? 16);
/** Rounds of the metrics A/B (two small bundles, so more rounds for a difference of a few ms). */
const METRICS_ROUNDS = Number(process.env.BENCH_METRICS_RUNS ?? 30);
/** A regular expression over "METHOD /path" (or "ws $connect"): only those routes, for a quick look. */
const ONLY = process.env.BENCH_HANDLERS_ONLY ? new RegExp(process.env.BENCH_HANDLERS_ONLY) : null;
const HEALTH_GOAL = 1.5;
const FLOOR_GOAL = 1.3;

/** Values a deployed prod function would see (names only matter; nothing is called). */
export const STAGE: StageResources = {
  stage: 'prod',
  tableName: 'worknest-prod-table',
  uploadsBucket: 'worknest-prod-uploads',
  mailLinksSecretName: 'worknest/prod/mail-links',
  ssoSecretPrefix: 'worknest/prod/sso/',
  appOrigin: 'https://worknest.example',
  mailFrom: 'no-reply@worknest.example',
  socketsEndpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com/prod',
  stripeSecretName: 'worknest/prod/stripe',
  serviceFeeCents: 2000,
  originVerifySecretName: 'worknest-bench/origin-verify',
  siteContacts: LOCAL_SITE_CONTACTS,
};
/** What the Lambda runtime adds (region, credentials); no NODE_OPTIONS of its own. */
export const RUNTIME_ENV = { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token', TZ: ':UTC' };

const EMPTY_HANDLER = 'export const handler = async () => ({ statusCode: 200, body: "" });\n';
/** The floor of any function that reads the table: it creates the document client and nothing else. */
export const DYNAMODB_FLOOR = [
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
  "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
  'const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));',
  'export const handler = async () => ({ statusCode: 200, body: String(Boolean(client)) });',
  '',
].join('\n');

/**
 * Cold start of every route's function, as the issue measures it (issue 15): the bundle exactly
 * as `cdk synth` builds it (FUNCTION_BUNDLING, the options NodejsFunction passes to esbuild),
 * loaded by `node --input-type=module -e "await import(bundle)"` in a fresh process with the
 * function's own environment, interleaved round by round with two baselines: an empty ESM
 * handler, and an empty handler that creates the DynamoDB document client (bundled, minified: the
 * cheapest function that can read the table). Ratios are taken run by run within a round.
 */
export const handlerBundlesBench: Bench = {
  name: 'handlers',
  async run(context) {
    const dir = join(context.workDir, 'handlers');
    await mkdir(dir, { recursive: true });
    const nodePath = process.execPath;
    await writeFile(join(dir, 'empty-handler.ts'), EMPTY_HANDLER);
    await writeFile(join(dir, 'dynamodb-floor.ts'), DYNAMODB_FLOOR);
    const empty = await bundle(join(dir, 'empty-handler.ts'), join(dir, 'empty-handler.mjs'), { sourcemap: false });
    const floor = await bundle(join(dir, 'dynamodb-floor.ts'), join(dir, 'dynamodb-floor.mjs'), { sourcemap: false });
    const baseEnv = { ...RUNTIME_ENV };
    const emptyCommand: ImportCommand = { name: 'empty', module: empty.file, env: baseEnv };
    const floorCommand: ImportCommand = { name: 'floor', module: floor.file, env: baseEnv };

    const routes = [...httpRoutes, ...webSocketRoutes].filter((route) => !ONLY || ONLY.test(routeLabel(route)));
    const rows: Array<Array<string | number>> = [];
    const baselineRuns = { empty: [] as ImportRun[], floor: [] as ImportRun[] };
    const misses: string[] = [];
    const closeCalls: string[] = [];
    for (const route of routes) {
      const label = routeLabel(route);
      try {
        const built = await bundle(join(context.rootDir, 'functions', 'src', `${route.handler}.ts`), join(dir, `${routeId(route)}.mjs`));
        const command: ImportCommand = { name: label, module: built.file, env: { ...routeEnvironment(route, STAGE), ...RUNTIME_ENV } };
        const commands = [emptyCommand, floorCommand, command];
        const runs = await interleavedImports(nodePath, commands, ROUNDS, context.rootDir);
        const isHealth = 'path' in route && route.path === '/_health';
        const goalRatio = () => (isHealth ? spread(pairedRatios(runs.get(label)!, runs.get('empty')!, 'wallMs')) : spread(pairedRatios(runs.get(label)!, runs.get('floor')!, 'wallMs'))).median;
        const goalValue = isHealth ? HEALTH_GOAL : FLOOR_GOAL;
        if (CLOSE_CALL_ROUNDS > 0 && Math.abs(goalRatio() - goalValue) < CLOSE_CALL) {
          const more = await interleavedImports(nodePath, commands, CLOSE_CALL_ROUNDS, context.rootDir);
          for (const [name, list] of more) runs.get(name)!.push(...list);
        }
        const own = runs.get(label)!;
        baselineRuns.empty.push(...runs.get('empty')!);
        baselineRuns.floor.push(...runs.get('floor')!);
        const vsEmpty = spread(pairedRatios(own, runs.get('empty')!, 'wallMs'));
        const vsFloor = spread(pairedRatios(own, runs.get('floor')!, 'wallMs'));
        const cpuVsEmpty = spread(pairedRatios(own, runs.get('empty')!, 'cpuMs'));
        const cpuVsFloor = spread(pairedRatios(own, runs.get('floor')!, 'cpuMs'));
        const goal = isHealth ? `≤ ${HEALTH_GOAL}× empty` : `≤ ${FLOOR_GOAL}× floor`;
        const met = (isHealth ? vsEmpty.median : vsFloor.median) <= goalValue;
        if (own.length > ROUNDS) closeCalls.push(`${label} (${own.length})`);
        if (!met) misses.push(label);
        rows.push([
          label,
          kb(built.bytes),
          kb(built.gzipBytes),
          built.largest,
          ms(spread(own.map((run) => run.wallMs))),
          ratio(vsEmpty),
          ratio(vsFloor),
          `${cpuVsEmpty.median.toFixed(2)} / ${cpuVsFloor.median.toFixed(2)}`,
          `${goal}: ${met ? 'yes' : 'no'}`,
        ]);
      } catch (error) {
        // One broken handler (e.g. mid-change) must not hide the figures of the others.
        rows.push([label, 'failed', '', firstLine(error), '', '', '', '', '']);
      }
    }
    const emptyWall = spread(baselineRuns.empty.map((run) => run.wallMs));
    const floorWall = spread(baselineRuns.floor.map((run) => run.wallMs));
    const floorVsEmpty = spread(pairedRatios(baselineRuns.floor, baselineRuns.empty, 'wallMs'));
    rows.unshift(
      ['(empty ESM handler)', kb(empty.bytes), kb(empty.gzipBytes), '', ms(emptyWall), '1', '', '', ''],
      ['(floor: DynamoDB document client)', kb(floor.bytes), kb(floor.gzipBytes), floor.largest, ms(floorWall), ratio(floorVsEmpty), '1', '', ''],
    );
    const tables: BenchTable[] = [
      {
        title: 'Handler cold start: whole process, against an empty handler and the DynamoDB-client floor',
        columns: ['route', 'bundle KB', 'gzip KB', 'largest parts (KB)', 'wall ms min / median / max', '× empty (wall)', '× floor (wall)', 'cpu × empty / × floor (median)', 'goal'],
        rows,
        notes: [
          `Bundles as \`cdk synth\` builds them: esbuild with FUNCTION_BUNDLING (functions/src/config/bundling.ts, the options CDK's NodejsFunction passes): ESM, node22, minified, AWS SDK bundled, source map beside the bundle (not loaded).`,
          `Each run: \`node --input-type=module -e "await import(bundle)"\` (${process.version}) in a fresh process with the function's own environment (routeEnvironment of the prod stage, region and credentials; no NODE_OPTIONS), timed from spawn to exit. Per route ${ROUNDS} rounds of empty, floor, route (after one warm-up round), ratios run by run within a round, min / median / max; the baseline rows pool every round.`,
          'cpu: the process\'s user + system time read right after the import; on a loaded machine it moves less than wall time, so both are given.',
          `Close calls: a route whose median came within ${CLOSE_CALL} of its goal after ${ROUNDS} rounds ran ${CLOSE_CALL_ROUNDS} more, and its row is over all of them${closeCalls.length ? ` (rounds in brackets): ${closeCalls.join(', ')}` : ' (none in this run)'}.`,
          `Goals (issue 15): GET /_health ≤ ${HEALTH_GOAL}× the empty handler, every other route ≤ ${FLOOR_GOAL}× the floor, on the wall-time median. ${misses.length ? `Not met here: ${misses.join(', ')}.` : 'All met in this run.'}`,
        ],
      },
    ];
    tables.push(await metricsCost(context.rootDir, dir, nodePath));
    return tables;
  },
};

/**
 * The cold-start cost of Powertools Metrics (issue 23): two handlers that differ only in the
 * metrics module. B logs one line with the functions' logger; A does the same and counts one
 * business event with functions/src/logging/metrics.ts (which also bundles routes.ts, as every
 * real handler already does through the handler kit). Each run imports the bundle AND calls the
 * handler once in a fresh process (the metrics object serializes its first EMF line lazily).
 */
async function metricsCost(rootDir: string, dir: string, nodePath: string): Promise<BenchTable> {
  const logging = join(rootDir, 'functions', 'src', 'logging');
  const withoutMetrics = [
    `import { logger } from ${JSON.stringify(join(logging, 'logger'))};`,
    "export const handler = async () => { logger.info('booking confirmed', { bookingId: 'b1' }); return { statusCode: 200, body: '' }; };",
    '',
  ].join('\n');
  const withMetrics = [
    `import { logger } from ${JSON.stringify(join(logging, 'logger'))};`,
    `import { businessMetrics, countEvent } from ${JSON.stringify(join(logging, 'metrics'))};`,
    "export const handler = async () => { logger.info('booking confirmed', { bookingId: 'b1' }); countEvent(businessMetrics.bookingsConfirmed); return { statusCode: 200, body: '' }; };",
    '',
  ].join('\n');
  await writeFile(join(dir, 'logger-only.ts'), withoutMetrics);
  await writeFile(join(dir, 'logger-and-metrics.ts'), withMetrics);
  const b = await bundle(join(dir, 'logger-only.ts'), join(dir, 'logger-only.mjs'));
  const a = await bundle(join(dir, 'logger-and-metrics.ts'), join(dir, 'logger-and-metrics.mjs'));
  const env = { ...RUNTIME_ENV, STAGE: 'prod', LOG_LEVEL: 'INFO' };
  const invoke = { event: {} };
  const runs = await interleavedImports(
    nodePath,
    [
      { name: 'B', module: b.file, env, invoke },
      { name: 'A', module: a.file, env, invoke },
    ],
    METRICS_ROUNDS,
    rootDir,
  );
  const runsA = runs.get('A')!;
  const runsB = runs.get('B')!;
  const cpu = (list: ImportRun[]) => ms(spread(list.map((run) => run.cpuMs)));
  const wall = (list: ImportRun[]) => ms(spread(list.map((run) => run.wallMs)));
  const cpuRatio = spread(pairedRatios(runsA, runsB, 'cpuMs'));
  const wallRatio = spread(pairedRatios(runsA, runsB, 'wallMs'));
  const cpuDelta = spread(runsA.map((run, i) => run.cpuMs - runsB[i]!.cpuMs));
  return {
    title: 'Powertools Metrics: cold-start cost (issue 23)',
    columns: ['handler', 'bundle KB', 'gzip KB', 'wall ms min / median / max', 'cpu ms min / median / max', 'A / B wall (paired)', 'A / B cpu (paired)', 'A − B cpu ms (paired)'],
    rows: [
      ['B: logger, one log line', kb(b.bytes), kb(b.gzipBytes), wall(runsB), cpu(runsB), '1', '1', ''],
      ['A: B + logging/metrics.ts, one business event', kb(a.bytes), kb(a.gzipBytes), wall(runsA), cpu(runsA), ratio(wallRatio), ratio(cpuRatio), `${cpuDelta.min.toFixed(1)} / ${cpuDelta.median.toFixed(1)} / ${cpuDelta.max.toFixed(1)}`],
    ],
    notes: [
      `Both built with FUNCTION_BUNDLING like the routes above. Each run: a fresh \`node\` process imports the bundle and calls \`handler\` once (module load + first invocation, the EMF line included), with the prod stage's STAGE and the runtime's region and credentials; ${METRICS_ROUNDS} rounds of B, A interleaved after one warm-up round, ratios and differences run by run within a round.`,
      `A's extra bytes are Powertools Metrics and routes.ts (through routeIdOfKey); a real handler already bundles routes.ts through the handler kit, so its own increase is only Metrics' part.`,
    ],
  };
}

export interface Bundled {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The two packages (or "own code") that take most of the bundle, e.g. "zod 90.1, own 20.3". */
  largest: string;
}

/** esbuild with the deployed functions' options (FUNCTION_BUNDLING). */
export function functionBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    metafile: true,
    format: FUNCTION_BUNDLING.format,
    platform: FUNCTION_BUNDLING.platform,
    target: FUNCTION_BUNDLING.target,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourcemap,
    sourcesContent: FUNCTION_BUNDLING.sourcesContent,
    external: [...FUNCTION_BUNDLING.external],
    banner: { js: FUNCTION_BUNDLING.banner },
    logLevel: 'silent',
  };
}

export async function bundle(entry: string, outfile: string, overrides: BuildOptions = {}): Promise<Bundled> {
  const { metafile } = await build({ ...functionBuildOptions(entry, outfile), ...overrides });
  const code = await readFile(outfile);
  return { file: outfile, bytes: code.length, gzipBytes: gzipSync(code).length, largest: largestParts(metafile!) };
}

/** Bytes in the output per package, from esbuild's metafile (what to look at when a bundle grows). */
function largestParts(metafile: Metafile): string {
  const byPackage = new Map<string, number>();
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (name.endsWith('.map')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'own';
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() && !line.startsWith('Build failed'))?.trim().slice(0, 80) ?? 'error';
}

function routeLabel(route: HttpRoute | WebSocketRoute): string {
  return 'method' in route ? `${route.method} ${route.path}` : `ws ${route.routeKey}`;
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function ms(value: Spread): string {
  return `${value.min.toFixed(0)} / ${value.median.toFixed(0)} / ${value.max.toFixed(0)}`;
}

export function ratio(value: Spread): string {
  return `${value.median.toFixed(2)} (${value.min.toFixed(2)}–${value.max.toFixed(2)})`;
}
