import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_ESBUILD_OPTIONS } from '@worknest/functions/config/bundling';
import { routeEnvironment } from '@worknest/functions/config/function-environment';
import { httpRoutes, routeId, webSocketRoutes } from '@worknest/functions/routes';
// The prod stage's resource names and the runtime's variables, as the handler bench loads routes.
import { RUNTIME_ENV, STAGE } from '@worknest/scripts/bench/handler-bundles.bench';

/**
 * Issue 33: the first Intl number or date formatter of a process costs about 25 ms (ICU's setup,
 * node 20 and 22), more than a tenth of a function's cold start. A message built when its module
 * loads (`formatCount(1000)` in a `*_MESSAGES` object) made every route pay it at import, requests
 * that never format a number included. This loads every route's bundle, built as the stacks build
 * it, in one node process that counts Intl formatters and locale-aware calls while each bundle is
 * imported: a route's cold start makes none (a request makes its own when it formats).
 */
const functionsSrc = fileURLToPath(new URL('../../functions/src/', import.meta.url));
const routes = [...httpRoutes, ...webSocketRoutes];

/** Wraps the Intl constructors and the locale-aware methods; `globalThis.__intlCalls` lists what was called. */
const WATCH = `
globalThis.__intlCalls = [];
const note = (what) => globalThis.__intlCalls.push(what);
for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'ListFormat', 'DisplayNames', 'RelativeTimeFormat', 'Segmenter']) {
  Intl[name] = new Proxy(Intl[name], {
    construct: (target, args, newTarget) => (note('Intl.' + name), Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
  });
}
for (const [owner, label, names] of [[Number.prototype, 'Number', ['toLocaleString']], [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']], [String.prototype, 'String', ['localeCompare']], [Array.prototype, 'Array', ['toLocaleString']]]) {
  for (const name of names) {
    const original = owner[name];
    owner[name] = function (...args) { note(label + '.' + name); return original.apply(this, args); };
  }
}
const found = {};
for (const { id, file, env } of JSON.parse(process.env.BUNDLES)) {
  Object.assign(process.env, env);
  const before = globalThis.__intlCalls.length;
  await import(file);
  const calls = globalThis.__intlCalls.slice(before);
  if (calls.length) found[id] = [...new Set(calls)];
}
(await import('node:fs')).writeFileSync(process.env.FOUND_FILE, JSON.stringify(found));
process.exit(0);
`;

describe('no route makes an Intl formatter while its bundle loads (issue 33)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-intl-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every HTTP and WebSocket route', async () => {
    const handlers = [...new Set(routes.map((route) => route.handler))];
    await build({
      entryPoints: Object.fromEntries(handlers.map((handler) => [handler, `${functionsSrc}${handler}.ts`])),
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      ...FUNCTION_ESBUILD_OPTIONS,
    });
    const bundles = routes.map((route) => ({ id: routeId(route), file: join(dir, `${route.handler}.mjs`), env: routeEnvironment(route, STAGE) }));
    writeFileSync(join(dir, 'watch.mjs'), WATCH);
    const foundFile = join(dir, 'found.json');
    execFileSync(process.execPath, [join(dir, 'watch.mjs')], {
      env: { PATH: process.env.PATH, ...RUNTIME_ENV, BUNDLES: JSON.stringify(bundles), FOUND_FILE: foundFile },
      stdio: 'ignore',
    });
    expect(JSON.parse(readFileSync(foundFile, 'utf8')), 'routes whose import makes an Intl formatter: build the text on first use, or write a fixed English one (formatEnglishCount)').toEqual({});
  }, 240_000);
});
