import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse';
import { formatComparison, roundOrder, type ComparedRun } from './lighthouse-vs';

function run(performance: number, tbtMs: number, lcpMs: number, benchmarkIndex: number, observedBlockingMs?: number): ComparedRun {
  return {
    observedBlockingMs,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: {} as LighthouseRun['metrics'],
    failing: [],
    numeric: { lcpMs, tbtMs, scriptKb: 200 },
    finalPath: '/app/profile',
    benchmarkIndex,
    cpuSlowdownMultiplier: 4,
    runWarnings: [],
  };
}

describe('Lighthouse A/B rounds (issue 31)', () => {
  it('alternates which build runs first', () => {
    expect([0, 1, 2, 3].map(roundOrder)).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
  });

  it('prints min / median / max per build, the ratio of the medians and every run with its host speed', () => {
    const a = [run(88, 400, 2400, 1500, 900), run(90, 300, 2300, 1600, 800), run(80, 700, 2500, 1000, 1200)];
    const b = [run(95, 150, 2300, 1550, 600), run(93, 200, 2350, 1450, 700), run(91, 250, 2400, 1100)];
    const lines = formatComparison('/app/profile', ['/tmp/dist-a', '/tmp/dist-b'], [a, b]);
    expect(lines[0]).toBe('/app/profile: A = /tmp/dist-a (3 runs), B = /tmp/dist-b (3 runs)');
    expect(lines).toContain('  performance: A 80 / 88 / 90; B 91 / 93 / 95; B/A 1.06');
    expect(lines).toContain('  TBT (ms): A 300 / 400 / 700; B 150 / 200 / 250; B/A 0.50');
    expect(lines).toContain("  blocking at 4× in the run's own trace, every task (ms): A 800 / 900 / 1200; B 600 / 700 / 700; B/A 0.78");
    expect(lines).toContain('  LCP (s): A 2.30 / 2.40 / 2.50; B 2.30 / 2.35 / 2.40; B/A 0.98');
    expect(lines).toContain('  host BenchmarkIndex: A 1000 / 1500 / 1600; B 1100 / 1450 / 1550; B/A 0.97');
    expect(lines.at(-1)).toBe('  each run, TBT@BenchmarkIndex: A 400@1500 300@1600 700@1000; B 150@1550 200@1450 250@1100');
  });

  it('says n/a for a build whose runs all failed, without a ratio', () => {
    const lines = formatComparison('/app/bookings', ['A', 'B'], [[run(90, 100, 2000, 1500)], []]);
    expect(lines).toContain('  TBT (ms): A 100 / 100 / 100; B n/a');
    expect(lines.at(-1)).toBe('  each run, TBT@BenchmarkIndex: A 100@1500; B none');
  });
});
