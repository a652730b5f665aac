import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectorySync, DirectorySyncGroups, DirectorySyncToken } from '@worknest/shared/scim';
import { apiRequest } from '../../../lib/api-request';

export const DIRECTORY_SYNC_QUERY_KEY = ['/api/hr/directory-sync'] as const;

/** `GET /api/hr/directory-sync`: base URL, whether a token exists, the groups that grant a role. */
export function useDirectorySync() {
  return useQuery({ queryKey: DIRECTORY_SYNC_QUERY_KEY, queryFn: () => apiRequest<DirectorySync>('GET', '/api/hr/directory-sync') });
}

/** `POST /api/hr/directory-sync/token`: a new token (the old one works 24 more hours), shown once. */
export function useIssueDirectorySyncToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DirectorySyncToken>('POST', '/api/hr/directory-sync/token'),
    onSuccess: ({ token: _token, ...view }) => queryClient.setQueryData(DIRECTORY_SYNC_QUERY_KEY, view),
  });
}

/** `PUT /api/hr/directory-sync/groups`. */
export function useSetDirectorySyncGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DirectorySyncGroups) => apiRequest<DirectorySync>('PUT', '/api/hr/directory-sync/groups', input),
    onSuccess: (view) => queryClient.setQueryData(DIRECTORY_SYNC_QUERY_KEY, view),
  });
}
