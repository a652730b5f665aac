import { randomUUID } from 'node:crypto';
import type { BookingList } from '@worknest/shared/booking';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import {
  REVIEW_MESSAGES,
  type AdminReview,
  type AdminReviewPage,
  type ListingReviews,
  type OwnReview,
  type StayReviewState,
} from '@worknest/shared/review';
import {
  confirmedStay,
  hostWithListing,
  newGuest,
  queuedReviews,
  shiftClock,
  startCheckout,
  stay,
  webhooks,
  type ConfirmedStay,
  type ErrorBody,
  type HostWithListing,
} from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { localTable } from './support/local-table';
import { signInAgain } from './support/members';

/*
 * Reviews (issue 8; SPEC.md §3, §5, §6) through the local gateway, on stays booked and paid for
 * through the real checkout: every rule (who, when, once, rating), moderation, and that only
 * approved reviews of the stay show on the listing, with their average and count.
 */

const DAY_MS = 86_400_000;

type Stay = ConfirmedStay;

function review(member: Member, bookingId: string, rating: number, comment?: string, extra: Record<string, unknown> = {}) {
  return member.client.post<OwnReview & ErrorBody>('/api/reviews', { bookingId, rating, comment, ...extra });
}

async function listingReviews(member: Member, listingId: string): Promise<ListingReviews> {
  const answer = await member.client.get<ListingReviews>(`/api/listings/${listingId}/reviews`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function pendingIds(admin: Member): Promise<string[]> {
  return (await queuedReviews(admin)).map((item) => item.id);
}

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('reviews', { timeout: 120_000 }, () => {
  let place: HostWithListing;
  let guest: Member;
  let secondGuest: Member;
  let colleague: Member;
  let admin: Member;
  let outsider: Member;
  let first: Stay;
  let second: Stay;

  beforeAll(async () => {
    place = await hostWithListing();
    [guest, secondGuest, colleague, admin, outsider] = await Promise.all([
      newGuest(),
      newGuest(),
      newGuest(),
      demoCompanyMember('acme.test', 'admin', 'Ada'),
      demoCompanyMember('globex.test', 'employee', 'Gus'),
    ]);
    first = await confirmedStay(place, guest, 2, 2); // check-out in 4 days
    second = await confirmedStay(place, secondGuest, 6, 3); // check-out in 9 days
  }, 180_000);

  it('refuses the guest and the host before check-out, with the date it opens', async () => {
    await shiftClock(3 * DAY_MS); // the last night of the stay
    for (const member of [guest, place.host]) {
      const early = await review(member, first.bookingId, 5);
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'stay_not_over', message: REVIEW_MESSAGES.beforeCheckOut(first.checkOut) });
    }
    const state = await guest.client.get<StayReviewState>(`/api/reviews/booking/${first.bookingId}`);
    expect(state.body).toMatchObject({ canReview: false, reason: REVIEW_MESSAGES.beforeCheckOut(first.checkOut), review: null, opensOn: first.checkOut });
  });

  it('refuses anyone but the stay’s guest and host, and unknown bookings', async () => {
    await shiftClock(4 * DAY_MS);
    for (const member of [colleague, admin, outsider]) {
      const answer = await review(member, first.bookingId, 4);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(REVIEW_MESSAGES.notParticipant);
      expect((await member.client.get(`/api/reviews/booking/${first.bookingId}`)).status).toBe(403);
    }
    const unknown = await review(guest, randomUUID(), 4);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(REVIEW_MESSAGES.bookingNotFound);
  });

  it('refuses a stay that was never paid for', async () => {
    const other = await hostWithListing();
    const unpaid = await startCheckout(colleague, other.listing.id, stay(2, 2));
    expect(unpaid.status, unpaid.text).toBe(200);
    await shiftClock(5 * DAY_MS);
    const answer = await review(colleague, unpaid.body.bookingId, 5);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'stay_not_confirmed', message: REVIEW_MESSAGES.notConfirmed });
  });

  it.each([
    [0, REVIEW_MESSAGES.rating],
    [6, REVIEW_MESSAGES.rating],
    [4.5, REVIEW_MESSAGES.rating],
    ['5', REVIEW_MESSAGES.rating],
  ])('refuses rating %j with “%s”', async (rating, message) => {
    await shiftClock(4 * DAY_MS);
    const answer = await guest.client.post<ErrorBody>('/api/reviews', { bookingId: first.bookingId, rating });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('takes one review from the guest and one from the host from the check-out day, unapproved, never a second', async () => {
    await shiftClock(4 * DAY_MS); // check-out day
    const byGuest = await review(guest, first.bookingId, 5, '  Great desk, fast Wi-Fi.  ', { isApproved: true, moderatedBy: guest.id });
    expect(byGuest.status, byGuest.text).toBe(201);
    expect(byGuest.body).toMatchObject({ reviewType: 'guest_to_host', rating: 5, comment: 'Great desk, fast Wi-Fi.', isApproved: false, status: 'pending', moderatedAt: null });

    const again = await review(guest, first.bookingId, 1, 'Changed my mind');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_reviewed', message: REVIEW_MESSAGES.alreadyReviewed });

    const byHost = await review(place.host, first.bookingId, 4);
    expect(byHost.status, byHost.text).toBe(201);
    expect(byHost.body).toMatchObject({ reviewType: 'host_to_guest', comment: null, isApproved: false });
    expect((await review(place.host, first.bookingId, 4)).status).toBe(409);

    const state = await guest.client.get<StayReviewState>(`/api/reviews/booking/${first.bookingId}`);
    expect(state.body).toMatchObject({ canReview: false, reason: null, review: { id: byGuest.body.id, status: 'pending' } });
  });

  it('takes exactly one of many simultaneous reviews of a stay', async () => {
    await shiftClock(9 * DAY_MS);
    await signInAgain(secondGuest); // idle for more than 7 days (issue 14)
    const state = await secondGuest.client.get<StayReviewState>(`/api/reviews/booking/${second.bookingId}`);
    expect(state.body).toMatchObject({ canReview: true, reason: null, review: null, reviewType: 'guest_to_host' });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => review(secondGuest, second.bookingId, 4, 'Nice and quiet')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('shows nothing on the listing until an admin approves, then only the approved guest reviews with their average', async () => {
    const before = await listingReviews(colleague, place.listing.id);
    expect(before).toMatchObject({ count: 0, averageRating: null, items: [] });

    const pending = await admin.client.get<AdminReviewPage>('/api/admin/reviews?limit=100');
    expect(pending.status).toBe(200);
    const ofThisListing = pending.body.items.filter((item) => item.listingId === place.listing.id);
    expect(ofThisListing.map((item) => [item.reviewType, item.rating]).sort()).toEqual([
      ['guest_to_host', 4],
      ['guest_to_host', 5],
      ['host_to_guest', 4],
    ]);
    const [fromFirstGuest, fromSecondGuest, fromHost] = ['5:guest_to_host', '4:guest_to_host', '4:host_to_guest'].map(
      (key) => ofThisListing.find((item) => `${item.rating}:${item.reviewType}` === key)!,
    ) as [AdminReview, AdminReview, AdminReview];
    expect(fromFirstGuest).toMatchObject({ reviewer: { id: guest.id }, reviewee: { id: place.host.id }, listingTitle: place.listing.title, status: 'pending' });

    const approved = await admin.client.post<AdminReview>(`/api/admin/reviews/${fromFirstGuest.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ isApproved: true, status: 'approved', moderatedBy: admin.id });
    expect(Date.parse(approved.body.moderatedAt!)).not.toBeNaN();
    expect((await admin.client.post<ErrorBody>(`/api/admin/reviews/${fromFirstGuest.id}/reject`)).body.message).toBe(REVIEW_MESSAGES.alreadyModerated);

    // The host's review of the guest is about a person, not the place: approved, it still never shows on the listing.
    expect((await admin.client.post(`/api/admin/reviews/${fromHost.id}/approve`)).status).toBe(200);
    const rejected = await admin.client.post<AdminReview>(`/api/admin/reviews/${fromSecondGuest.id}/reject`);
    expect(rejected.body).toMatchObject({ isApproved: false, status: 'rejected', moderatedBy: admin.id });

    const shown = await listingReviews(colleague, place.listing.id);
    expect(shown).toMatchObject({ count: 1, averageRating: 5 });
    expect(shown.items).toEqual([
      { id: fromFirstGuest.id, rating: 5, comment: 'Great desk, fast Wi-Fi.', reviewerName: 'Guest Tester', stayedIn: first.checkOut.slice(0, 7), createdAt: fromFirstGuest.createdAt, reply: null },
    ]);
    const queue = await pendingIds(admin);
    for (const id of [fromFirstGuest.id, fromSecondGuest.id, fromHost.id]) expect(queue).not.toContain(id);

    // The guest sees their own review approved.
    const state = await guest.client.get<StayReviewState>(`/api/reviews/booking/${first.bookingId}`);
    expect(state.body.review).toMatchObject({ status: 'approved', isApproved: true });

    // Issue 31: the booking lists carry each confirmed stay's review state, the same answer as the
    // per-stay call, so My Bookings and My Hostings ask nothing per stay.
    const trips = await guest.client.get<BookingList>('/api/bookings?limit=100');
    expect(trips.body.bookings.find((booking) => booking.id === first.bookingId)?.stayReview).toEqual(state.body);
    // Every group (no `when`): on its check-out day the stay is still the host's current one, not past.
    const hosted = await place.host.client.get<BookingList>('/api/bookings/host?limit=50');
    const hostState = await place.host.client.get<StayReviewState>(`/api/reviews/booking/${first.bookingId}`);
    expect(hosted.body.bookings.find((booking) => booking.id === first.bookingId)?.stayReview).toEqual(hostState.body);
    expect(hosted.body.bookings.filter((booking) => booking.status !== 'confirmed').every((booking) => booking.stayReview === null)).toBe(true);
  });

  it('averages every approved review', async () => {
    const third = await confirmedStay(place, colleague, 4, 2); // between the other two stays
    await shiftClock(6 * DAY_MS);
    const written = await review(colleague, third.bookingId, 4, 'Good light for calls');
    expect(written.status, written.text).toBe(201);
    expect((await admin.client.post(`/api/admin/reviews/${written.body.id}/approve`)).status).toBe(200);
    // Double-blind (issue 20): approved, it still waits for the host's review of the stay.
    expect((await listingReviews(guest, place.listing.id)).count).toBe(1);
    expect((await review(place.host, third.bookingId, 5)).status).toBe(201);
    const shown = await listingReviews(guest, place.listing.id);
    expect(shown).toMatchObject({ count: 2, averageRating: 4.5 });
    expect(shown.items.map((item) => item.id)).toEqual([written.body.id, expect.any(String)]);
  });

  it('keeps a listing’s reviews inside its company', async () => {
    expect((await outsider.client.get(`/api/listings/${place.listing.id}/reviews`)).status).toBe(404);
    expect((await guest.client.get(`/api/listings/${randomUUID()}/reviews`)).status).toBe(404);
  });

  it('drops the listing’s average when the listing is deleted, and keeps the reviews with their stays', async () => {
    const { db, tableName } = localTable();
    const stats = () => db.send(new GetCommand({ TableName: tableName, Key: keys.listingReviewStats(place.listing.id) }));
    expect((await stats()).Item).toMatchObject({ reviewCount: 2, ratingSum: 9 });
    // A listing with stays ahead cannot be deleted; the second stay is over from day 9.
    expect((await place.host.client.delete(`/api/listings/${place.listing.id}`)).status).toBe(409);
    await shiftClock(9 * DAY_MS);
    expect((await place.host.client.delete(`/api/listings/${place.listing.id}`)).status).toBe(204);
    expect((await stats()).Item).toBeUndefined();
    expect((await guest.client.get(`/api/listings/${place.listing.id}/reviews`)).status).toBe(404);
    const state = await guest.client.get<StayReviewState>(`/api/reviews/booking/${first.bookingId}`);
    expect(state.body.review).toMatchObject({ status: 'approved', rating: 5 });
  });
});
