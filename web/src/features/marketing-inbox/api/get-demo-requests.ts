import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DemoRequestEntry, DemoRequestPage } from '@worknest/shared/marketing';
import { MARKETING_PAGE_SIZE_MAX } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';

const PAGE_SIZE = 50;

/** `GET /api/demo-request?limit&cursor`: one page, newest first (admin only). */
export function getDemoRequestsPage(cursor: string | null, limit = PAGE_SIZE): Promise<DemoRequestPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<DemoRequestPage>('GET', `/api/demo-request?${query}`);
}

/** Every demo request, page by page: what the CSV export contains. */
export async function getAllDemoRequests(): Promise<DemoRequestEntry[]> {
  const entries: DemoRequestEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: DemoRequestPage = await getDemoRequestsPage(cursor, MARKETING_PAGE_SIZE_MAX);
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

export function demoRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/api/demo-request'],
    queryFn: ({ pageParam }) => getDemoRequestsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useDemoRequests() {
  return useInfiniteQuery(demoRequestsQueryOptions());
}
