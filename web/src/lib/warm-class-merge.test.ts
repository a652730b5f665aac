import { afterEach, describe, expect, it, vi } from 'vitest';

const twMerge = vi.fn((classes: string) => classes);
vi.mock('tailwind-merge', () => ({ twMerge }));

describe('warmClassMergeWhileLoading (issue 31)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one merge in the next task, not while the app starts', async () => {
    vi.useFakeTimers();
    const { warmClassMergeWhileLoading } = await import('./utils');
    warmClassMergeWhileLoading();
    expect(twMerge).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(twMerge).toHaveBeenCalledTimes(1);
  });
});
