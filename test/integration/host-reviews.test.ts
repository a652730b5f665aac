import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HostBookingList } from '@worknest/shared/booking';
import type { AdminReview, ListingReviews, OwnReview, StayReviewState } from '@worknest/shared/review';
import {
  confirmedStay,
  hostWithListing,
  newGuest,
  queuedReviews,
  shiftClock,
  stay,
  webhooks,
  type ConfirmedStay,
  type ErrorBody,
  type HostWithListing,
} from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';

/*
 * My Hostings and the host's review of the guest (issues 6 and 8) through the local gateway:
 * `GET /api/bookings/host?when=upcoming|past` splits the stays at the check-out day (from which
 * the host may review the guest); the host's review goes through moderation like a guest's; once
 * approved it is shown to the guest it is about (on their trip) and to nobody else but admins,
 * never on the listing.
 */

const DAY_MS = 86_400_000;

type Stay = ConfirmedStay;

async function hostStays(host: Member, query: string): Promise<HostBookingList> {
  const answer = await host.client.get<HostBookingList>(`/api/bookings/host?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function reviewState(member: Member, bookingId: string): Promise<StayReviewState> {
  const answer = await member.client.get<StayReviewState>(`/api/reviews/booking/${bookingId}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function queued(admin: Member, reviewId: string): Promise<AdminReview | undefined> {
  return (await queuedReviews(admin)).find((item) => item.id === reviewId);
}

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('My Hostings and reviews of guests', { timeout: 120_000 }, () => {
  let place: HostWithListing;
  let admin: Member;
  let first: Stay; // check-out on day 3
  let second: Stay; // check-out on day 6
  let third: Stay; // check-out on day 11

  beforeAll(async () => {
    place = await hostWithListing({ minNights: 1, availableDates: [] });
    const [a, b, c] = await Promise.all([newGuest(), newGuest(), newGuest()]);
    admin = await demoCompanyMember('acme.test', 'admin', 'Ada');
    first = await confirmedStay(place, a, 1, 2);
    second = await confirmedStay(place, b, 4, 2);
    third = await confirmedStay(place, c, 8, 3);
  }, 180_000);

  it('splits the stays at the check-out day: upcoming soonest first, past latest first', async () => {
    const before = await hostStays(place.host, 'when=upcoming');
    expect(before.bookings.map((b) => b.id)).toEqual([first.bookingId, second.bookingId, third.bookingId]);
    expect(before).toMatchObject({ total: 3, active: 3, nextCursor: null });
    expect((await hostStays(place.host, 'when=past')).bookings).toEqual([]);

    await shiftClock(6 * DAY_MS); // the second stay's check-out day
    const upcoming = await hostStays(place.host, 'when=upcoming');
    expect(upcoming.bookings.map((b) => b.id)).toEqual([third.bookingId]);
    const past = await hostStays(place.host, 'when=past');
    expect(past.bookings.map((b) => b.id)).toEqual([second.bookingId, first.bookingId]);
    expect(past.bookings[0]).toMatchObject({ status: 'confirmed', guest: { email: second.guest.email }, host: null });
    // Without `when`, every stay, latest check-out first (as before).
    expect((await hostStays(place.host, '')).bookings.map((b) => b.id)).toEqual([third.bookingId, second.bookingId, first.bookingId]);
  });

  it('pages each list with its cursor', async () => {
    await shiftClock(6 * DAY_MS);
    const page1 = await hostStays(place.host, 'when=past&limit=1');
    expect(page1.bookings.map((b) => b.id)).toEqual([second.bookingId]);
    const page2 = await hostStays(place.host, `when=past&limit=1&cursor=${encodeURIComponent(page1.nextCursor!)}`);
    expect(page2.bookings.map((b) => b.id)).toEqual([first.bookingId]);
    if (page2.nextCursor) expect((await hostStays(place.host, `when=past&limit=1&cursor=${encodeURIComponent(page2.nextCursor)}`)).bookings).toEqual([]);
  });

  it('refuses an unknown period, and another host’s cursor', async () => {
    const bad = await place.host.client.get<ErrorBody>('/api/bookings/host?when=soon');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('when must be upcoming, past or cancelled');
    const cursor = (await hostStays(place.host, 'when=upcoming&limit=1')).nextCursor!;
    const foreign = await first.guest.client.get<ErrorBody>(`/api/bookings/host?when=upcoming&cursor=${encodeURIComponent(cursor)}`);
    expect(foreign.status).toBe(400);
    // A guest hosts nothing.
    expect(await hostStays(first.guest, 'when=past')).toMatchObject({ bookings: [], total: 0, active: 0 });
  });

  it('lets the host review the guest from the check-out day, through moderation, shown to that guest only', async () => {
    await shiftClock(6 * DAY_MS);
    expect(await reviewState(place.host, third.bookingId)).toMatchObject({ reviewType: 'host_to_guest', canReview: false, opensOn: third.checkOut });
    const open = await reviewState(place.host, second.bookingId);
    expect(open).toMatchObject({ reviewType: 'host_to_guest', canReview: true, review: null, received: null });

    const written = await place.host.client.post<OwnReview & ErrorBody>('/api/reviews', {
      bookingId: second.bookingId,
      rating: 4,
      comment: 'Left the flat spotless.',
      isApproved: true,
    });
    expect(written.status, written.text).toBe(201);
    expect(written.body).toMatchObject({ reviewType: 'host_to_guest', status: 'pending', isApproved: false });
    // Pending: the guest sees nothing of it yet; the admin queue shows which kind it is.
    expect((await reviewState(second.guest, second.bookingId)).received).toBeNull();
    expect(await queued(admin, written.body.id)).toMatchObject({
      reviewType: 'host_to_guest',
      reviewer: { id: place.host.id },
      reviewee: { id: second.guest.id },
      status: 'pending',
    });

    expect((await admin.client.post(`/api/admin/reviews/${written.body.id}/approve`)).status).toBe(200);
    const guestSide = await reviewState(second.guest, second.bookingId);
    // Double-blind (issue 20): approved, it stays hidden from the guest until they write theirs.
    expect(guestSide.received).toBeNull();
    expect(guestSide.revealed).toBe(false);
    // The guest can still write their own review of the stay.
    expect(guestSide).toMatchObject({ reviewType: 'guest_to_host', canReview: true, review: null });
    expect((await reviewState(place.host, second.bookingId)).review).toMatchObject({ status: 'approved' });
    // Never on the listing, and nobody else may read the stay's reviews.
    const onListing = await first.guest.client.get<ListingReviews>(`/api/listings/${place.listing.id}/reviews`);
    expect(onListing.body).toMatchObject({ count: 0, items: [] });
    expect((await first.guest.client.get(`/api/reviews/booking/${second.bookingId}`)).status).toBe(403);
  });

  it('shows the host the guest’s approved review of the stay, and nobody a rejected one', async () => {
    await shiftClock(6 * DAY_MS);
    const byGuest = await second.guest.client.post<OwnReview>('/api/reviews', { bookingId: second.bookingId, rating: 5, comment: 'Great desk.' });
    expect(byGuest.status, byGuest.text).toBe(201);
    expect((await reviewState(place.host, second.bookingId)).received).toBeNull();
    expect((await admin.client.post(`/api/admin/reviews/${byGuest.body.id}/approve`)).status).toBe(200);
    expect((await reviewState(place.host, second.bookingId)).received).toMatchObject({ reviewType: 'guest_to_host', rating: 5, comment: 'Great desk.' });
    // Both have written: the host's approved review of the guest is revealed to the guest too.
    const hostReviewId = (await reviewState(place.host, second.bookingId)).review!.id;
    const guestSide = await reviewState(second.guest, second.bookingId);
    expect(guestSide.revealed).toBe(true);
    expect(guestSide.received).toMatchObject({ id: hostReviewId, reviewType: 'host_to_guest', rating: 4, comment: 'Left the flat spotless.', reviewerName: 'Host Tester' });

    const aboutFirst = await place.host.client.post<OwnReview>('/api/reviews', { bookingId: first.bookingId, rating: 1 });
    expect(aboutFirst.status, aboutFirst.text).toBe(201);
    expect((await admin.client.post(`/api/admin/reviews/${aboutFirst.body.id}/reject`)).status).toBe(200);
    expect((await reviewState(first.guest, first.bookingId)).received).toBeNull();
    expect((await reviewState(place.host, first.bookingId)).review).toMatchObject({ status: 'rejected' });
  });
});
