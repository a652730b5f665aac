import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  CANCEL_BOOKING_MESSAGES,
  stayNights,
  type BookingList,
  type CancelBookingResponse,
  type ConfirmBookingResponse,
} from '@worknest/shared/booking';
import {
  blockedFor,
  bookingOf,
  hostWithListing,
  newGuest,
  payWithCard,
  shiftClock,
  startCheckout,
  stay,
  stripe,
  webhooks,
  type ErrorBody,
  type HostWithListing,
} from './booking-support';
import type { Member } from './listings-support';

/*
 * POST /api/bookings/cancel (issue 6: Cancel on /app/checkout and /app/booking-cancel) through the
 * local gateway and the Stripe emulator: the guest leaving the checkout cancels the PaymentIntent
 * and the nights are bookable by others at once, not 30 minutes later. Stripe's webhooks are
 * paused while it happens, so the release is the endpoint's own doing.
 */

const CANCEL = '/api/bookings/cancel';

function cancel(member: Member, paymentIntentId: unknown) {
  return member.client.post<CancelBookingResponse & ErrorBody>(CANCEL, { paymentIntentId });
}

let place: HostWithListing;

beforeAll(async () => {
  place = await hostWithListing({ minNights: 1 });
});

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('cancelling a checkout', { timeout: 60_000 }, () => {
  it('cancels the PaymentIntent and makes the nights bookable for others at once', async () => {
    const [guest, colleague, third] = await Promise.all([newGuest(), newGuest(), newGuest()]);
    const dates = stay(30, 3);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect(checkout.status, checkout.text).toBe(200);
    const taken = await startCheckout(colleague, place.listing.id, dates);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(BOOKING_MESSAGES.unavailable);
    expect(await blockedFor(colleague, place.listing.id)).toEqual(stayNights(dates.checkIn, dates.checkOut));

    await webhooks.pause(); // the release must not wait for Stripe's payment_intent.canceled
    const cancelled = await cancel(guest, checkout.body.paymentIntentId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.outcome).toBe('cancelled');
    expect(cancelled.body.booking).toMatchObject({ id: checkout.body.bookingId, status: 'cancelled', isPaid: false, holdActive: false });

    // Immediately: nothing blocked, and another member holds the same nights.
    expect(await blockedFor(colleague, place.listing.id)).toEqual([]);
    const rebooked = await startCheckout(colleague, place.listing.id, dates);
    expect(rebooked.status, rebooked.text).toBe(200);
    expect((await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId)).status).toBe('canceled');

    // A cancelled intent can no longer be paid.
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(400);

    // Stripe's canceled event, delivered late, leaves the colleague's new hold alone.
    await webhooks.resume();
    await webhooks.idle();
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'cancelled' });
    expect(await blockedFor(third, place.listing.id)).toEqual(stayNights(dates.checkIn, dates.checkOut));
  });

  it('is idempotent: a second call (or a reload of /app/booking-cancel) answers the cancelled booking', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(40, 2));
    expect(checkout.status, checkout.text).toBe(200);
    const answers = await Promise.all([1, 2, 3].map(() => cancel(guest, checkout.body.paymentIntentId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // At most one call cancels; the others (or all three, when Stripe's payment_intent.canceled
    // webhook got there first) find it cancelled.
    const outcomes = answers.map((answer) => answer.body.outcome);
    for (const outcome of outcomes) expect(['cancelled', 'already-cancelled']).toContain(outcome);
    expect(outcomes.filter((outcome) => outcome === 'cancelled').length).toBeLessThanOrEqual(1);
    const again = await cancel(guest, checkout.body.paymentIntentId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'already-cancelled', booking: { status: 'cancelled' } });
  });

  it('leaves the cancelled checkout out of My Bookings', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(44, 2));
    expect((await guest.client.get<BookingList>('/api/bookings')).body.bookings.map((b) => b.id)).toEqual([checkout.body.bookingId]);
    expect((await cancel(guest, checkout.body.paymentIntentId)).status).toBe(200);
    expect((await guest.client.get<BookingList>('/api/bookings')).body.bookings).toEqual([]);
  });

  it('cancels a checkout whose card was declined (its holds were already released)', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(48, 2));
    expect((await payWithCard(checkout.body.clientSecret, '4000 0000 0000 0002')).status).toBe(402);
    await webhooks.idle();
    const cancelled = await cancel(guest, checkout.body.paymentIntentId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
  });

  it('cancels a checkout whose hold already ran out', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(52, 2));
    await shiftClock(31 * 60_000);
    const cancelled = await cancel(guest, checkout.body.paymentIntentId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
  });

  it('refuses a paid booking with 409 and keeps its nights booked', async () => {
    const [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(56, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    expect((await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(200);

    const refused = await cancel(guest, checkout.body.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'booking_confirmed', message: CANCEL_BOOKING_MESSAGES.confirmed });
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await blockedFor(colleague, place.listing.id)).toEqual(expect.arrayContaining(stayNights(dates.checkIn, dates.checkOut)));
  });

  it('refuses a payment that went through before the booking was confirmed, and the confirmation still follows', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(60, 2));
    await webhooks.pause();
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);

    const refused = await cancel(guest, checkout.body.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'payment_succeeded', message: CANCEL_BOOKING_MESSAGES.paymentSucceeded });
    expect((await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId)).status).toBe('succeeded');

    await webhooks.resume();
    await webhooks.idle();
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'confirmed', isPaid: true });
  });

  it("answers another member's checkout, an unknown and a malformed payment as not found or invalid, and keeps the hold", async () => {
    const [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(64, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);

    const foreign = await cancel(colleague, checkout.body.paymentIntentId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Booking not found');
    expect((await place.host.client.post<ErrorBody>(CANCEL, { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(404);
    expect((await cancel(guest, `pi_${randomUUID().replace(/-/g, '')}`)).status).toBe(404);

    for (const bad of ['nope', '', 42, null, 'pi_short', `pi_${'a'.repeat(80)}`]) {
      const answer = await cancel(guest, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toBe('Payment not found');
    }
    const noBody = await guest.client.post<ErrorBody>(CANCEL);
    expect(noBody.status).toBe(400);

    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'pending', holdActive: true });
    expect(await blockedFor(colleague, place.listing.id)).toEqual(expect.arrayContaining(stayNights(dates.checkIn, dates.checkOut)));
    expect((await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId)).status).toBe('requires_payment_method');
  });
});

describe('a request is not a checkout to cancel (issue 30)', { timeout: 90_000 }, () => {
  it('refuses a booking in `requested` (409) and leaves its authorization and the request alone', async () => {
    const requestPlace = await hostWithListing({ minNights: 1, bookingMode: 'request' });
    const guest = await newGuest();
    const checkout = await startCheckout(guest, requestPlace.listing.id, stay(52, 2));
    expect(checkout.status, checkout.text).toBe(200);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const confirmed = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(['requested', 'already-requested']).toContain(confirmed.body.outcome);

    const refused = await cancel(guest, checkout.body.paymentIntentId);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(CANCEL_BOOKING_MESSAGES.requested);
    // Before issue 30 the card's hold was voided here and Stripe's payment_intent.canceled then recorded a decline by the host.
    await webhooks.idle();
    expect((await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId)).status).toBe('requires_capture');
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'requested' });
  });
});
