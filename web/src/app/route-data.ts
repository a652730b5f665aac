import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { USER_QUERY_KEY } from '../lib/auth';
import { COMPANY_SETUP_PATH } from '@worknest/shared/company-signup-rules';
import { mayHaveSession } from '../lib/session-hint';

/**
 * Data at navigation (issue 31, docs/adr/0089-data-at-navigation.md): a page declares the queries it
 * reads first, as the same query options its hooks use, and the router starts them when navigation
 * starts, in parallel with the page's code, instead of after the guard and the page's chunks.
 *
 *   { path: 'bookings', loader: pageData(queryClient, () => [myBookingsQueryOptions()]), lazy: … }
 *
 * The loader only *starts* the queries (TanStack Query's prefetch, deduplicated with anything
 * already in flight or cached) and returns at once: the page renders as soon as its code is there,
 * shows its own loading states, and its `useQuery` picks up the answer already on its way. Nothing
 * is asked when no session may exist (lib/session-hint), as the query client's default does.
 */

/** Any query's options (`queryOptions(…)` or `infiniteQueryOptions(…)`): a page's list mixes both, of different types. */
export interface AnyQueryOptions {
  queryKey: readonly unknown[];
  initialPageParam?: unknown;
}

/** The queries a page reads before anything else, from its address (params, search). */
export type PageQueries = (args: { params: LoaderFunctionArgs['params']; url: URL }) => readonly AnyQueryOptions[];

/** Starts one query; an infinite one (it has `initialPageParam`) as its first page. */
export function startQuery(queryClient: QueryClient, options: AnyQueryOptions): void {
  // Errors stay in the cache for the page to show, as when the page asks itself.
  if ('initialPageParam' in options) void queryClient.prefetchInfiniteQuery(options as unknown as FetchInfiniteQueryOptions);
  else void queryClient.prefetchQuery(options as unknown as FetchQueryOptions);
}

/** A route loader that starts a page's queries at navigation and returns at once. */
export function pageData(queryClient: QueryClient, queries: PageQueries) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (mayHaveSession() && !awaitsFirstVisitStep(queryClient) && !awaitsCompanySetup(queryClient, new URL(request.url))) for (const options of queries({ params, url: new URL(request.url) })) startQuery(queryClient, options);
    return null;
  };
}

/**
 * Issue 38: the founder of a company still being set up gets 403 from every page but the setup
 * page (require-auth.tsx sends them there), so no other page's query is started for them.
 */
function awaitsCompanySetup(queryClient: QueryClient, url: URL): boolean {
  const user = queryClient.getQueryData<{ companySetupPending?: boolean } | null>(USER_QUERY_KEY);
  return !!user?.companySetupPending && url.pathname !== COMPANY_SETUP_PATH;
}

/**
 * A member known to be before the first-visit step (age, Terms, names) gets 403 from every page
 * query, so none is started for them; the step shows instead (require-auth.tsx).
 */
function awaitsFirstVisitStep(queryClient: QueryClient): boolean {
  const user = queryClient.getQueryData<{ eligibilityConfirmedAt: string | null; firstName?: string | null; lastName?: string | null } | null>(USER_QUERY_KEY);
  return !!user && (user.eligibilityConfirmedAt === null || !user.firstName || !user.lastName);
}
