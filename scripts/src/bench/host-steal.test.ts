import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stealPercent } from './host-steal';

describe('host steal (issue 31)', () => {
  it('reads the aggregate cpu line and the share stolen between two readings', () => {
    const before = parseCpuTimes('cpu  100 0 50 800 10 0 5 35 0 0\ncpu0 50 0 25 400 5 0 2 18 0 0\n');
    expect(before).toEqual({ total: 1000, steal: 35 });
    const after = parseCpuTimes('cpu  300 0 90 900 10 0 5 95 0 0\n');
    expect(stealPercent(before, after)).toBeCloseTo((100 * 60) / 400);
    expect(stealPercent(after, after)).toBe(0);
  });

  it('refuses text without a well-formed aggregate line', () => {
    expect(() => parseCpuTimes('cpu0 1 2 3\n')).toThrow('no aggregate');
    expect(() => parseCpuTimes('cpu  1 2 x 4 5 6 7 8\n')).toThrow('malformed');
  });
});
