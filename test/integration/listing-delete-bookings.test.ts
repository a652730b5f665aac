import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_DELETED_REFUND_MESSAGE } from '@worknest/functions/domain/bookings/booking-errors';
import { LISTING_DELETE_MESSAGES, stayNights, type BookingList, type BookingView, type ConfirmBookingResponse } from '@worknest/shared/booking';
import type { ListingDetail } from '@worknest/shared/listing';
import { hostWithListing, mailsWithSubject, newGuest, payWithCard, shiftClock, startCheckout, stay, webhooks, type ErrorBody } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { signInAgain } from './support/members';

/*
 * Deleting a listing that still has stays ahead (issue 6, docs/adr/0039-listing-deletion-guarded-and-bounded.md): refused with 409 for
 * its host and for admins, so no paid stay silently disappears; allowed once the last stay is over.
 * A payment that lands after its hold ran out and the listing was deleted is refunded.
 */

const DAY_MS = 86_400_000;

function deleteListing(member: Member, listingId: string) {
  return member.client.delete<ErrorBody>(`/api/listings/${listingId}`);
}

async function paidStay(guest: Member, listingId: string, dates: { checkIn: string; checkOut: string }): Promise<string> {
  const checkout = await startCheckout(guest, listingId, dates);
  expect(checkout.status, checkout.text).toBe(200);
  expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
  const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  return checkout.body.paymentIntentId;
}

let admin: Member;
let gus: Member;

beforeAll(async () => {
  [admin, gus] = await Promise.all([demoCompanyMember('acme.test', 'admin', 'Ada'), demoCompanyMember('globex.test', 'employee', 'Gus')]);
});

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('deleting a listing with stays ahead', { timeout: 90_000 }, () => {
  it('refuses its host and admins with 409 while a paid stay is ahead or under way, then allows it after check-out', async () => {
    const place = await hostWithListing({ minNights: 1 });
    const [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(5, 3);
    const paymentIntentId = await paidStay(guest, place.listing.id, dates);
    const message = LISTING_DELETE_MESSAGES.upcomingBookingsUntil(dates.checkOut);
    expect(message.startsWith(LISTING_DELETE_MESSAGES.upcomingBookings)).toBe(true);

    for (const member of [place.host, admin]) {
      const refused = await deleteListing(member, place.listing.id);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'listing_has_upcoming_bookings', message });
    }
    // Nothing was removed: the listing, its booked nights and the guest's stay.
    const detail = await colleague.client.get<ListingDetail>(`/api/listings/${place.listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.blockedDates).toEqual(stayNights(dates.checkIn, dates.checkOut));
    expect((await guest.client.get<BookingView>(`/api/bookings/by-payment-intent/${paymentIntentId}`)).body.status).toBe('confirmed');

    // A colleague and another company's member are refused as before (403, 404), not told about bookings.
    expect((await deleteListing(colleague, place.listing.id)).status).toBe(403);
    expect((await deleteListing(gus, place.listing.id)).status).toBe(404);

    // The last night of the stay: still under way. A week on, the host and the guest sign in again (7-day idle timeout).
    await shiftClock(7 * DAY_MS);
    await Promise.all([signInAgain(place.host), signInAgain(guest), signInAgain(colleague)]);
    expect((await deleteListing(place.host, place.listing.id)).status).toBe(409);

    // Check-out day: the stay is over, the listing goes; the trip stays in the guest's history.
    await shiftClock(8 * DAY_MS);
    expect((await deleteListing(place.host, place.listing.id)).status).toBe(204);
    expect((await colleague.client.get(`/api/listings/${place.listing.id}`)).status).toBe(404);
    const trips = await guest.client.get<BookingList>('/api/bookings');
    expect(trips.body.bookings.map((trip) => [trip.listingId, trip.status])).toEqual([[place.listing.id, 'confirmed']]);
  });

  it('refuses while a guest is paying (a live hold), and allows it once the checkout is cancelled', async () => {
    const place = await hostWithListing({ minNights: 1 });
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(10, 2));
    expect(checkout.status, checkout.text).toBe(200);

    const refused = await deleteListing(place.host, place.listing.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'listing_has_checkout_in_progress', message: LISTING_DELETE_MESSAGES.checkoutInProgress });

    expect((await guest.client.post('/api/bookings/cancel', { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(200);
    expect((await deleteListing(place.host, place.listing.id)).status).toBe(204);
  });

  it('allows a listing whose stays are all in the past, and one with only an abandoned checkout', async () => {
    const place = await hostWithListing({ minNights: 1 });
    const guest = await newGuest();
    expect((await startCheckout(guest, place.listing.id, stay(3, 2))).status).toBe(200);
    await shiftClock(31 * 60_000); // the hold ran out
    expect((await deleteListing(admin, place.listing.id)).status).toBe(204);
  });

  it('refunds a payment that lands after its hold ran out and the listing was deleted', async () => {
    const place = await hostWithListing({ minNights: 1 });
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(12, 2));
    await shiftClock(31 * 60_000);
    expect((await deleteListing(place.host, place.listing.id)).status).toBe(204);

    await webhooks.pause();
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const refused = await guest.client.post<ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('refunded');
    expect(refused.body.message).toBe(LISTING_DELETED_REFUND_MESSAGE);
    const booking = await guest.client.get<BookingView>(`/api/bookings/by-payment-intent/${checkout.body.paymentIntentId}`);
    expect(booking.body).toMatchObject({ status: 'refunded', isPaid: false });
    const [mail] = await mailsWithSubject(guest.email, 'Your booking could not be completed');
    expect(mail?.body.text).toContain('the host removed this listing');
  });
});
