import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { nextTask } from '../lib/in-next-task';

/**
 * Issue 31, ADR 0201: `createBrowserRouter` calls the first route's `lazy` and `loader` functions
 * inside its own creation, in the same task as matching the 45 routes (28-58 ms at full CPU
 * speed, a long task on a phone, and the largest one in Lighthouse's Total Blocking Time on the
 * listing page). Wrapped here, each starts its work in a task of its own right after. The page's
 * module and its first data were asked for by the entry already (main.tsx, lib/early-requests.ts),
 * so nothing waits longer than a task's turn; later navigations go the same way, a few ms apart.
 */
export function inLaterTasks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, loader, children } = route;
    const wrapped: Record<string, unknown> = { ...route };
    if (typeof lazy === 'function') wrapped.lazy = () => nextTask().then(() => lazy());
    if (typeof loader === 'function') wrapped.loader = (args: LoaderFunctionArgs, context?: unknown) => nextTask().then(() => loader(args, context));
    if (children) wrapped.children = inLaterTasks(children);
    return wrapped as RouteObject;
  });
}
