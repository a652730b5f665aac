import { queryOptions } from '@tanstack/react-query';
import type { CreditsView } from '@worknest/shared/credit-rules';
import { apiRequest } from './api-request';

/**
 * Issue 37: `GET /api/credits`, the member's balance and latest entries and whether the company
 * runs credits and swaps. Home exchange, the listing page and the search's "Pay with" filter read
 * it: one query key, so one answer serves them all.
 */
export const CREDITS_QUERY_KEY = ['/api/credits'] as const;

export function creditsQueryOptions() {
  return queryOptions({ queryKey: CREDITS_QUERY_KEY, queryFn: () => apiRequest<CreditsView>('GET', '/api/credits?limit=20') });
}
