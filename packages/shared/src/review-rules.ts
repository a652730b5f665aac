/** Review limits, messages, the rules of who may review when, and the answer shapes: plain values, no zod (./review re-exports them). */
import { dates } from './format-dates';

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

/** "December 9": the reveal day as the reviewer reads it (the calendar day, format-dates.ts). */
export function formatRevealDay(date: string): string {
  return dates.dayMonth(date);
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

/** What the rules read of a booking. */
export interface ReviewableStay {
  guestId: string;
  hostId: string;
  status: string;
  checkOut: string;
}

export type ReviewDecision =
  | { allowed: true; reviewType: ReviewType; revieweeId: string }
  | { allowed: false; status: 403 | 409; code: string; message: string };

/**
 * May `userId` review this stay on `today` (yyyy-MM-dd, UTC)? The guest reviews the stay (and so
 * its host), the host reviews the guest; from the check-out day on, of a confirmed stay. Whether
 * they already did is the store's check (a conditional write).
 */
export function reviewDecision(stay: ReviewableStay, userId: string, today: string): ReviewDecision {
  const reviewType: ReviewType | null = userId === stay.guestId ? 'guest_to_host' : userId === stay.hostId ? 'host_to_guest' : null;
  if (!reviewType) return { allowed: false, status: 403, code: 'not_participant', message: REVIEW_MESSAGES.notParticipant };
  if (stay.status !== 'confirmed') return { allowed: false, status: 409, code: 'stay_not_confirmed', message: REVIEW_MESSAGES.notConfirmed };
  if (today < stay.checkOut) return { allowed: false, status: 409, code: 'stay_not_over', message: REVIEW_MESSAGES.beforeCheckOut(stay.checkOut) };
  // Issue 20: on the reveal day both reviews are shown, so no review can be written from then on.
  if (today >= reviewRevealDate(stay.checkOut)) {
    return { allowed: false, status: 409, code: 'review_window_closed', message: REVIEW_MESSAGES.windowClosed(lastReviewDay(stay.checkOut)) };
  }
  return { allowed: true, reviewType, revieweeId: reviewType === 'guest_to_host' ? stay.hostId : stay.guestId };
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export function reviewStatus(review: { isApproved: boolean; moderatedAt: string | null }): ReviewStatus {
  if (review.isApproved) return 'approved';
  return review.moderatedAt ? 'rejected' : 'pending';
}

/** A review as its author sees it. */
export interface OwnReview {
  id: string;
  bookingId: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  isApproved: boolean;
  status: ReviewStatus;
  moderatedAt: string | null;
  createdAt: string;
  /** Still hidden from the other side (issue 20): until they write theirs or `revealsOn`. */
  blind: boolean;
}

/**
 * The other side's review of the caller, once an admin approved it: the guest sees what their host
 * wrote about them (shown nowhere else but to admins), the host what the guest wrote about the stay
 * (also public on the listing).
 */
export interface ReceivedReview {
  id: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  reviewerName: string;
  createdAt: string;
}

/** `GET /api/reviews/booking/{bookingId}`: the caller's review of a stay, or whether they may write one. */
export interface StayReviewState {
  bookingId: string;
  reviewType: ReviewType;
  /** The first day a review is accepted (the check-out date). */
  opensOn: string;
  canReview: boolean;
  /** Why not, when `canReview` is false and there is no review yet. */
  reason: string | null;
  review: OwnReview | null;
  /** The other side's approved review of the caller for this stay; null until approved and revealed (or never written). */
  received: ReceivedReview | null;
  /** The other side's first name ("Alex"), for the blind-review notice. */
  otherName: string;
  /** The reveal day (check-out + 14 days): blind reviews are shown then, and reviewing has closed. */
  revealsOn: string;
  /** Whether both reviews are visible to both sides now (both written, or the reveal day came). */
  revealed: boolean;
}

/** An approved review on the listing detail: the reviewer's public name, never their e-mail. */
export interface PublicReview {
  id: string;
  rating: number;
  comment: string | null;
  reviewerName: string;
  /** yyyy-MM of the stay's check-out, shown as "Stayed in March 2026". */
  stayedIn: string;
  createdAt: string;
  /** The host's one reply, shown under the review. */
  reply: { text: string; createdAt: string } | null;
}

/** `GET /api/listings/{id}/reviews`: approved reviews of the stays, newest first, with the average over all of them. */
export interface ListingReviews {
  listingId: string;
  /** Mean rating of every approved review, two decimals; null without reviews. */
  averageRating: number | null;
  count: number;
  /** How many published reviews gave each number of stars: `distribution[4]` counts 5-star reviews. */
  distribution: [number, number, number, number, number];
  /** The viewer hosts this listing: they may reply to each review once. */
  viewerIsHost: boolean;
  items: PublicReview[];
  nextCursor: string | null;
}

/** A review in the admin's moderation queue. */
export interface AdminReview {
  id: string;
  bookingId: string;
  reviewType: ReviewType;
  rating: number;
  comment: string | null;
  reviewer: { id: string; name: string };
  reviewee: { id: string; name: string };
  listingId: string;
  listingTitle: string;
  companyDomain: string;
  checkIn: string;
  checkOut: string;
  isApproved: boolean;
  status: ReviewStatus;
  moderatedBy: string | null;
  moderatedAt: string | null;
  createdAt: string;
  /** Still in its blind period (issue 20): hidden from the other side until `revealsOn` or their review. */
  blind: boolean;
  revealsOn: string | null;
}

/** `GET /api/admin/reviews`: pending reviews, oldest first. */
export interface AdminReviewPage {
  items: AdminReview[];
  nextCursor: string | null;
}
