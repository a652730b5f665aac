import { useInfiniteQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@worknest/shared/marketing';
import { adminList } from './admin-list';

/** `GET /api/waitlist?limit&cursor`: the waitlist's signups, newest first (admin only). */
const waitlist = adminList<WaitlistEntry>('/api/waitlist');

/** Every signup, page by page: what the CSV export contains. */
export const getAllWaitlistEntries = waitlist.all;

export function useWaitlist() {
  return useInfiniteQuery(waitlist.queryOptions());
}
