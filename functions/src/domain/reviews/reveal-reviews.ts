import type { ReviewType } from '@worknest/shared/review';
import { logger } from '../../logging/logger';
import { nowIso } from '../../store/clock';
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
 * The reveal job: blind reviews whose 14 days after check-out have passed are shown even if the
 * other side never wrote. A sweep: each run takes what is due (oldest first), each reveal is
 * conditional, so late, repeated or overlapping runs do no harm.
 */
export async function revealDueReviews(nowMs: number, batch = 100): Promise<{ revealed: number; already: number }> {
  const due = await listBlindReviewsDue(new Date(nowMs).toISOString(), batch);
  let revealed = 0;
  for (const review of due) {
    if (await revealWithRetry(review)) revealed++;
  }
  if (revealed > 0) logger.info('blind reviews revealed', { revealed });
  return { revealed, already: due.length - revealed };
}
