import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLighthouseFront, type LighthouseFront } from './lighthouse-front';
import { calibratedCpuMultiplier } from './cpu-multiplier';
import { readCpuTimes, stealPercent } from './host-steal';
import { measureBenchmarkIndex, measureInitialJs, runLighthouse, type LighthouseRun } from './lighthouse';
import { samsFirstListingId, samSession, startBuiltSite } from './lighthouse-site';
import { formatComparison, roundOrder, type ComparedRun } from './lighthouse-vs';
import { summarizeTrace, type TraceEvent } from './trace-tasks';

/**
 * Issue 31: Lighthouse (mobile, simulated throttling) on the landing page and the five pages members
 * use, signed in as sam (demo data), through the HTTP/2 front (lighthouse-front.ts). Each page runs
 * `runs` times; the table takes medians (and the spread) of score, LCP, TBT and script KB.
 * By default every run uses the mobile preset's fixed 4× CPU slowdown (the yardstick); with
 * `calibrate`, each run first measures the host's BenchmarkIndex and runs with the multiplier
 * Lighthouse's calculator gives for it (cpu-multiplier.ts), so a slow moment of the host is not
 * slowed down 4× again.
 */
export const APP_PAGES = ['/', '/app/listings', '/app/listings/{id}', '/app/bookings', '/app/profile', '/app/messages'] as const;

