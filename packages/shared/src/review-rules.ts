/** Review limits, messages and display helpers: plain values, no zod (./review re-exports them). */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** Days after check-out during which a stay can be reviewed; on the last, blind reviews are shown (issue 20). */
export const REVIEW_WINDOW_DAYS = 14;

/** `reviewType` (SPEC: up to 20 characters): who reviews whom. */
export const reviewTypes = ['guest_to_host', 'host_to_guest'] as const;
export type ReviewType = (typeof reviewTypes)[number];

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5',
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  bookingNotFound: 'Booking not found',
  notParticipant: 'Only the guest and the host of this stay can review it.',
  notConfirmed: 'Only confirmed stays can be reviewed.',
  beforeCheckOut: (checkOut: string) => `You can review this stay from its check-out date (${checkOut}).`,
  alreadyReviewed: 'You have already reviewed this stay.',
  reviewNotFound: 'Review not found',
  alreadyModerated: 'This review has already been moderated.',
  windowClosed: (lastDay: string) => `Reviews for this stay closed after ${lastDay}.`,
  replyNotAllowed: 'Only the host of this home can reply to its reviews.',
  replyNotPublished: 'You can reply once the review is published.',
  alreadyReplied: 'You have already replied to this review.',
  replyEmpty: 'Please write a reply.',
  replyTooLong: `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
} as const;

/**
 * Double-blind reviews (issue 20). A stay's two reviews stay hidden from the other side until both
 * are written or until the reveal day, `REVIEW_WINDOW_DAYS` after check-out, whichever comes first;
 * on that day reviewing closes. So the last day a review is accepted is the day before.
 */
export function reviewRevealDate(checkOut: string): string {
  return addDaysUtc(checkOut, REVIEW_WINDOW_DAYS);
}

/** The last day (yyyy-MM-dd) a stay can be reviewed. */
export function lastReviewDay(checkOut: string): string {
  return addDaysUtc(checkOut, REVIEW_WINDOW_DAYS - 1);
}

/** The instant (ISO) a blind review is shown at the latest: the start of the reveal day, UTC. */
export function reviewRevealAt(checkOut: string): string {
  return `${reviewRevealDate(checkOut)}T00:00:00.000Z`;
}

/**
 * Is a review visible to the other side (and, approved, to everyone it is meant for)? Reviews
 * written before issue 20 carry no reveal time and were never blind.
 */
export function isReviewRevealed(review: { revealedAt: string | null; revealAt: string | null }, nowMs: number): boolean {
  if (review.revealedAt || !review.revealAt) return true;
  return Date.parse(review.revealAt) <= nowMs;
}

/** "9 December": the reveal day as the reviewer reads it (UTC, day and month). */
export function formatRevealDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "Your review will be shown when Alex has written theirs, or on 9 December at the latest" */
export function blindReviewNotice(otherFirstName: string, revealDate: string): string {
  return `Your review will be shown when ${otherFirstName} has written theirs, or on ${formatRevealDay(revealDate)} at the latest`;
}

function addDaysUtc(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Average for display: one decimal (`4.5`), whole numbers without it (`4`). */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toString();
}
