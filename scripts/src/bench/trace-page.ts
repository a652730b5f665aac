/**
 * `npx tsx scripts/src/bench/trace-page.ts --dist DIR --page /app/profile [--rate 1] [--min 12.5] [--out trace.json] [--visitor]`
 *
 * Issue 31's microscope: where a page's main-thread time goes, task by task, on a build served
 * the way the Lighthouse bench serves it (the HTTP/2 front, gzip, signed in as sam unless
 * `--visitor`). It loads the page once in the system Chromium with a Chrome trace and V8's
 * sampling profiler on, at `--rate`× CPU slowdown, and prints every main-thread task of at
 * least `--min` ms with its breakdown and the functions with the most self time
 * (trace-tasks.ts). At rate 1 a task of 12.5 ms is one of 50 ms at Lighthouse's 4×: its TBT.
 *
 * Build with `--minify false` for readable function names; `--out` keeps the trace for
 * chrome://tracing or DevTools. `{id}` in the page is sam's first listing.
 *
 * `--vs OTHER_DIST [--runs 5]` compares two builds instead: rounds alternate between them, and
 * each figure (blocking time at 4× from every task, and after FCP only; the longest task; FCP;
 * LCP) is printed as min / median / max with the ratio of the medians.
 *
 * `--trace FILE [--rate 4]` summarizes a trace already taken instead, such as the one a
 * Lighthouse run keeps (`lighthouse-app.ts --keep`); its tasks are at the host's own speed
 * (Lighthouse simulates the 4× afterwards), and it has no profiler samples, so only the kinds.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse';
import { startLighthouseFront, type LighthouseFront } from './lighthouse-front';
import { samsFirstListingId, samSession, startBuiltSite } from './lighthouse-site';
import { formatRounds, formatTraceSummary, roundFigures, summarizeTrace, type RoundFigures, type TraceEvent, type TraceSummary } from './trace-tasks';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  '__metadata',
].join(',');

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

interface Traced {
  summary: TraceSummary;
  dom: { elements: number; height: number; preloads: number };
  buffer: Buffer;
}

/** Loads `url` once in a fresh browser context with the trace on, at `rate`× CPU slowdown. */
async function tracePage(browser: Browser, url: string, rate: number, minTaskMs: number, sessionToken?: string): Promise<Traced> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75, ignoreHTTPSErrors: true });
  try {
    if (sessionToken) {
      await context.addCookies(
        [
          { name: 'worknest_session', value: sessionToken },
          { name: 'worknest_signed_in', value: '1' },
        ].map((cookie) => ({ ...cookie, url: new URL(url).origin })),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`The page ended on ${page.url()}, not on ${url}`);
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const dom = await page.evaluate(() => ({ elements: document.querySelectorAll('*').length, height: document.documentElement.scrollHeight, preloads: document.querySelectorAll('link[rel=modulepreload]').length }));
    return { summary: summarizeTrace(traceEvents, { minTaskMs }), dom, buffer };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const rootDir = join(import.meta.dirname, '..', '..', '..');
  const distDir = option(args, '--dist') ?? join(rootDir, 'web', 'dist');
  const versusDir = option(args, '--vs');
  const runs = Number(option(args, '--runs') ?? (versusDir ? 5 : 1));
  const pagePath = option(args, '--page') ?? '/app/profile';
  const rate = Number(option(args, '--rate') ?? 1);
  const minTaskMs = Number(option(args, '--min') ?? 12.5 * rate);
  const out = option(args, '--out');
  const visitor = args.includes('--visitor') || pagePath === '/';
  const traceFile = option(args, '--trace');
  if (traceFile) {
    const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    for (const line of formatTraceSummary(summarizeTrace(traceEvents, { minTaskMs }), rate)) console.log(line);
    return;
  }
  const cloud = await startBuiltSite(rootDir);
  const fronts: LighthouseFront[] = [];
  try {
    const session = await samSession(cloud);
    const sessionToken = visitor ? undefined : session;
    for (const dir of versusDir ? [distDir, versusDir] : [distDir]) fronts.push(await startLighthouseFront(dir, cloud.appUrl, sessionToken ? { sessionToken } : {}));
    const path = pagePath.includes('{id}') ? pagePath.replace('{id}', await samsFirstListingId(cloud, session)) : pagePath;
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    try {
      if (!versusDir && runs === 1) {
        const traced = await tracePage(browser, new URL(path, fronts[0]!.url).toString(), rate, minTaskMs, sessionToken);
        if (out) await writeFile(out, traced.buffer);
        console.log(`${path}: ${traced.dom.elements} elements, ${traced.dom.height} px tall at 412 px, ${traced.dom.preloads} modulepreload links`);
        for (const line of formatTraceSummary(traced.summary, rate)) console.log(line);
        return;
      }
      // Interleaved rounds (A, B, A, B, …): the host's speed drifts within minutes, so each build sees the same drift.
      const figures = fronts.map(() => [] as RoundFigures[]);
      for (let round = 0; round < runs; round += 1) {
        for (const [index, front] of fronts.entries()) {
          const { summary } = await tracePage(browser, new URL(path, front.url).toString(), rate, minTaskMs, sessionToken);
          figures[index]!.push(roundFigures(summary, rate));
        }
      }
      const labels = versusDir ? [`A ${distDir}`, `B ${versusDir}`] : [distDir];
      for (const line of formatRounds(labels, figures)) console.log(line);
    } finally {
      await browser.close();
    }
  } finally {
    for (const front of fronts) await front.close();
    await cloud.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
  process.exit(0);
}