export interface PageFigures {
  page: string;
  runs: LighthouseRun[];
  errors: string[];
  /** Scripts a first visit downloads until the network settles (KB gzip), measured with Playwright. */
  initialJsKb: number;
  scriptCount: number;
  /** Whether the runs used a calibrated CPU slowdown (`calibrate`) instead of the fixed 4×. */
  calibrated: boolean;
  /** Calibrated mode: the BenchmarkIndex measured before each run (same order as `runs`) that chose its multiplier. */
  calibrationIndexes: number[];
  /** The hypervisor's steal during each run, % of CPU time (host-steal.ts; empty where /proc/stat is missing). */
  stealPercents: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

export function spread(values: number[], format: (value: number) => string): string {
  if (!values.length) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(median(sorted))} (${format(sorted[0]!)}–${format(sorted[sorted.length - 1]!)})`;
}

export async function measureAppPages(options: {
  rootDir: string;
  runs: number;
  pages?: readonly string[];
  keepReports?: boolean;
  distDir?: string;
  /** Before each run, measure the host's BenchmarkIndex and run with the calibrated CPU multiplier instead of 4×. */
  calibrate?: boolean;
}): Promise<PageFigures[]> {
  const { rootDir, runs, pages = APP_PAGES, keepReports = false, calibrate = false } = options;
  // The build the front serves (web/dist unless another is named: an engineer's own build beside the shared one).
  const distDir = options.distDir ?? join(rootDir, 'web', 'dist');
  return onBuiltSite(rootDir, keepReports, async ({ cloud, sessionToken, workDir, openFront }) => {
    const front = await openFront(distDir);
    const signedInFront = await openFront(distDir, sessionToken);
    const listingId = await samsFirstListingId(cloud, sessionToken);
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const signedIn = page !== '/';
      const base = signedIn ? signedInFront.url : front.url;
      const url = new URL(page.replace('{id}', listingId), base).toString();
      const js = await measureInitialJs(url, signedIn ? [{ name: 'worknest_session', value: sessionToken }, { name: 'worknest_signed_in', value: '1' }] : []);
      const results: LighthouseRun[] = [];
      const calibrationIndexes: number[] = [];
      const errors: string[] = [];
      const stealPercents: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          // Measured right before the run: the host's speed moves within minutes. (With a multiplier other
          // than 4, Lighthouse no longer adds its slow-host warning: that warning is for the default.)
          const benchmarkIndex = calibrate ? await measureBenchmarkIndex() : undefined;
          const cpuSlowdownMultiplier = benchmarkIndex === undefined ? undefined : calibratedCpuMultiplier(benchmarkIndex);
          const cpuBefore = await readCpuTimes();
          const run = await runOnPage(rootDir, url, workDir, figures.length * 10 + i, { cpuSlowdownMultiplier, saveTrace: keepReports });
          const cpuAfter = await readCpuTimes();
          if (cpuBefore && cpuAfter) stealPercents.push(stealPercent(cpuBefore, cpuAfter));
          results.push(run);
          if (benchmarkIndex !== undefined) calibrationIndexes.push(benchmarkIndex);
        } catch (error) {
          errors.push((error as Error).message.slice(0, 200));
        }
      }
      figures.push({ page, runs: results, errors, initialJsKb: js.totalKb, scriptCount: js.scripts.length, calibrated: calibrate, calibrationIndexes, stealPercents });
    }
    return figures;
  });
}

interface BuiltSite {
  cloud: Awaited<ReturnType<typeof startBuiltSite>>;
  /** sam's session (demo data). */
  sessionToken: string;
  /** Where the runs write their reports (and traces). */
  workDir: string;
  /** An HTTP/2 front for `distDir`, signed in when given a session; closed with the site. */
  openFront: (distDir: string, sessionToken?: string) => Promise<LighthouseFront>;
}

/** The local cloud with demo data, sam's session and a reports folder for `use`; all stopped (the reports kept with `keepReports`) when it settles. */
async function onBuiltSite<T>(rootDir: string, keepReports: boolean, use: (site: BuiltSite) => Promise<T>): Promise<T> {
  const cloud = await startBuiltSite(rootDir);
  const fronts: LighthouseFront[] = [];
  const workDir = await mkdtemp(join(tmpdir(), 'worknest-lighthouse-app-'));
  try {
    const sessionToken = await samSession(cloud);
    const openFront = async (distDir: string, session?: string) => {
      const front = await startLighthouseFront(distDir, cloud.appUrl, session ? { sessionToken: session } : undefined);
      fronts.push(front);
      return front;
    };
    return await use({ cloud, sessionToken, workDir, openFront });
  } finally {
    for (const front of fronts) await front.close();
    await cloud.stop();
    if (keepReports) console.log(`Lighthouse reports kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run of `url`; a run that Lighthouse saw end on another page (the sign-in page) was not measured and throws. */
async function runOnPage(rootDir: string, url: string, workDir: string, index: number, options: { cpuSlowdownMultiplier?: number; saveTrace: boolean }): Promise<LighthouseRun> {
  const run = await runLighthouse(rootDir, url, workDir, index, undefined, options);
  if (new URL(url).pathname !== run.finalPath.split('?')[0]) throw new Error(`ended on ${run.finalPath}, not on the page`);
  return run;
}

/**
 * `--vs`: the signed-in `pages` of two builds (`distDirs`, each behind its own HTTP/2 front, one
 * local cloud and demo data for both) measured in alternating rounds (lighthouse-vs.ts), `runs`
 * runs of each build per page, fixed 4× slowdown, with the blocking time each run's own trace
 * shows. Returns the printed lines. A run that fails or ends on another page is reported and left out.
 */
export async function compareAppPages(options: { rootDir: string; runs: number; pages: readonly string[]; distDirs: [string, string]; keepReports?: boolean }): Promise<string[]> {
  const { rootDir, runs, pages, distDirs, keepReports = false } = options;
  return onBuiltSite(rootDir, keepReports, async ({ cloud, sessionToken, workDir, openFront }) => {
    const fronts = [await openFront(distDirs[0], sessionToken), await openFront(distDirs[1], sessionToken)];
    const listingId = await samsFirstListingId(cloud, sessionToken);
    const lines: string[] = [];
    let reportIndex = 0;
    for (const page of pages) {
      const measured: [ComparedRun[], ComparedRun[]] = [[], []];
      for (let round = 0; round < runs; round += 1) {
        for (const build of roundOrder(round)) {
          const url = new URL(page.replace('{id}', listingId), fronts[build]!.url).toString();
          try {
            const index = (reportIndex += 1);
            const run = await runOnPage(rootDir, url, workDir, index, { saveTrace: true });
            measured[build].push({ ...run, observedBlockingMs: await observedBlocking(join(workDir, `lighthouse-${index}-0.trace.json`), keepReports) });
          } catch (error) {
            lines.push(`${page}: a run of ${build === 0 ? 'A' : 'B'} failed: ${(error as Error).message.slice(0, 200)}`);
          }
        }
      }
      lines.push(...formatComparison(page, distDirs, measured));
    }
    return lines;
  });
}

/** The blocking time at 4× of every task in a run's own trace (lighthouse-vs.ts, ComparedRun); the trace is deleted unless kept. */
async function observedBlocking(traceFile: string, keep: boolean): Promise<number> {
  try {
    const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    return summarizeTrace(traceEvents, { topFunctions: 0 }).allBlockingMsAt(4);
  } finally {
    if (!keep) await rm(traceFile, { force: true });
  }
}

const formatIndex = (value: number) => String(Math.round(value));
const formatMultiplier = (value: number) => `${value}×`;

/** min–max of the CPU multipliers the runs used (one value when they all used the same). */
export function multiplierRange(runs: LighthouseRun[]): string {
  const multipliers = runs.map((run) => run.cpuSlowdownMultiplier).filter(Number.isFinite);
  if (!multipliers.length) return 'n/a';
  const low = Math.min(...multipliers);
  const high = Math.max(...multipliers);
  return low === high ? formatMultiplier(low) : `${formatMultiplier(low)}–${formatMultiplier(high)}`;
}

/**
 * The machine's CPU as Lighthouse measured it at each run, the hypervisor's steal and Lighthouse's warnings, for the notes; in
 * calibrated mode also the BenchmarkIndex measured before the runs and the multipliers it chose.
 */
export function hostCpuNote(figures: PageFigures[]): string {
  const runs = figures.flatMap((figure) => figure.runs);
  const indexes = runs.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  const warnings = [...new Set(runs.flatMap((run) => run.runWarnings))];
  const steals = figures.flatMap((figure) => figure.stealPercents);
  const notes =
    (steals.length ? ` Hypervisor steal during the runs: ${spread(steals, (value) => `${value.toFixed(0)} %`)} of CPU time (above a few %, TBT is inflated).` : '') +
    (warnings.length ? ` Lighthouse warned: ${warnings.join(' ')}` : '');
  if (!figures.some((figure) => figure.calibrated)) {
    return `Host CPU (Lighthouse BenchmarkIndex; the 4× preset assumes about 1,500): ${spread(indexes, formatIndex)}.${notes}`;
  }
  const calibrationIndexes = figures.flatMap((figure) => figure.calibrationIndexes);
  return (
    `Calibrated CPU slowdown: before each run, the host's BenchmarkIndex (median of 3, Lighthouse's own benchmark) was ${spread(calibrationIndexes, formatIndex)}; ` +
    `multipliers from Lighthouse's calculator ${multiplierRange(runs)} (4× would fit a host of about 1,533). ` +
    `Lighthouse's BenchmarkIndex during the runs: ${spread(indexes, formatIndex)}.${notes}`
  );
}

/**
 * One row per page: score, LCP, TBT (median, with min–max), script KB as Lighthouse saw them,
 * first-visit JS; with `multiplier`, also the CPU multipliers the page's runs used (min–max).
 */
export function appPageRows(figures: PageFigures[], options: { multiplier?: boolean } = {}): string[][] {
  return figures.map((figure) => [
    figure.page,
    spread(figure.runs.map((run) => run.scores.performance), (value) => String(value)),
    spread(figure.runs.map((run) => run.numeric.lcpMs), (value) => `${(value / 1000).toFixed(1)} s`),
    spread(figure.runs.map((run) => run.numeric.tbtMs), (value) => `${Math.round(value)} ms`),
    spread(figure.runs.map((run) => run.numeric.scriptKb), (value) => value.toFixed(0)),
    `${figure.initialJsKb.toFixed(1)} (${figure.scriptCount})`,
    ...(options.multiplier ? [multiplierRange(figure.runs)] : []),
  ]);
}

// `npx tsx scripts/src/bench/lighthouse-app.ts [--runs N] [--pages /,/app/listings] [--keep] [--dist DIR] [--calibrate]` (--keep: the JSON reports and each run's trace stay; --dist: serve that build instead of web/dist;
// --calibrate: each run's CPU multiplier from the host's BenchmarkIndex measured just before it, instead of 4×): the table, printed (the build must exist).
// `… --dist A --vs B [--runs 5] [--pages …]`: the two builds in alternating rounds instead (compareAppPages; signed-in pages only, default the detail page and the profile).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const pagesIndex = args.indexOf('--pages');
  const distIndex = args.indexOf('--dist');
  const versusIndex = args.indexOf('--vs');
  const calibrate = args.includes('--calibrate');
  const rootDir = join(import.meta.dirname, '..', '..', '..');
  if (versusIndex >= 0) {
    const pages = pagesIndex >= 0 ? args[pagesIndex + 1]!.split(',') : ['/app/listings/{id}', '/app/profile'];
    if (pages.includes('/')) throw new Error('--vs compares signed-in pages; leave / out of --pages');
    const versusDir = args[versusIndex + 1];
    if (!versusDir || versusDir.startsWith('--')) throw new Error('--vs needs the other build\'s folder: --vs /tmp/dist-other');
    const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 5;
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of rounds of at least 1, got ${args[runsIndex + 1]}`);
    const lines = await compareAppPages({
      rootDir,
      runs,
      pages,
      distDirs: [distIndex >= 0 ? args[distIndex + 1]! : join(rootDir, 'web', 'dist'), versusDir],
      keepReports: args.includes('--keep'),
    });
    for (const line of lines) console.log(line);
    process.exit(0);
  }
  const figures = await measureAppPages({
    rootDir,
    runs: runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3,
    pages: pagesIndex >= 0 ? args[pagesIndex + 1]!.split(',') : undefined,
    keepReports: args.includes('--keep'),
    distDir: distIndex >= 0 ? args[distIndex + 1] : undefined,
    calibrate,
  });
  console.log(`page | score | LCP | TBT | script KB (Lighthouse) | first-visit JS KB (files)${calibrate ? ' | CPU multiplier' : ''}`);
  for (const row of appPageRows(figures, { multiplier: calibrate })) console.log(row.join(' | '));
  for (const figure of figures) for (const error of figure.errors) console.log(`${figure.page}: a run failed: ${error}`);
  console.log(hostCpuNote(figures));
  for (const figure of figures) {
    const failing = figure.runs[Math.floor(figure.runs.length / 2)]?.failing.filter((line) => line.startsWith('performance')) ?? [];
    if (failing.length) console.log(`${figure.page} lost points: ${failing.join('; ')}`);
  }
  process.exit(0);
}
