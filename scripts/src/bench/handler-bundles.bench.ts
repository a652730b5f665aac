import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { httpRoutes, routeId, webSocketRoutes, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import { localScriptEnvironment, localStage } from '../local-cloud/local-environment';
import type { Bench, BenchContext } from './bench';

const run = promisify(execFile);

/** Same as infra/lib/constructs/route-function.ts: ESM bundles need `require` for CommonJS dependencies. */
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);

/**
 * Per handler of the route table: the bundle CDK's NodejsFunction would deploy (esbuild, ESM,
 * node22, minified, @aws-sdk/* external) and the time a fresh Node process takes to import it
 * (the module-loading part of a cold start), next to an empty handler's.
 */
export const handlerBundlesBench: Bench = {
  name: 'handlers',
  async run(context) {
    const dir = join(context.workDir, 'handlers');
    await mkdir(dir, { recursive: true });
    const emptyEntry = join(dir, 'empty-handler.ts');
    await writeFile(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');

    const routes = [...httpRoutes, ...webSocketRoutes];
    const empty = await measure(context, emptyEntry, join(dir, 'empty-handler.mjs'));
    const rows: Array<Array<string | number>> = [['(empty handler)', '', kb(empty.bytes), kb(empty.gzipBytes), '', ms(empty.importMs), '']];
    for (const route of routes) {
      const entry = join(context.rootDir, 'functions', 'src', `${route.handler}.ts`);
      try {
        const result = await measure(context, entry, join(dir, `${routeId(route)}.mjs`));
        rows.push([
          routeLabel(route),
          route.handler,
          kb(result.bytes),
          kb(result.gzipBytes),
          result.largest,
          ms(result.importMs),
          `+${ms(result.importMs - empty.importMs)}`,
        ]);
      } catch (error) {
        // One broken handler (e.g. mid-change) must not hide the figures of the others.
        rows.push([routeLabel(route), route.handler, 'failed', '', firstLine(error), '', '']);
      }
    }
    return [
      {
        title: 'Handler bundles and import time',
        columns: ['route', 'handler', 'bundle KB', 'gzip KB', 'largest parts (KB)', 'import ms (median)', 'vs empty'],
        rows,
        notes: [
          'Bundle: esbuild, ESM, target node22, minified, `@aws-sdk/*` external (the Lambda runtime provides it), as CDK NodejsFunction builds it; source map not counted.',
          `Import: \`await import(bundle)\` in a fresh \`node\` process (${process.version}), median of ${IMPORT_RUNS} runs; the external AWS SDK modules load from node_modules and count in the time.`,
        ],
      },
    ];
  },
};

interface Measured {
  bytes: number;
  gzipBytes: number;
  /** The two packages (or "own code") that take most of the bundle, e.g. "zod 250.1, own 20.3". */
  largest: string;
  importMs: number;
}

async function measure(context: BenchContext, entry: string, outfile: string): Promise<Measured> {
  const { metafile } = await build({
    metafile: true,
    entryPoints: [entry],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    banner: { js: REQUIRE_SHIM },
    logLevel: 'silent',
  });
  const code = await readFile(outfile);
  const times: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i++) times.push(await importTime(context, outfile));
  return { bytes: code.length, gzipBytes: gzipSync(code).length, largest: largestParts(metafile.outputs), importMs: median(times) };
}

/** Bytes in the output per package, from esbuild's metafile (what to look at when a bundle grows). */
function largestParts(outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>): string {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? 'own';
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
}

/** Import time in a fresh process, with the environment a deployed function has (fake local values). */
async function importTime(context: BenchContext, file: string): Promise<number> {
  const script = 'const s = performance.now(); await import(process.env.BENCH_MODULE); process.stdout.write(String(performance.now() - s));';
  const stage = localStage('http://localhost:3000', 'http://127.0.0.1:3000');
  const endpoints = { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:1', sesv2: 'http://127.0.0.1:1' };
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: context.rootDir,
    // A clean environment: no tsx loader or NODE_OPTIONS from the bench's own process.
    env: { PATH: process.env.PATH ?? '', ...localScriptEnvironment(stage, endpoints), BENCH_MODULE: pathToFileURL(file).href },
  });
  return Number(stdout);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim() && !line.startsWith('Build failed'))?.trim().slice(0, 80) ?? 'error';
}

function routeLabel(route: HttpRoute | WebSocketRoute): string {
  return 'method' in route ? `${route.method} ${route.path}` : `ws ${route.routeKey}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function ms(value: number): string {
  return value.toFixed(1);
}
