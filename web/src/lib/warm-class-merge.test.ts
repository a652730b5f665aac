import { afterEach, describe, expect, it, vi } from 'vitest';

const merge = vi.fn((classes: string) => classes);
vi.mock('tailwind-merge', async (original) => ({ ...(await original<typeof import('tailwind-merge')>()), createTailwindMerge: () => merge }));

describe('warmClassMergeWhileLoading (issue 31)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one merge in the next task, not while the app starts', async () => {
    vi.useFakeTimers();
    const { warmClassMergeWhileLoading } = await import('./utils');
    warmClassMergeWhileLoading();
    expect(merge).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(merge).toHaveBeenCalledTimes(1);
  });
});
