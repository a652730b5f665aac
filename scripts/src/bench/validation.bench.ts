import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { routeEnvironment } from '@worknest/functions/config/function-environment';
import { httpRoutes } from '@worknest/functions/routes';
import type { Bench, BenchTable } from './bench';
import { bundle, DYNAMODB_FLOOR, kb, ms, ratio, RUNTIME_ENV, STAGE, type Bundled } from './handler-bundles.bench';
import { interleavedImports, pairedRatios, spread, type ImportCommand } from './process-timing';

/**
 * Issue 32, "one validation source": can the zod schemas of packages/shared check route input at
 * the function gate within the cold-start goal (≤ 1.3× the DynamoDB-client floor, issue 15)?
 * `POST /api/listings` (the largest body, already near its goal with the plain validator) is
 * bundled three ways, only its body validator swapped: the plain validator of today
 * (validation/plain-schema.ts), the shared `listingInputSchema` (zod's classic API), and the same
 * schema on zod's tree-shakable API (`zod/mini`, validation/listing-body-mini.ts, also with zod's
 * JIT off), and on valibot (validation/listing-body-valibot.ts). A second table
 * times each validator alone: an empty handler that builds it and parses one listing on its first
 * invocation (zod 4 compiles an object's parser on first use).
 */

/** Bundles without a source map beside them (only their size and load time count here). */
const NO_MAP = { sourcemap: false } as const;
const ROUNDS = Number(process.env.BENCH_VALIDATION_RUNS ?? 9);
const FLOOR_GOAL = 1.3;
const here = fileURLToPath(new URL('.', import.meta.url));
const MINI = join(here, 'validation', 'listing-body-mini.ts');
const MINI_JITLESS = join(here, 'validation', 'listing-body-mini-jitless.ts');
const VALIBOT = join(here, 'validation', 'listing-body-valibot.ts');

/** The validators, as the module that stands in for http/listings/new-listing-inputs.ts. */
const VALIDATORS = {
  'plain (today)': null,
  'zod classic (shared schema)': "export { listingInputSchema as newListingBody } from '@worknest/shared/listing';\n",
  'zod/mini (same schema)': `export { listingInputMiniSchema as newListingBody } from ${JSON.stringify(MINI)};\n`,
  'zod/mini, jitless': `export { listingInputMiniSchema as newListingBody } from ${JSON.stringify(MINI_JITLESS)};\n`,
  'valibot (same schema)': `export { listingInputValibot as newListingBody } from ${JSON.stringify(VALIBOT)};\n`,
} as const;
type ValidatorName = keyof typeof VALIDATORS;

/** Replaces `./new-listing-inputs` with `source` (esbuild resolves it as a virtual module). */
function swapValidator(source: string | null, resolveDir: string): Plugin {
  return {
    name: 'swap-validator',
    setup(builder) {
      if (source === null) return;
      builder.onResolve({ filter: /\/new-listing-inputs$/ }, () => ({ path: 'new-listing-inputs', namespace: 'validator' }));
      builder.onLoad({ filter: /.*/, namespace: 'validator' }, () => ({ contents: source, loader: 'ts', resolveDir }));
    },
  };
}

