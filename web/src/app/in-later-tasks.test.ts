import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { inLaterTasks } from './in-later-tasks';

describe('inLaterTasks (issue 31, ADR 0201)', () => {
  afterEach(() => vi.useRealTimers());

  it("runs each route's lazy and loader in a later task, with their arguments and results", async () => {
    vi.useFakeTimers();
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const loader = vi.fn(() => 'data');
    const childLoader = vi.fn(() => null);
    const [root] = inLaterTasks([{ path: '/', lazy, loader, children: [{ path: 'child', loader: childLoader }] }]) as [RouteObject & { children: RouteObject[] }];
    const args = { params: { id: '1' }, request: new Request('https://worknest.test/child') } as unknown as LoaderFunctionArgs;

    const lazyResult = (root.lazy as () => Promise<unknown>)();
    const loaderResult = (root.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    const childResult = (root.children[0]!.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    // Nothing ran in the task that called them (the router's creation).
    expect(lazy).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(childLoader).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    await expect(lazyResult).resolves.toHaveProperty('Component');
    await expect(loaderResult).resolves.toBe('data');
    await expect(childResult).resolves.toBeNull();
    expect(loader).toHaveBeenCalledWith(args, undefined);
    expect(childLoader).toHaveBeenCalledWith(args, undefined);
  });

  it('leaves routes without lazy or loader as they are', () => {
    const routes: RouteObject[] = [{ path: 'plain', element: null }];
    expect(inLaterTasks(routes)).toEqual(routes);
  });
});
