import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastReviewDay, REVIEW_MESSAGES, reviewRevealDate, type AdminReview, type ListingReviews, type OwnReview, type PublicReview, type StayReviewState } from '@worknest/shared/review';
import { confirmedStay, hostWithListing, newGuest, queuedReviews, shiftClock, type ConfirmedStay, type ErrorBody, type HostWithListing } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { runJob } from './support/jobs';
import { signInAgain } from './support/members';

/*
 * Double-blind reviews (issue 20) through the local gateway: a stay's two reviews stay hidden from
 * the other side (and the listing) until both are written or 14 days after check-out; then no
 * review can be written. The host replies once to a published review; the listing shows the
 * average, count and distribution of stars, newest first, a page at a time; the admin queue shows
 * which reviews are still blind.
 */

const DAY_MS = 86_400_000;

function review(member: Member, bookingId: string, rating: number, comment?: string) {
  return member.client.post<OwnReview & ErrorBody>('/api/reviews', { bookingId, rating, comment });
}

async function state(member: Member, bookingId: string): Promise<StayReviewState> {
  const answer = await member.client.get<StayReviewState>(`/api/reviews/booking/${bookingId}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function listingReviews(member: Member, listingId: string, query = ''): Promise<ListingReviews> {
  const answer = await member.client.get<ListingReviews>(`/api/listings/${listingId}/reviews${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function approve(admin: Member, reviewId: string): Promise<AdminReview> {
  const answer = await admin.client.post<AdminReview>(`/api/admin/reviews/${reviewId}/approve`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

afterEach(async () => {
  await shiftClock(0);
});

describe('double-blind reviews', { timeout: 180_000 }, () => {
  let place: HostWithListing;
  let admin: Member;
  let colleague: Member;
  let both: ConfirmedStay; // check-out in 4 days
  let lonely: ConfirmedStay; // check-out in 8 days; only the guest writes
  let third: ConfirmedStay; // check-out in 12 days

  beforeAll(async () => {
    place = await hostWithListing();
    [admin, colleague] = await Promise.all([demoCompanyMember('acme.test', 'admin', 'Ada'), newGuest()]);
    both = await confirmedStay(place, await newGuest(), 2, 2);
    lonely = await confirmedStay(place, await newGuest(), 5, 3);
    third = await confirmedStay(place, await newGuest(), 10, 2);
  }, 240_000);

  it('hides the first review from the other side and the listing, even approved, and tells its writer when it shows', async () => {
    await shiftClock(4 * DAY_MS);
    const before = await state(both.guest, both.bookingId);
    expect(before).toMatchObject({ canReview: true, otherName: 'Host', revealsOn: reviewRevealDate(both.checkOut), revealed: false });

    const byGuest = await review(both.guest, both.bookingId, 5, 'Bright and quiet.');
    expect(byGuest.status, byGuest.text).toBe(201);
    expect(byGuest.body).toMatchObject({ blind: true, status: 'pending' });
    const queued = (await queuedReviews(admin)).find((item) => item.id === byGuest.body.id)!;
    expect(queued).toMatchObject({ blind: true, revealsOn: reviewRevealDate(both.checkOut) });

    expect((await approve(admin, byGuest.body.id)).blind).toBe(true);
    expect((await state(place.host, both.bookingId)).received).toBeNull();
    expect(await listingReviews(colleague, place.listing.id)).toMatchObject({ count: 0, items: [], averageRating: null });
  });

  it('reveals both reviews as soon as the second is written', async () => {
    await shiftClock(5 * DAY_MS);
    const byHost = await review(place.host, both.bookingId, 4, 'Tidy guest.');
    expect(byHost.status, byHost.text).toBe(201);
    expect(byHost.body.blind).toBe(false);

    const hostSide = await state(place.host, both.bookingId);
    expect(hostSide.revealed).toBe(true);
    expect(hostSide.received).toMatchObject({ reviewType: 'guest_to_host', rating: 5, comment: 'Bright and quiet.' });
    expect((await state(both.guest, both.bookingId)).review).toMatchObject({ blind: false, status: 'approved' });
    // The guest's review of the stay is now on the listing; the host's still waits for a moderator.
    const shown = await listingReviews(colleague, place.listing.id);
    expect(shown).toMatchObject({ count: 1, averageRating: 5, distribution: [0, 0, 0, 0, 1] });
    expect(shown.items.map((item) => item.comment)).toEqual(['Bright and quiet.']);
    expect((await state(both.guest, both.bookingId)).received).toBeNull();
    await approve(admin, byHost.body.id);
    expect((await state(both.guest, both.bookingId)).received).toMatchObject({ reviewType: 'host_to_guest', rating: 4 });
  });

  it('reveals a lonely review 14 days after check-out (the job), and closes reviewing then', async () => {
    await shiftClock(8 * DAY_MS);
    await signInAgain(lonely.guest); // idle for more than 7 days
    const byGuest = await review(lonely.guest, lonely.bookingId, 3, 'Noisy street.');
    expect(byGuest.status, byGuest.text).toBe(201);
    await approve(admin, byGuest.body.id);

    // The last day (check-out + 13): still blind, still open to the host.
    await shiftClock((8 + 13) * DAY_MS);
    await signInAgain(place.host, admin, colleague, third.guest);
    expect((await state(place.host, lonely.bookingId))).toMatchObject({ canReview: true, received: null, revealed: false });
    expect((await listingReviews(colleague, place.listing.id)).count).toBe(1);

    // The reveal day: shown to the host at once, on the listing once the job ran; no more reviews.
    await shiftClock((8 + 14) * DAY_MS);
    const hostSide = await state(place.host, lonely.bookingId);
    expect(hostSide).toMatchObject({ canReview: false, revealed: true, reason: REVIEW_MESSAGES.windowClosed(lastReviewDay(lonely.checkOut)) });
    expect(hostSide.received).toMatchObject({ rating: 3, comment: 'Noisy street.' });
    const late = await review(place.host, lonely.bookingId, 2);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('review_window_closed');

    const run = await runJob<{ revealed: number }>('reveal-reviews');
    expect(run.revealed).toBeGreaterThanOrEqual(1);
    const shown = await listingReviews(colleague, place.listing.id);
    expect(shown).toMatchObject({ count: 2, averageRating: 4, distribution: [0, 0, 1, 0, 1] });
    expect((await runJob<{ revealed: number }>('reveal-reviews')).revealed).toBe(0);
  });

  it('publishes a blind review approved after its reveal time', async () => {
    await shiftClock(12 * DAY_MS);
    await signInAgain(third.guest);
    const byGuest = await review(third.guest, third.bookingId, 4, 'Good chair.');
    expect(byGuest.status, byGuest.text).toBe(201);
    await shiftClock((12 + 14) * DAY_MS);
    const approved = await approve(admin, byGuest.body.id); // before the job ran
    expect(approved.blind).toBe(false);
    expect((await listingReviews(colleague, place.listing.id)).count).toBe(3);
  });

  it('pages reviews newest first', async () => {
    await shiftClock(30 * DAY_MS);
    await signInAgain(colleague);
    const first = await listingReviews(colleague, place.listing.id, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await listingReviews(colleague, place.listing.id, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const all = [...first.items, ...rest.items];
    expect(all.map((item) => item.comment)).toEqual(['Good chair.', 'Noisy street.', 'Bright and quiet.']);
    expect(all.map((item) => item.createdAt)).toEqual([...all.map((item) => item.createdAt)].sort().reverse());
  });

  it('lets the host reply once to a published review of their home', async () => {
    const listed = await listingReviews(place.host, place.listing.id);
    expect(listed.viewerIsHost).toBe(true);
    expect((await listingReviews(colleague, place.listing.id)).viewerIsHost).toBe(false);
    const target = listed.items.find((item) => item.comment === 'Noisy street.')!;

    expect((await colleague.client.post(`/api/reviews/${target.id}/reply`, { text: 'Not mine to answer' })).status).toBe(403);
    const empty = await place.host.client.post<ErrorBody>(`/api/reviews/${target.id}/reply`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(REVIEW_MESSAGES.replyEmpty);

    const replied = await place.host.client.post<PublicReview>(`/api/reviews/${target.id}/reply`, { text: 'We added double glazing since.' });
    expect(replied.status, replied.text).toBe(201);
    expect(replied.body.reply).toMatchObject({ text: 'We added double glazing since.' });
    const again = await place.host.client.post<ErrorBody>(`/api/reviews/${target.id}/reply`, { text: 'And new curtains.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const shown = (await listingReviews(colleague, place.listing.id)).items.find((item) => item.id === target.id)!;
    expect(shown.reply?.text).toBe('We added double glazing since.');
  });

  it('refuses a reply to a review that is not published', async () => {
    const other = await hostWithListing();
    const stay = await confirmedStay(other, await newGuest(), 2, 2);
    await shiftClock(4 * DAY_MS);
    const byGuest = await review(stay.guest, stay.bookingId, 2, 'Meh.');
    expect(byGuest.status, byGuest.text).toBe(201);
    const refused = await other.host.client.post<ErrorBody>(`/api/reviews/${byGuest.body.id}/reply`, { text: 'Hm.' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('review_not_published');
  });
});
