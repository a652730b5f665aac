import { useInfiniteQuery } from '@tanstack/react-query';
import type { DemoRequestEntry } from '@worknest/shared/marketing';
import { adminList } from './admin-list';

/** `GET /api/demo-request?limit&cursor`: the demo requests, newest first (admin only). */
const demoRequests = adminList<DemoRequestEntry>('/api/demo-request');

/** Every demo request, page by page: what the CSV export contains. */
export const getAllDemoRequests = demoRequests.all;

export function useDemoRequests() {
  return useInfiniteQuery(demoRequests.queryOptions());
}
