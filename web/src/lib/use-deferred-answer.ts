import { useDeferredValue } from 'react';

/**
 * ADR 0196: a query's answer for a large part of a page (a list, a page's body). Its arrival
 * re-renders at once (TanStack Query's store updates are blocking) with `shown` still the previous
 * answer; the part renders from `shown` in the next, non-blocking render, which React slices.
 * `loading`: show the loading state (the query is pending, or its first answer is in but not yet shown).
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isPending: boolean; isSuccess: boolean }): { shown: T | undefined; loading: boolean } {
  const shown = useDeferredValue(query.data);
  return { shown, loading: query.isPending || (query.isSuccess && !shown) };
}
