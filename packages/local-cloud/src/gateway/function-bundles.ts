import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { context, type BuildContext, type BuildOptions, type BuildResult, type Plugin } from 'esbuild';
import { FUNCTION_BUNDLING } from '@worknest/functions/config/bundling';

/**
 * The local cloud runs the functions as Lambda runs them: as esbuild bundles, built with the
 * options `cdk synth` passes (FUNCTION_BUNDLING), loaded by plain Node in a worker thread. No
 * TypeScript loader runs inside a function's worker (ADR 0109).
 *
 * One esbuild run builds every handler of the gateway's tables, plus the worker's own bootstrap,
 * with code splitting: the modules two functions share (the AWS SDK, the store, zod) are parsed
 * once per build instead of once per function. Each worker still evaluates its own copy of every
 * module, as each Lambda function has its own bundle; only the files on disk are shared.
 *
 * Measured on the 2-core machine (`npm run bench -- function-cold-start`): a cold start takes
 * about an eighth of the time it took through tsx (0.12–0.15× paired medians), and building all
 * 156 handlers takes about 3 s.
 */

/** The worker's entry point (a small Lambda runtime), bundled beside the handlers. */
const BOOTSTRAP_SOURCE = new URL('./function-worker-bootstrap.ts', import.meta.url);
const BOOTSTRAP_ENTRY = '_local/function-worker-bootstrap';

export interface FunctionBundles {
  /** The bundled bootstrap every function's worker starts with. */
  readonly bootstrapUrl: URL;
  /**
   * The bundled module of a handler (`http/bookings/confirm-booking`). A handler that is not in the
   * tables, or whose file is missing, gets a file that does not exist: its init phase fails, as a
   * Lambda whose handler module is missing fails with Runtime.ImportModuleError.
   */
  urlOf(handler: string): string;
  /** Stops watching and deletes the bundles. */
  dispose(): Promise<void>;
}

export interface FunctionBundlesOptions {
  /** Absolute path of the handlers' source folder (functions/src, or a test's fixtures). */
  functionsDir: string;
  /** Every handler the gateway may run, as the tables name them (without `.ts`). */
  handlers: readonly string[];
  /**
   * `npm run dev`: rebuild when a source file changes, then call `onRebuilt`, so the gateway
   * retires its warm instances and the next invocation cold-starts the new code.
   */
  watch?: { onRebuilt: () => void };
  log?: (event: Record<string, unknown>) => void;
}

/** esbuild's options for the local bundles: the deployed ones, with splitting into one folder. */
export function localBuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions {
  return {
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: '_chunks/[name]-[hash]',
    format: FUNCTION_BUNDLING.format,
    platform: FUNCTION_BUNDLING.platform,
    target: FUNCTION_BUNDLING.target,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    minify: FUNCTION_BUNDLING.minify,
    // Beside each file, read only by the logger when it logs an error (source-mapped-stack.ts).
    sourcemap: FUNCTION_BUNDLING.sourcemap,
    sourcesContent: FUNCTION_BUNDLING.sourcesContent,
    external: [...FUNCTION_BUNDLING.external],
    banner: { js: FUNCTION_BUNDLING.banner },
    logLevel: 'silent',
  };
}

export async function buildFunctionBundles(options: FunctionBundlesOptions): Promise<FunctionBundles> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'worknest-functions-'));
  const entryPoints: Record<string, string> = { [BOOTSTRAP_ENTRY]: path.resolve(new URL(BOOTSTRAP_SOURCE).pathname) };
  for (const handler of new Set(options.handlers)) {
    const source = path.join(options.functionsDir, `${handler}.ts`);
    if (existsSync(source)) entryPoints[handler] = source;
  }

  // In watch mode esbuild's `watch()` runs the first build itself (a `rebuild()` before it would be
  // followed by a second, identical build, reported as a change); that first result is awaited here.
  const plugins: Plugin[] = [];
  let firstBuildEnded: (result: BuildResult) => void = () => {};
  const firstBuild = new Promise<BuildResult>((resolve) => (firstBuildEnded = resolve));
  if (options.watch) {
    const { onRebuilt } = options.watch;
    let first = true;
    plugins.push({
      name: 'worknest-rebuilt',
      setup(build) {
        build.onEnd((result) => {
          if (first) {
            first = false;
            return firstBuildEnded(result);
          }
          if (result.errors.length > 0) {
            options.log?.({ event: 'functions-rebuild-failed', level: 'error', errors: result.errors.map((error) => error.text) });
            return;
          }
          options.log?.({ event: 'functions-rebuilt' });
          onRebuilt();
        });
      },
    });
  }

  const started = performance.now();
  let build: BuildContext | undefined;
  try {
    build = await context({ ...localBuildOptions(entryPoints, outdir), plugins });
    let result: BuildResult;
    if (options.watch) {
      await build.watch();
      result = await firstBuild;
    } else result = await build.rebuild();
    if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.text).join('\n'));
  } catch (error) {
    await build?.dispose();
    await rm(outdir, { recursive: true, force: true });
    throw new Error(`The functions do not build: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  options.log?.({ event: 'functions-built', handlers: Object.keys(entryPoints).length - 1, ms: Math.round(performance.now() - started) });
  if (!options.watch) {
    await build.dispose();
    build = undefined;
  }

  return {
    bootstrapUrl: pathToFileURL(path.join(outdir, `${BOOTSTRAP_ENTRY}.mjs`)),
    urlOf: (handler) => pathToFileURL(path.join(outdir, `${handler}.mjs`)).href,
    dispose: async () => {
      await build?.dispose();
      await rm(outdir, { recursive: true, force: true });
    },
  };
}
