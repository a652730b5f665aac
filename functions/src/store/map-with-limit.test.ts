import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './map-with-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithLimit', () => {
  it('never has more than the limit in flight and keeps the results in order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithLimit(Array.from({ length: 20 }, (_, i) => i), 4, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick();
      inFlight -= 1;
      return n * 2;
    });
    expect(most).toBe(4);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('starts nothing more once shouldStart says no', async () => {
    let started = 0;
    const results = await mapWithLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started += 1;
      await tick();
      return n;
    }, () => started < 3);
    expect(started).toBe(3);
    expect(results.filter((r) => r !== undefined)).toHaveLength(3);
  });

  it('rejects with the first error and starts no more', async () => {
    let started = 0;
    await expect(mapWithLimit([1, 2, 3, 4, 5], 1, async (n) => {
      started += 1;
      if (n === 2) throw new Error('two');
      return n;
    })).rejects.toThrow('two');
    expect(started).toBe(2);
  });
});
