import { afterEach, describe, expect, it } from 'vitest';
import { installShiftedDate } from './shifted-date';

const DAY = 24 * 60 * 60 * 1000;

describe('installShiftedDate', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('shifts every way of asking for now, and nothing else', () => {
    const before = Date.now();
    let offset = 3 * DAY;
    const installed = installShiftedDate(() => offset);
    restore = installed.restore;

    expect(Date.now()).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(new Date().getTime()).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(new Date(Date()).getTime()).toBeGreaterThanOrEqual(Math.floor((before + 3 * DAY) / 1000) * 1000);
    expect(installed.realNow()).toBeLessThan(before + DAY);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(2030, 0, 1).getFullYear()).toBe(2030);
    expect(Date.parse('2030-01-01T00:00:00Z')).toBe(Date.UTC(2030, 0, 1));
    expect(new Date() instanceof Date).toBe(true);

    offset = -DAY;
    expect(Date.now()).toBeLessThan(before);
  });

  it('keeps Date subclassable and restores the original', () => {
    const RealDate = Date;
    restore = installShiftedDate(() => DAY).restore;
    class Stamp extends Date {}
    expect(new Stamp(5).getTime()).toBe(5);
    expect(new Stamp(5)).toBeInstanceOf(Stamp);
    restore();
    restore = undefined;
    expect(Date).toBe(RealDate);
  });
});
