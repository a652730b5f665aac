import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlWhileLoading } from './warm-intl';

describe('warmIntlWhileLoading (issue 31)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('makes one date and one amount formatter in tasks of their own, not while the entry runs', () => {
    vi.useFakeTimers();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const amounts = vi.spyOn(Intl, 'NumberFormat');
    warmIntlWhileLoading();
    expect(dates).not.toHaveBeenCalled();
    expect(amounts).not.toHaveBeenCalled();
    // Two timers, so two tasks: together they were one long task.
    expect(vi.getTimerCount()).toBe(2);
    vi.runOnlyPendingTimers();
    expect(dates).toHaveBeenCalledTimes(1);
    expect(amounts).toHaveBeenCalledTimes(1);
    expect(amounts.mock.calls[0]![1]).toMatchObject({ style: 'currency', currency: 'EUR' });
  });

  it('makes only an amount formatter when asked for amounts (the landing page)', () => {
    vi.useFakeTimers();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const amounts = vi.spyOn(Intl, 'NumberFormat');
    warmIntlWhileLoading(['amounts']);
    vi.runOnlyPendingTimers();
    expect(dates).not.toHaveBeenCalled();
    expect(amounts).toHaveBeenCalledTimes(1);
  });
});
