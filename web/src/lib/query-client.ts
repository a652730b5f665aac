import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus, getQueryFn } from './api-request';
import { USER_QUERY_KEY } from './auth';
import { mayHaveSession, rememberSession } from './session-hint';

/**
 * SPEC.md §9: no refetch interval, no refetch on focus, data never stale, no retries.
 * A 401 from any call means the session ended (expired, logged out elsewhere): the user
 * becomes null, and the guard sends the person to /login.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        // Signed-in calls only while a session may exist: after a logout the pages still mounted
        // do not refetch into 401s that the browser logs as errors (issue 13).
        enabled: () => mayHaveSession(),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  function signOutOn401(error: Error): void {
    if (errorStatus(error) === 401) client.setQueryData(USER_QUERY_KEY, null);
  }
  // Every answer about "me" (a check, a sign-out, a 401 anywhere) updates the hint `/` reads.
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== USER_QUERY_KEY[0]) return;
    rememberSession(event.query.state.data != null);
  });
  return client;
}