export const validationBench: Bench = {
  name: 'validation',
  async run(context) {
    const dir = join(context.workDir, 'validation');
    await mkdir(dir, { recursive: true });
    const nodePath = process.execPath;
    const functionsDir = join(context.rootDir, 'functions', 'src');
    const route = httpRoutes.find((candidate) => candidate.method === 'POST' && candidate.path === '/api/listings')!;
    const routeEnv = { ...routeEnvironment(route, STAGE), ...RUNTIME_ENV };

    await writeFile(join(dir, 'floor.ts'), DYNAMODB_FLOOR);
    const floor = await bundle(join(dir, 'floor.ts'), join(dir, 'floor.mjs'), NO_MAP);
    const names = Object.keys(VALIDATORS) as ValidatorName[];
    const routeBuilds = new Map<ValidatorName, Bundled>();
    const aloneBuilds = new Map<ValidatorName, Bundled>();
    await writeFile(join(dir, 'empty.ts'), 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
    const empty = await bundle(join(dir, 'empty.ts'), join(dir, 'empty.mjs'), NO_MAP);
    for (const [index, name] of names.entries()) {
      const plugin = swapValidator(VALIDATORS[name], functionsDir);
      routeBuilds.set(name, await bundle(join(functionsDir, 'http', 'listings', 'create-listing.ts'), join(dir, `route-${index}.mjs`), { ...NO_MAP, plugins: [plugin] }));
      const alone = join(dir, `alone-${index}.ts`);
      await writeFile(
        alone,
        [
          `import { newListingBody } from ${JSON.stringify(join(functionsDir, 'http', 'listings', 'new-listing-inputs'))};`,
          `import { fullListing } from ${JSON.stringify(join(functionsDir, 'http', 'listings', 'fixtures', 'listing-bodies'))};`,
          'export const handler = async () => { const result = newListingBody.safeParse(fullListing); if (!result.success) throw new Error(JSON.stringify(result.error.issues)); return { statusCode: 200, body: "" }; };',
          '',
        ].join('\n'),
      );
      aloneBuilds.set(name, await bundle(alone, join(dir, `alone-${index}.mjs`), { ...NO_MAP, plugins: [plugin] }));
    }

    const routeCommands: ImportCommand[] = [
      { name: 'floor', module: floor.file, env: routeEnv },
      ...names.map((name) => ({ name, module: routeBuilds.get(name)!.file, env: routeEnv })),
    ];
    const invoke = { event: {} };
    const aloneCommands: ImportCommand[] = [
      { name: 'empty', module: empty.file, env: RUNTIME_ENV, invoke },
      ...names.map((name) => ({ name, module: aloneBuilds.get(name)!.file, env: RUNTIME_ENV, invoke })),
    ];
    const routeRuns = await interleavedImports(nodePath, routeCommands, ROUNDS, context.rootDir);
    const aloneRuns = await interleavedImports(nodePath, aloneCommands, ROUNDS, context.rootDir);

    const routeTable: BenchTable = {
      title: 'Validation at the function gate: POST /api/listings with each body validator (issue 32)',
      columns: ['validator', 'bundle KB', 'gzip KB', 'wall ms min / median / max', '× floor (wall)', 'cpu × floor (median)', `goal ≤ ${FLOOR_GOAL}× floor`],
      rows: [
        ['(floor: DynamoDB document client)', kb(floor.bytes), kb(floor.gzipBytes), ms(spread(routeRuns.get('floor')!.map((run) => run.wallMs))), '1', '1', ''],
        ...names.map((name) => {
          const runs = routeRuns.get(name)!;
          const vsFloor = spread(pairedRatios(runs, routeRuns.get('floor')!, 'wallMs'));
          const cpu = spread(pairedRatios(runs, routeRuns.get('floor')!, 'cpuMs'));
          const built = routeBuilds.get(name)!;
          return [name, kb(built.bytes), kb(built.gzipBytes), ms(spread(runs.map((run) => run.wallMs))), ratio(vsFloor), cpu.median.toFixed(2), vsFloor.median <= FLOOR_GOAL ? 'yes' : 'no'];
        }),
      ],
      notes: [
        `The route's bundle as \`cdk synth\` builds it (FUNCTION_BUNDLING), only \`./new-listing-inputs\` swapped; \`node --input-type=module -e "await import(bundle)"\` (${process.version}) in a fresh process with the route's environment, ${ROUNDS} rounds of floor and the bundles interleaved after a warm-up round, ratios run by run within a round.`,
      ],
    };
    const aloneTable: BenchTable = {
      title: 'Validation alone: build the listing validator and parse one listing (first invocation)',
      columns: ['validator', 'bundle KB', 'gzip KB', 'wall ms min / median / max', 'cpu ms min / median / max', '− empty, wall ms (paired median)', '− empty, cpu ms (paired median)'],
      rows: [
        ['(empty handler)', kb(empty.bytes), kb(empty.gzipBytes), ms(spread(aloneRuns.get('empty')!.map((run) => run.wallMs))), ms(spread(aloneRuns.get('empty')!.map((run) => run.cpuMs))), '0', '0'],
        ...names.map((name) => {
          const runs = aloneRuns.get(name)!;
          const base = aloneRuns.get('empty')!;
          const built = aloneBuilds.get(name)!;
          return [
            name,
            kb(built.bytes),
            kb(built.gzipBytes),
            ms(spread(runs.map((run) => run.wallMs))),
            ms(spread(runs.map((run) => run.cpuMs))),
            spread(runs.map((run, i) => run.wallMs - base[i]!.wallMs)).median.toFixed(1),
            spread(runs.map((run, i) => run.cpuMs - base[i]!.cpuMs)).median.toFixed(1),
          ];
        }),
      ],
      notes: ['Each bundle: the validator, one listing with every field (functions/src/http/listings/fixtures/listing-bodies.ts), a handler that parses it; import + one invocation in a fresh process, interleaved with the empty handler.'],
    };
    return [routeTable, aloneTable];
  },
};
