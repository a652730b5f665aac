import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@worknest/shared/auth';
import { getQueryFn } from './api-request';
import { hasSessionHint } from './session-hint';
import { USER_PATH } from './early-requests';

/**
 * The signed-in user, shared by the guard, the header and every page that needs "me".
 * It lives in lib (not in a feature) because every feature reads it.
 */
export const USER_QUERY_KEY = [USER_PATH] as const;

/** `GET /api/auth/user`: the user, or null when signed out (401); the first run takes the entry's early request if it sent one. */
export const getUser = getQueryFn<User | null>({ on401: 'returnNull' });

export function userQueryOptions() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * "Me" on public pages (/login): asked only when this browser had a session (session-hint.ts), so
 * a signed-out visitor's page makes no call that answers 401 and logs a console error (issue 13).
 */
export function useUserIfHinted() {
  return useQuery({ ...userQueryOptions(), enabled: hasSessionHint() });
}

/**
 * The user inside the signed-in app, where `RequireAuth` has already loaded it and redirected
 * everyone else; calling this outside the guard is a programming error.
 */
export function useSignedInUser(): User {
  const { data } = useUser();
  if (!data) throw new Error('useSignedInUser is only for pages inside RequireAuth.');
  return data;
}
