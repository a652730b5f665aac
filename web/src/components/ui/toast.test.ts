import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@worknest/shared/constants';

// The store is module state: load a fresh copy per test.
async function freshStore() {
  vi.resetModules();
  return import('./toast');
}

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('keeps one toast visible: a new toast replaces the previous one', async () => {
    const store = await freshStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getToasts().map((item) => item.title)).toEqual(['Second']);
  });

  it('marks a dismissed toast closed and removes it after 1,000,000 ms', async () => {
    vi.useFakeTimers();
    const store = await freshStore();
    const { dismiss } = store.toast({ title: 'Profile updated successfully' });
    dismiss();
    expect(store.getToasts()).toMatchObject([{ title: 'Profile updated successfully', open: false }]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });
});
