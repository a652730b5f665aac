/**
 * The CPU slowdown multiplier for Lighthouse's simulated throttling that makes this host behave
 * like the device the mobile preset targets, from the host's BenchmarkIndex.
 *
 * Lighthouse's mobile preset slows the CPU down by a constant 4×, which fits a host of about 1,500
 * (docs/throttling.md, "Calibrating the CPU slowdown":
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown);
 * on another host the docs send you to the CPU slowdown calculator, whose formula this is
 * (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js, `computeMultiplierMessages`):
 * - BI ≥ 1300: 3 + (BI − 1300) / 233 (1533 → 4×, 2000 → 6×)
 * - 800 ≤ BI < 1300: 2 + (BI − 800) / 500
 * - 150 ≤ BI < 800: 1 + (BI − 150) / 650
 * - below 150 the calculator gives no multiplier (the host is too slow to emulate the target
 *   device); 1 here, no slowdown at all.
 * Rounded to 2 decimals (the calculator shows 1).
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`calibratedCpuMultiplier: the BenchmarkIndex must be a finite number, got ${benchmarkIndex}`);
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : benchmarkIndex >= 150 ? 1 + (benchmarkIndex - 150) / 650 : 1;
  return Math.round(multiplier * 100) / 100;
}
