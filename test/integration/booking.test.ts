import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import {
  BOOKING_HOLD_MINUTES,
  SERVICE_FEE_CENTS,
} from '@worknest/shared/constants';
import {
  BOOKING_MESSAGES,
  stayNights,
  type BookingList,
  type ConfirmBookingResponse,
  type HostBookingList,
} from '@worknest/shared/booking';
import { blockedFor, bookingOf, hostWithListing, mailsWithSubject, newGuest, payWithCard, shiftClock, startCheckout, stay, stripe, webhooks, type ErrorBody, type HostWithListing } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { localTable } from './support/local-table';

/*
 * Booking and payment through the local gateway and the Stripe emulator (issue 6; SPEC.md §3,
 * §4, §5, §7, §9): the whole flow, the rules, declines, refunds when nights were lost, and the
 * no-double-booking guard under concurrency.
 */

async function nightItems(listingId: string) {
  const { db, tableName } = localTable();
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId) },
    }),
  );
  return Items ?? [];
}

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('a whole booking', () => {
  let place: HostWithListing;
  let guest: Member;
  let colleague: Member;

  beforeAll(async () => {
    place = await hostWithListing();
    [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
  });

  it('holds the nights, takes the card, confirms, tells both people and shows the host contact', async () => {
    const dates = stay(10, 3);
    const checkout = await startCheckout(guest, place.listing.id, dates, 2);
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body).toMatchObject({
      totalAmount: 7450 * 3 + SERVICE_FEE_CENTS,
      serviceFee: SERVICE_FEE_CENTS,
      nights: 3,
      listingTitle: place.listing.title,
      pricePerNight: 7450,
    });
    expect(checkout.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    // The intent carries the server's amount and the booking id; the nights are held for others.
    const intent = await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId);
    expect(intent).toMatchObject({ amount: checkout.body.totalAmount, currency: 'eur', metadata: { bookingId: checkout.body.bookingId } });
    expect(await blockedFor(colleague, place.listing.id)).toEqual(stayNights(dates.checkIn, dates.checkOut));
    expect(await blockedFor(guest, place.listing.id)).toEqual([]);

    const card = await payWithCard(checkout.body.clientSecret, '4242 4242 4242 4242');
    expect(card.status).toBe(200);
    expect(card.body.status).toBe('succeeded');

    const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(['confirmed', 'already-confirmed']).toContain(confirmed.body.outcome);

    const booking = await bookingOf(guest, checkout.body.paymentIntentId);
    expect(booking).toMatchObject({
      status: 'confirmed',
      isPaid: true,
      listingTitle: place.listing.title,
      city: place.listing.city,
      country: place.listing.country,
      checkIn: dates.checkIn,
      checkOut: dates.checkOut,
      nights: 3,
      numberOfGuests: 2,
      totalAmount: 7450 * 3 + SERVICE_FEE_CENTS,
      host: { name: 'Host Tester', email: place.host.email, phoneNumber: null },
    });

    expect(await blockedFor(colleague, place.listing.id)).toEqual(stayNights(dates.checkIn, dates.checkOut));
    // Booked nights block their own guest too (unlike a hold, which a new checkout replaces).
    expect(await blockedFor(guest, place.listing.id)).toEqual(stayNights(dates.checkIn, dates.checkOut));
    await webhooks.idle();
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, 'New booking')).toHaveLength(1);
  });

  it('lists the trip for the guest and the stay for the host, with counts', async () => {
    const trips = await guest.client.get<BookingList>('/api/bookings');
    expect(trips.status).toBe(200);
    expect(trips.body.bookings).toHaveLength(1);
    expect(trips.body.bookings[0]).toMatchObject({ status: 'confirmed', host: { email: place.host.email } });

    const hostings = await place.host.client.get<HostBookingList>('/api/bookings/host');
    expect(hostings.status).toBe(200);
    expect(hostings.body).toMatchObject({ total: 1, active: 1 });
    expect(hostings.body.bookings[0]).toMatchObject({ guest: { email: guest.email }, host: null });

    const nobody = await colleague.client.get<HostBookingList>('/api/bookings/host');
    expect(nobody.body).toMatchObject({ total: 0, active: 0, bookings: [] });
  });

  it('refuses those nights to the next guest', async () => {
    const answer = await startCheckout(colleague, place.listing.id, stay(11, 2));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(BOOKING_MESSAGES.unavailable);
  });

  it('answers another member asking for the booking, or confirming it, as not found', async () => {
    const [trip] = (await guest.client.get<BookingList>('/api/bookings')).body.bookings;
    const paymentIntentId = trip!.paymentIntentId!;
    expect((await colleague.client.get(`/api/bookings/by-payment-intent/${paymentIntentId}`)).status).toBe(404);
    expect((await colleague.client.post('/api/bookings/confirm', { paymentIntentId })).status).toBe(404);
  });
});

