import type { LighthouseRun } from './lighthouse';
import { minMedianMax } from './trace-tasks';

/**
 * `lighthouse-app.ts --vs OTHER_DIST`: two builds of the web app measured in turn on the same
 * machine in the same minutes, the way docs/benchmarks.md wants a change judged on this noisy host
 * (a ratio against a baseline taken in the same run, interleaved, with min / median / max).
 *
 * The host's speed moves by 2× within minutes (Lighthouse's BenchmarkIndex 950-2,100 within one
 * hour on 2026-11-30), and Lighthouse's simulated throttling multiplies whatever speed the host had
 * during the run by 4: one run of each build says little. Rounds alternate their order (A B, then
 * B A) so that neither build always runs first after a pause.
 */

/** One run of one build: Lighthouse's figures, and the blocking time its own trace shows (below). */
export type ComparedRun = LighthouseRun & {
  /**
   * Σ max(0, 4 × duration − 50 ms) over every main-thread task of the run's own trace, as the page
   * ran on this host (trace-tasks.ts, `allBlockingMsAt(4)`). Lighthouse's TBT re-times those tasks
   * in its simulation, where one build's runs spread from 186 to 658 ms; this counts the work itself.
   */
  observedBlockingMs?: number;
};

/** The order of the two builds in round `round` (0-based): A B, B A, A B, … */
export function roundOrder(round: number): [0, 1] | [1, 0] {
  return round % 2 === 0 ? [0, 1] : [1, 0];
}

const FIGURES: Array<{ label: string; value: (run: ComparedRun) => number; format: (value: number) => string }> = [
  { label: 'performance', value: (run) => run.scores.performance, format: (value) => String(value) },
  { label: 'TBT (ms)', value: (run) => run.numeric.tbtMs, format: (value) => String(Math.round(value)) },
  { label: 'blocking at 4× in the run\'s own trace, every task (ms)', value: (run) => run.observedBlockingMs ?? NaN, format: (value) => String(Math.round(value)) },
  { label: 'LCP (s)', value: (run) => run.numeric.lcpMs, format: (value) => (value / 1000).toFixed(2) },
  { label: 'host BenchmarkIndex', value: (run) => run.benchmarkIndex, format: (value) => String(Math.round(value)) },
];

/**
 * One page's comparison: each figure as min / median / max per build, with B's median over A's,
 * and every run's TBT with the host's BenchmarkIndex in the order they ran (to see a slow moment).
 */
export function formatComparison(page: string, labels: [string, string], runs: [ComparedRun[], ComparedRun[]]): string[] {
  const lines = [`${page}: A = ${labels[0]} (${runs[0].length} runs), B = ${labels[1]} (${runs[1].length} runs)`];
  for (const figure of FIGURES) {
    const [a, b] = [minMedianMax(runs[0].map(figure.value)), minMedianMax(runs[1].map(figure.value))];
    const cells = [a, b].map((stat, index) => `${index === 0 ? 'A' : 'B'} ${Number.isFinite(stat[1]) ? stat.map(figure.format).join(' / ') : 'n/a'}`);
    const ratio = a[1] > 0 && Number.isFinite(b[1]) ? `; B/A ${(b[1] / a[1]).toFixed(2)}` : '';
    lines.push(`  ${figure.label}: ${cells.join('; ')}${ratio}`);
  }
  const perRun = (list: ComparedRun[]) => list.map((run) => `${Math.round(run.numeric.tbtMs)}@${Math.round(run.benchmarkIndex)}`).join(' ');
  lines.push(`  each run, TBT@BenchmarkIndex: A ${perRun(runs[0]) || 'none'}; B ${perRun(runs[1]) || 'none'}`);
  return lines;
}
