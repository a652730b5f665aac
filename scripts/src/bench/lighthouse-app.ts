import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLighthouseFront, type LighthouseFront } from './lighthouse-front';
import { measureInitialJs, runLighthouse, type LighthouseRun } from './lighthouse';
import { startBuiltSite } from './lighthouse-site';

/**
 * Issue 31: Lighthouse (mobile, simulated throttling) on the landing page and the five pages members
 * use, signed in as sam (demo data), through the HTTP/2 front (lighthouse-front.ts). Each page runs
 * `runs` times; the table takes medians (and the spread) of score, LCP, TBT and script KB.
 */
export const APP_PAGES = ['/', '/app/listings', '/app/listings/{id}', '/app/bookings', '/app/profile', '/app/messages'] as const;

export interface PageFigures {
  page: string;
  runs: LighthouseRun[];
  errors: string[];
  /** Scripts a first visit downloads until the network settles (KB gzip), measured with Playwright. */
  initialJsKb: number;
  scriptCount: number;
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

export async function measureAppPages(options: { rootDir: string; runs: number; pages?: readonly string[]; keepReports?: boolean; distDir?: string }): Promise<PageFigures[]> {
  const { rootDir, runs, pages = APP_PAGES, keepReports = false } = options;
  // The build the front serves (web/dist unless another is named: an engineer's own build beside the shared one).
  const distDir = options.distDir ?? join(rootDir, 'web', 'dist');
  const cloud = await startBuiltSite(rootDir);
  const fronts: LighthouseFront[] = [];
  const workDir = await mkdtemp(join(tmpdir(), 'worknest-lighthouse-app-'));
  try {
    Object.assign(process.env, cloud.env);
    const { getUserByEmail } = await import('@worknest/functions/store/users');
    const { createSession } = await import('@worknest/functions/store/sessions');
    const sam = await getUserByEmail('sam@acme.test');
    if (!sam) throw new Error('The demo data has no sam@acme.test');
    const session = await createSession({ userId: sam.id, companyDomain: sam.companyDomain });
    const sessionCookie = `worknest_session=${session.token}`;
    const front = await startLighthouseFront(distDir, cloud.appUrl);
    fronts.push(front);
    const signedInFront = await startLighthouseFront(distDir, cloud.appUrl, { sessionToken: session.token });
    fronts.push(signedInFront);
    const grid = (await (await fetch(`${cloud.appUrl}/api/listings`, { headers: { cookie: sessionCookie } })).json()) as { items: Array<{ id: string }> };
    const listingId = grid.items[0]?.id;
    if (!listingId) throw new Error("sam's grid is empty");
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const signedIn = page !== '/';
      const base = signedIn ? signedInFront.url : front.url;
      const url = new URL(page.replace('{id}', listingId), base).toString();
      const js = await measureInitialJs(url, signedIn ? [{ name: 'worknest_session', value: session.token }, { name: 'worknest_signed_in', value: '1' }] : []);
      const results: LighthouseRun[] = [];
      const errors: string[] = [];
      for (let i = 0; i < runs; i += 1) {
        try {
          const run = await runLighthouse(rootDir, url, workDir, figures.length * 10 + i);
          // A page that sent Lighthouse elsewhere (the sign-in page) was not measured: the run does not count.
          if (new URL(url).pathname !== run.finalPath.split('?')[0]) throw new Error(`ended on ${run.finalPath}, not on the page`);
          results.push(run);
        } catch (error) {
          errors.push((error as Error).message.slice(0, 200));
        }
      }
      figures.push({ page, runs: results, errors, initialJsKb: js.totalKb, scriptCount: js.scripts.length });
    }
    return figures;
  } finally {
    for (const front of fronts) await front.close();
    await cloud.stop();
    if (keepReports) console.log(`Lighthouse reports kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

/** The machine's CPU as Lighthouse measured it at each run, and its warnings, for the notes. */
export function hostCpuNote(figures: PageFigures[]): string {
  const runs = figures.flatMap((figure) => figure.runs);
  const indexes = runs.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  const warnings = [...new Set(runs.flatMap((run) => run.runWarnings))];
  return `Host CPU (Lighthouse BenchmarkIndex; the 4× preset assumes about 1,500): ${spread(indexes, (value) => String(Math.round(value)))}.${warnings.length ? ` Lighthouse warned: ${warnings.join(' ')}` : ''}`;
}

/** One row per page: score, LCP, TBT (median, with min–max), script KB as Lighthouse saw them, first-visit JS. */
export function appPageRows(figures: PageFigures[]): string[][] {
  return figures.map((figure) => [
    figure.page,
    spread(figure.runs.map((run) => run.scores.performance), (value) => String(value)),
    spread(figure.runs.map((run) => run.numeric.lcpMs), (value) => `${(value / 1000).toFixed(1)} s`),
    spread(figure.runs.map((run) => run.numeric.tbtMs), (value) => `${Math.round(value)} ms`),
    spread(figure.runs.map((run) => run.numeric.scriptKb), (value) => value.toFixed(0)),
    `${figure.initialJsKb.toFixed(1)} (${figure.scriptCount})`,
  ]);
}

// `npx tsx scripts/src/bench/lighthouse-app.ts [--runs N] [--pages /,/app/listings] [--keep] [--dist DIR]` (--keep: the JSON reports stay; --dist: serve that build instead of web/dist): the table, printed (the build must exist).
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const pagesIndex = args.indexOf('--pages');
  const distIndex = args.indexOf('--dist');
  const figures = await measureAppPages({
    rootDir: join(import.meta.dirname, '..', '..', '..'),
    runs: runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3,
    pages: pagesIndex >= 0 ? args[pagesIndex + 1]!.split(',') : undefined,
    keepReports: args.includes('--keep'),
    distDir: distIndex >= 0 ? args[distIndex + 1] : undefined,
  });
  console.log('page | score | LCP | TBT | script KB (Lighthouse) | first-visit JS KB (files)');
  for (const row of appPageRows(figures)) console.log(row.join(' | '));
  for (const figure of figures) for (const error of figure.errors) console.log(`${figure.page}: a run failed: ${error}`);
  console.log(hostCpuNote(figures));
  for (const figure of figures) {
    const failing = figure.runs[Math.floor(figure.runs.length / 2)]?.failing.filter((line) => line.startsWith('performance')) ?? [];
    if (failing.length) console.log(`${figure.page} lost points: ${failing.join('; ')}`);
  }
  process.exit(0);
}
