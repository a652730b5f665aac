import type { ReviewType } from '@worknest/shared/review';
import { logger } from '../../logging/logger';
import { nowIso } from '../../clock';
import { timeBudget } from '../time-budget';
import { getBookingReview, getReview, listBlindReviewsDue, revealReview, type ReviewRecord } from '../../store/reviews';

const REVEAL_ATTEMPTS = 5;

/**
 * Shows a blind review to the other side (issue 20), retrying when a moderator decided on it
 * between the read and the write (the store's write is conditional on what was read). True when
 * this call revealed it, false when it was revealed already.
 */
export async function revealWithRetry(review: ReviewRecord, at: string = nowIso()): Promise<boolean> {
  let current: ReviewRecord | null = review;
  for (let attempt = 0; current && attempt < REVEAL_ATTEMPTS; attempt++) {
    const outcome = await revealReview(current, at);
    if (outcome !== 'changed') return outcome === 'revealed';
    current = await getReview(review.id);
  }
  if (current) throw new Error(`Review ${review.id} kept changing while being revealed`);
  return false;
}

/**
 * Both sides of a stay have written: both reviews are shown (subject to moderation). Called by
 * each writer after its own write, so two reviews written at the same instant still meet: the
 * second write to land sees the first.
 */
export async function revealStayIfBothWritten(bookingId: string): Promise<boolean> {
  const types: ReviewType[] = ['guest_to_host', 'host_to_guest'];
  const [guests, hosts] = await Promise.all(types.map((type) => getBookingReview(bookingId, type)));
  if (!guests || !hosts) return false;
  const at = nowIso();
  await Promise.all([revealWithRetry(guests, at), revealWithRetry(hosts, at)]);
  return true;
}

/**
 * The reveal job's working time: its Lambda has 120 s (functions/src/schedules.ts); no review is
 * started after 80 s, and one reveal is a few conditional writes.
 */
export const REVEAL_JOB_BUDGET_MS = 80_000;

export interface DueRevealOptions {
  /** Reviews read per page of the blind index. */
  batch?: number;
  budgetMs?: number;
}

/**
 * The reveal job: blind reviews whose 14 days after check-out have passed are shown even if the
 * other side never wrote, page after page until none is due or the time budget is spent (the
 * rest stays due for the next run). A sweep: each reveal is conditional, so late, repeated or
 * overlapping runs do no harm; pages follow the index's cursor, so a review that could not be
 * revealed is not read again in the same run.
 */
export async function revealDueReviews(
  nowMs: number,
  { batch = 100, budgetMs = REVEAL_JOB_BUDGET_MS }: DueRevealOptions = {},
): Promise<{ revealed: number; already: number; failed: number; pages: number; budgetSpent: boolean }> {
  const budget = timeBudget(budgetMs);
  const dueBefore = new Date(nowMs).toISOString();
  const total = { revealed: 0, already: 0, failed: 0, pages: 0, budgetSpent: false };
  let startKey: Record<string, unknown> | undefined;
  do {
    if (budget.spent()) {
      total.budgetSpent = true;
      break;
    }
    const page = await listBlindReviewsDue(dueBefore, batch, startKey);
    total.pages++;
    for (const review of page.reviews) {
      if (budget.spent()) {
        total.budgetSpent = true;
        break;
      }
      try {
        if (await revealWithRetry(review)) total.revealed++;
        else total.already++;
      } catch (error) {
        // One review that keeps changing must not hold back the others; it stays due for the next run.
        logger.error('review reveal failed', { reviewId: review.id, error: error as Error });
        total.failed++;
      }
    }
    startKey = page.next;
  } while (startKey && !total.budgetSpent);
  if (total.revealed > 0) logger.info('blind reviews revealed', { revealed: total.revealed });
  if (total.budgetSpent) logger.warn('review reveal stopped at its time budget; the next run continues', { revealed: total.revealed, budgetMs });
  return total;
}
