import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-multiplier';

/** The anchor points of Lighthouse's CPU slowdown calculator (patrickhulce/lighthouse-cpu-throttling-calculator). */
describe('calibratedCpuMultiplier', () => {
  it.each([
    [2000, 6],
    [1300, 3],
    [1000, 2.4],
    [800, 2],
    [150, 1],
  ])('BenchmarkIndex %d gives %d×', (benchmarkIndex, multiplier) => {
    expect(calibratedCpuMultiplier(benchmarkIndex)).toBe(multiplier);
  });

  it("gives about Lighthouse's default 4× for the host the default is meant for (1533)", () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
  });

  it('is continuous at the bounds between the ranges and rounds to 2 decimals', () => {
    expect(calibratedCpuMultiplier(1299.99)).toBeCloseTo(3, 2);
    expect(calibratedCpuMultiplier(799.99)).toBeCloseTo(2, 2);
    expect(calibratedCpuMultiplier(1717)).toBe(4.79);
    expect(calibratedCpuMultiplier(780)).toBe(1.97);
  });

  it('slows a host below 150 down by nothing', () => {
    expect(calibratedCpuMultiplier(149)).toBe(1);
    expect(calibratedCpuMultiplier(0)).toBe(1);
  });

  it('refuses a BenchmarkIndex that is not a finite number', () => {
    expect(() => calibratedCpuMultiplier(NaN)).toThrow(/finite/);
    expect(() => calibratedCpuMultiplier(Infinity)).toThrow(/finite/);
  });
});
