/**
 * How every function is bundled, in one place: CDK's NodejsFunction (infra/lib/constructs/
 * route-function.ts) passes these to esbuild, and the handler bundles bench and the bundle size
 * budgets (infra/test/bundle-size.test.ts) build with the same values. Decided in
 * docs/adr/0031-aws-sdk-bundled-pinned-and-eager.md (issue 15):
 * - The AWS SDK v3 is bundled (minified, tree-shaken, its version pinned by package-lock.json),
 *   not loaded from the Lambda runtime's copy: the ESM bundle loads faster than the runtime's
 *   CommonJS packages, and what was tested is what runs.
 * - A source map is written next to the bundle, but Node does not load it at start (no
 *   `--enable-source-maps`): the logger maps a stack through it only when it logs an error
 *   (functions/src/logging/source-mapped-stack.ts).
 * - esbuild emits ESM; some CommonJS dependencies still call `require` for Node built-ins, which an
 *   ES module does not have. The banner gives the bundle one.
 */
export const FUNCTION_BUNDLING = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external: [] as string[],
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
} as const;

/**
 * FUNCTION_BUNDLING in esbuild's own option names, for the tools that call esbuild directly (the
 * bundle budgets and the import checks in infra/test): the source map is theirs to add.
 */
export const FUNCTION_ESBUILD_OPTIONS = {
  bundle: true,
  format: FUNCTION_BUNDLING.format,
  platform: FUNCTION_BUNDLING.platform,
  target: FUNCTION_BUNDLING.target,
  mainFields: [...FUNCTION_BUNDLING.mainFields] as string[],
  minify: FUNCTION_BUNDLING.minify,
  external: [...FUNCTION_BUNDLING.external],
  banner: { js: FUNCTION_BUNDLING.banner },
  logLevel: 'silent' as const,
};
