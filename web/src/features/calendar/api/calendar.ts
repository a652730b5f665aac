import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink, CalendarImportsView } from '@worknest/shared/calendar';
import { apiRequest } from '../../../lib/api-request';

const feedPath = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/calendar-feed`;
const importsPath = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/calendar-imports`;

export function calendarFeedQueryOptions(listingId: string) {
  return queryOptions({ queryKey: ['/api/listings', listingId, 'calendar-feed'], queryFn: () => apiRequest<CalendarFeedLink>('GET', feedPath(listingId)) });
}

/** `GET /api/listings/{id}/calendar-feed`: the private feed URL (its host only). */
export function useCalendarFeed(listingId: string) {
  return useQuery(calendarFeedQueryOptions(listingId));
}

/** `POST /api/listings/{id}/calendar-feed`: a new URL; the old one stops working. */
export function useRegenerateCalendarFeed(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedLink>('POST', feedPath(listingId)),
    onSuccess: (link) => queryClient.setQueryData(calendarFeedQueryOptions(listingId).queryKey, link),
  });
}

export function calendarImportsQueryOptions(listingId: string) {
  return queryOptions({ queryKey: ['/api/listings', listingId, 'calendar-imports'], queryFn: () => apiRequest<CalendarImportsView>('GET', importsPath(listingId)) });
}

/** `GET /api/listings/{id}/calendar-imports`: the imported calendars and what they block. */
export function useCalendarImports(listingId: string) {
  return useQuery(calendarImportsQueryOptions(listingId));
}

/** The listing's own keys: its detail (blocked dates) and search follow the imports. */
function useAfterImports(listingId: string) {
  const queryClient = useQueryClient();
  return (view: CalendarImportsView) => {
    queryClient.setQueryData(calendarImportsQueryOptions(listingId).queryKey, view);
    void queryClient.invalidateQueries({ queryKey: ['/api/listings', listingId], exact: true });
  };
}

/** `PUT /api/listings/{id}/calendar-imports {urls}`: saves the list and reads it at once. */
export function useSaveCalendarImports(listingId: string) {
  const after = useAfterImports(listingId);
  return useMutation({
    mutationFn: (urls: string[]) => apiRequest<CalendarImportsView>('PUT', importsPath(listingId), { urls }),
    onSuccess: after,
  });
}

/** `POST /api/listings/{id}/calendar-imports/sync`: "Sync now". */
export function useSyncCalendarImports(listingId: string) {
  const after = useAfterImports(listingId);
  return useMutation({
    mutationFn: () => apiRequest<CalendarImportsView>('POST', `${importsPath(listingId)}/sync`),
    onSuccess: after,
  });
}
