/** Review limits, messages and display helpers: plain values, no zod (./review re-exports them). */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;

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
} as const;

/** Average for display: one decimal (`4.5`), whole numbers without it (`4`). */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toString();
}