describe('POST /api/create-payment-intent rules', () => {
  let place: HostWithListing;
  let guest: Member;

  beforeAll(async () => {
    place = await hostWithListing({ availableDates: [] });
    guest = await newGuest();
  });

  it.each([
    ['check-out before check-in', { checkIn: stay(10, 0).checkIn, checkOut: stay(8, 0).checkIn }, 1, BOOKING_MESSAGES.checkOutAfterCheckIn],
    ['shorter than minNights (2)', stay(10, 1), 1, 'Minimum stay is 2 nights'],
    ['longer than maxNights (14)', stay(10, 15), 1, 'Maximum stay is 14 nights'],
    ['inside the advance notice (1 day)', stay(0, 2), 1, 'Requires 1 day advance notice'],
    ['more guests than maxGuests (2)', stay(10, 2), 3, 'Maximum 2 guests allowed'],
    ['no guest', stay(10, 2), 0, BOOKING_MESSAGES.minimumGuests],
  ])('%s → 400 with the §5 message', async (_name, dates, guests, message) => {
    const answer = await startCheckout(guest, place.listing.id, dates, guests);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a date missing from availableDates', async () => {
    const dates = stay(20, 2);
    const limited = await hostWithListing({ availableDates: [dates.checkIn] });
    const answer = await startCheckout(guest, limited.listing.id, dates);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(BOOKING_MESSAGES.unavailable);
  });

  it("refuses the caller's own listing", async () => {
    const answer = await startCheckout(place.host, place.listing.id, stay(10, 2));
    expect(answer.status).toBe(403);
  });

  it("answers another company's listing and an unknown one as not found", async () => {
    const gus = await demoCompanyMember('globex.test', 'employee', 'Gus');
    expect((await startCheckout(gus, place.listing.id, stay(10, 2))).status).toBe(404);
    expect((await startCheckout(guest, 'no-such-listing', stay(10, 2))).status).toBe(404);
  });

  it('computes every amount itself, whatever the client sends', async () => {
    const answer = await startCheckout(guest, place.listing.id, stay(30, 2), 1, { totalAmount: 100, serviceFee: 0, status: 'confirmed', isPaid: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ totalAmount: 2 * 7450 + SERVICE_FEE_CENTS, serviceFee: SERVICE_FEE_CENTS });
    const booking = await bookingOf(guest, answer.body.paymentIntentId);
    expect(booking).toMatchObject({ status: 'pending', isPaid: false, holdActive: true });
    expect((await stripe().paymentIntents.retrieve(answer.body.paymentIntentId)).amount).toBe(2 * 7450 + SERVICE_FEE_CENTS);
  });

  it('answers the same checkout again for the same stay while its hold lasts (a reload)', async () => {
    const dates = stay(40, 2);
    const first = await startCheckout(guest, place.listing.id, dates);
    const again = await startCheckout(guest, place.listing.id, dates);
    expect(again.status).toBe(200);
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(again.body.bookingId).toBe(first.body.bookingId);
  });
});

describe('a declined card', () => {
  it('keeps the booking unpaid, releases the holds, and lets a second card book if the nights are still free', async () => {
    const place = await hostWithListing();
    const [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(12, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect(checkout.status).toBe(200);
    expect(await blockedFor(colleague, place.listing.id)).toHaveLength(2);

    const declined = await payWithCard(checkout.body.clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body.error?.message).toBe('Your card was declined.');
    await webhooks.idle();

    const afterDecline = await bookingOf(guest, checkout.body.paymentIntentId);
    expect(afterDecline).toMatchObject({ status: 'pending', isPaid: false, holdActive: false });
    expect(await blockedFor(colleague, place.listing.id)).toEqual([]);
    expect(await nightItems(place.listing.id)).toEqual([]);
    const refused = await guest.client.post<ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('payment_not_succeeded');

    const insufficient = await payWithCard(checkout.body.clientSecret, '4000 0000 0000 9995');
    expect(insufficient.body.error?.message).toBe('Your card has insufficient funds.');

    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.booking.status).toBe('confirmed');
    expect((await nightItems(place.listing.id)).map((night) => night.state)).toEqual(['booked', 'booked']);
  });
});

describe('no double booking', () => {
  it('gives exactly one of 20 parallel attempts on overlapping nights the hold', async () => {
    const place = await hostWithListing({ maxNights: 14, minNights: 1 });
    const guests = await Promise.all(Array.from({ length: 20 }, () => newGuest()));
    // Every stay covers the night 20 days from now; they start and end on different days.
    const attempts = await Promise.all(guests.map((guest, i) => startCheckout(guest, place.listing.id, stay(20 - (i % 4), 1 + (i % 4) + (i % 3)))));

    const winners = attempts.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of attempts.filter((answer) => answer.status !== 200)) {
      // 400 when the rules saw the hold already, 409 when the transaction lost the race.
      expect([400, 409]).toContain(loser.status);
      expect(loser.body.message).toBe(BOOKING_MESSAGES.unavailable);
    }
    const items = await nightItems(place.listing.id);
    expect(new Set(items.map((night) => night.bookingId))).toEqual(new Set([winners[0]!.body.bookingId]));
    expect(items).toHaveLength(winners[0]!.body.nights);
  });
});

