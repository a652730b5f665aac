import { describe, expect, it } from 'vitest';
import {
  blindReviewNotice,
  formatRating,
  formatRevealDay,
  isReviewRevealed,
  lastReviewDay,
  newReviewSchema,
  REVIEW_MESSAGES,
  reviewDecision,
  reviewReplySchema,
  reviewRevealAt,
  reviewRevealDate,
  reviewStatus,
} from './review';

const stay = { guestId: 'guest', hostId: 'host', status: 'confirmed', checkOut: '2026-03-10' };

describe('reviewDecision', () => {
  it.each([
    ['the guest, on check-out day', 'guest', stay, '2026-03-10', { allowed: true, reviewType: 'guest_to_host', revieweeId: 'host' }],
    ['the host, after check-out', 'host', stay, '2026-03-20', { allowed: true, reviewType: 'host_to_guest', revieweeId: 'guest' }],
    ['someone else', 'colleague', stay, '2026-04-01', { allowed: false, status: 403, code: 'not_participant', message: REVIEW_MESSAGES.notParticipant }],
    ['the guest, the day before check-out', 'guest', stay, '2026-03-09', { allowed: false, status: 409, code: 'stay_not_over', message: REVIEW_MESSAGES.beforeCheckOut('2026-03-10') }],
    ['the host of a pending booking', 'host', { ...stay, status: 'pending' }, '2026-04-01', { allowed: false, status: 409, code: 'stay_not_confirmed', message: REVIEW_MESSAGES.notConfirmed }],
    ['the guest of a refunded booking', 'guest', { ...stay, status: 'refunded' }, '2026-04-01', { allowed: false, status: 409, code: 'stay_not_confirmed', message: REVIEW_MESSAGES.notConfirmed }],
  ])('%s', (_name, userId, booking, today, expected) => {
    expect(reviewDecision(booking, userId, today)).toEqual(expected);
  });
});

describe('newReviewSchema', () => {
  const bookingId = '6f1c1f55-3f8e-4d7a-9f55-0d8f3c1e2a10';
  it.each([0, 6, 3.5, '4', null])('refuses rating %j with the rating message', (rating) => {
    const result = newReviewSchema.safeParse({ bookingId, rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.rating);
  });

  it('trims the comment, treats an empty one as none, and drops moderation fields', () => {
    expect(newReviewSchema.parse({ bookingId, rating: 5, comment: '  Lovely desk  ', isApproved: true, moderatedBy: 'me' })).toEqual({
      bookingId,
      rating: 5,
      comment: 'Lovely desk',
    });
    expect(newReviewSchema.parse({ bookingId, rating: 1, comment: '   ' }).comment).toBeNull();
    expect(newReviewSchema.parse({ bookingId, rating: 1 }).comment).toBeNull();
  });

  it('limits the comment length', () => {
    expect(newReviewSchema.safeParse({ bookingId, rating: 3, comment: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.commentTooLong);
  });
});

describe('review display', () => {
  it.each([
    [{ isApproved: false, moderatedAt: null }, 'pending'],
    [{ isApproved: true, moderatedAt: '2026-03-11T10:00:00.000Z' }, 'approved'],
    [{ isApproved: false, moderatedAt: '2026-03-11T10:00:00.000Z' }, 'rejected'],
  ] as const)('%j is %s', (review, status) => {
    expect(reviewStatus(review)).toBe(status);
  });

  it.each([
    [4, '4'],
    [4.5, '4.5'],
    [4.333, '4.3'],
    [4.96, '5'],
  ])('average %d shows as %s', (average, shown) => {
    expect(formatRating(average)).toBe(shown);
  });
});

describe('double-blind reviews (issue 20)', () => {
  it('closes reviewing on the reveal day, 14 days after check-out; the day before is the last', () => {
    expect(reviewRevealDate('2026-11-25')).toBe('2026-12-09');
    expect(lastReviewDay('2026-11-25')).toBe('2026-12-08');
    const booking = { ...stay, checkOut: '2026-11-25' };
    expect(reviewDecision(booking, 'guest', '2026-12-08')).toMatchObject({ allowed: true });
    expect(reviewDecision(booking, 'host', '2026-12-09')).toEqual({
      allowed: false,
      status: 409,
      code: 'review_window_closed',
      message: REVIEW_MESSAGES.windowClosed('2026-12-08'),
    });
  });

  it('keeps a review hidden until it is revealed or its reveal time has come', () => {
    const revealAt = reviewRevealAt('2026-11-25');
    expect(revealAt).toBe('2026-12-09T00:00:00.000Z');
    const blind = { revealAt, revealedAt: null };
    expect(isReviewRevealed(blind, Date.parse('2026-12-08T23:59:59.999Z'))).toBe(false);
    expect(isReviewRevealed(blind, Date.parse(revealAt))).toBe(true);
    expect(isReviewRevealed({ revealAt, revealedAt: '2026-11-27T10:00:00.000Z' }, Date.parse('2026-11-27T10:00:00.000Z'))).toBe(true);
    // Reviews written before issue 20 were never blind.
    expect(isReviewRevealed({ revealAt: null, revealedAt: null }, 0)).toBe(true);
  });

  it('tells the reviewer when their review will be shown, in the spec’s words', () => {
    expect(blindReviewNotice('Alex', reviewRevealDate('2026-11-25'))).toBe(
      'Your review will be shown when Alex has written theirs, or on December 9 at the latest',
    );
    expect(formatRevealDay('2027-01-01')).toBe('January 1');
  });

  it('accepts one reply of 1 to 1,000 characters', () => {
    expect(reviewReplySchema.parse({ text: '  Thank you!  ' })).toEqual({ text: 'Thank you!' });
    expect(reviewReplySchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.replyEmpty);
    expect(reviewReplySchema.safeParse({ text: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.replyTooLong);
  });
});
