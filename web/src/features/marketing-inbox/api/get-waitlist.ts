import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WaitlistEntry, WaitlistPage } from '@worknest/shared/marketing';
import { MARKETING_PAGE_SIZE_MAX } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';

const PAGE_SIZE = 50;

/** `GET /api/waitlist?limit&cursor`: one page, newest first (admin only). */
export function getWaitlistPage(cursor: string | null, limit = PAGE_SIZE): Promise<WaitlistPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<WaitlistPage>('GET', `/api/waitlist?${query}`);
}

/** Every signup, page by page: what the CSV export contains. */
export async function getAllWaitlistEntries(): Promise<WaitlistEntry[]> {
  const entries: WaitlistEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: WaitlistPage = await getWaitlistPage(cursor, MARKETING_PAGE_SIZE_MAX);
    entries.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

export function waitlistQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/api/waitlist'],
    queryFn: ({ pageParam }) => getWaitlistPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useWaitlist() {
  return useInfiniteQuery(waitlistQueryOptions());
}