describe('a payment that arrives after its hold expired', () => {
  it('still books when the nights are free', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(15, 2));
    await shiftClock((BOOKING_HOLD_MINUTES + 1) * 60_000);
    expect((await bookingOf(guest, checkout.body.paymentIntentId)).holdActive).toBe(false);

    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const confirmed = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.booking.status).toBe('confirmed');
  });

  it('is refunded, and the guest told, when someone took the nights meanwhile', async () => {
    const place = await hostWithListing();
    const [late, early] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(16, 2);
    const lateCheckout = await startCheckout(late, place.listing.id, dates);
    expect(lateCheckout.status).toBe(200);

    await shiftClock((BOOKING_HOLD_MINUTES + 1) * 60_000);
    const earlyCheckout = await startCheckout(early, place.listing.id, dates);
    expect(earlyCheckout.status, earlyCheckout.text).toBe(200);

    await webhooks.pause();
    expect((await payWithCard(lateCheckout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const answer = await late.client.post<ErrorBody>('/api/bookings/confirm', { paymentIntentId: lateCheckout.body.paymentIntentId });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('refunded');

    const refunds = await stripe().refunds.list({ payment_intent: lateCheckout.body.paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([lateCheckout.body.totalAmount]);
    expect(await bookingOf(late, lateCheckout.body.paymentIntentId)).toMatchObject({ status: 'refunded', isPaid: false });
    expect(await mailsWithSubject(late.email, 'Your booking could not be completed')).toHaveLength(1);

    // The webhook for the same payment arrives afterwards: still one refund, one e-mail.
    await webhooks.resume();
    await webhooks.idle();
    expect((await stripe().refunds.list({ payment_intent: lateCheckout.body.paymentIntentId })).data).toHaveLength(1);
    expect(await mailsWithSubject(late.email, 'Your booking could not be completed')).toHaveLength(1);

    // The nights stay with the guest who holds them now.
    const items = await nightItems(place.listing.id);
    expect(items.map((night) => night.bookingId)).toEqual([earlyCheckout.body.bookingId, earlyCheckout.body.bookingId]);
  });
});

describe('payments that do not belong to the booking', () => {
  it('refuses an intent whose amount was changed, and gives the money back', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(18, 2));
    await webhooks.pause();
    await stripe().paymentIntents.update(checkout.body.paymentIntentId, { amount: 100 });
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);

    const answer = await guest.client.post<ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('payment_mismatch');
    const booking = await bookingOf(guest, checkout.body.paymentIntentId);
    expect(booking.status).not.toBe('confirmed');
    expect(booking.isPaid).toBe(false);
    expect((await stripe().refunds.list({ payment_intent: checkout.body.paymentIntentId })).data).toHaveLength(1);
  });

  it("refuses another member's intent, and one that is no booking's", async () => {
    const place = await hostWithListing();
    const [guest, other] = await Promise.all([newGuest(), newGuest()]);
    const checkout = await startCheckout(guest, place.listing.id, stay(19, 2));
    await payWithCard(checkout.body.clientSecret, '4242424242424242');
    expect((await other.client.post('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(404);

    // An intent paid outside the app with this booking's id in its metadata confirms nothing.
    const forged = await stripe().paymentIntents.create({
      amount: checkout.body.totalAmount,
      currency: 'eur',
      metadata: { bookingId: checkout.body.bookingId },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect((await guest.client.post('/api/bookings/confirm', { paymentIntentId: forged.id })).status).toBe(404);
  });
});
