import { SEARCH_WARMING_UP } from '@worknest/shared/listing-search-rules';
import { errorStatus, serverCode } from '../../../lib/api-request';

/**
 * The grid's search on a cold instance (issue 18): the instance reads its company's entries once,
 * and a search that waited too long for that read answers 503 `search_warming_up` while the read
 * goes on. Asked again, it gets the results. The app's queries never retry (SPEC.md §9); this one
 * asks again, a few times, for that answer only: any other error shows at once.
 */
export function retrySearchWhileWarmingUp(failureCount: number, error: unknown): boolean {
  return failureCount < SEARCH_WARMING_UP.clientRetries && errorStatus(error) === 503 && serverCode(error) === SEARCH_WARMING_UP.code;
}

/** How long to wait before asking again: what the server's Retry-After says. */
export const SEARCH_RETRY_DELAY_MS = SEARCH_WARMING_UP.retryAfterSeconds * 1000;
