import { infiniteQueryOptions } from '@tanstack/react-query';
import { MARKETING_PAGE_SIZE_MAX } from '@worknest/shared/marketing';
import { apiRequest } from '../../../lib/api-request';

const PAGE_SIZE = 50;

interface Page<Entry> {
  items: Entry[];
  nextCursor: string | null;
}

/**
 * One of the marketing inbox's admin lists (`GET {path}?limit&cursor`, newest first, admin only):
 * a page, every entry page by page (what the CSV export contains), and the infinite query's options.
 */
export function adminList<Entry>(path: string) {
  function page(cursor: string | null, limit = PAGE_SIZE): Promise<Page<Entry>> {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    return apiRequest<Page<Entry>>('GET', `${path}?${query}`);
  }

  async function all(): Promise<Entry[]> {
    const entries: Entry[] = [];
    let cursor: string | null = null;
    do {
      const next: Page<Entry> = await page(cursor, MARKETING_PAGE_SIZE_MAX);
      entries.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    return entries;
  }

  function queryOptions() {
    return infiniteQueryOptions({
      queryKey: [path],
      queryFn: ({ pageParam }) => page(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    });
  }

  return { page, all, queryOptions };
}
