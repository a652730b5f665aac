import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookingView, ConfirmBookingResponse } from '@worknest/shared/booking';
import { LOCAL_STRIPE_KEYS } from '@worknest/local-cloud/stripe/local-stripe-keys';
import {
  hostWithListing,
  mailsWithSubject,
  newGuest,
  payWithCard,
  startCheckout,
  stay,
  stripe,
  webhooks,
  type HostWithListing,
} from './booking-support';
import type { Member } from './listings-support';

/*
 * POST /api/webhooks/stripe through the gateway, with events the Stripe emulator signs and
 * delivers (issue 6): signatures, one effect per event, and confirmation from the browser and the
 * webhook in either order.
 */

const WEBHOOK = '/api/webhooks/stripe';

async function postWebhook(payload: string, signature: string | null) {
  return fetch(new URL(WEBHOOK, inject('appUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

async function bookingOf(guest: Member, paymentIntentId: string): Promise<BookingView> {
  return (await guest.client.get<BookingView>(`/api/bookings/by-payment-intent/${paymentIntentId}`)).body;
}

let place: HostWithListing;

beforeAll(async () => {
  place = await hostWithListing({ minNights: 1 });
});

afterEach(async () => {
  await webhooks.resume();
  await webhooks.idle();
});

describe('signature', () => {
  const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', metadata: {} } } });

  it.each([
    ['no signature', () => null],
    ['a signature made with another secret', () => Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })],
    ['a garbage signature', () => 't=1,v1=deadbeef'],
    [
      'an old timestamp (replay)',
      () => Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_KEYS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
  ])('%s → 400', async (_name, sign) => {
    const response = await postWebhook(payload, sign());
    expect(response.status).toBe(400);
  });

  it('accepts a correctly signed event it has no use for', async () => {
    const other = JSON.stringify({ id: `evt_other_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const response = await postWebhook(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: LOCAL_STRIPE_KEYS.webhookSecret }));
    expect(response.status).toBe(200);
  });

  it('checks the bytes as sent: a re-serialized body fails', async () => {
    const signed = JSON.stringify({ id: 'evt_bytes', object: 'event', type: 'customer.created', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: signed, secret: LOCAL_STRIPE_KEYS.webhookSecret });
    const response = await postWebhook(JSON.stringify(JSON.parse(signed), null, 2), signature);
    expect(response.status).toBe(400);
  });
});

describe('one effect per event', () => {
  it('handles payment_intent.succeeded delivered twice once', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(10, 2));
    await webhooks.pause();
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const [succeeded] = await webhooks.events(checkout.body.paymentIntentId, 'payment_intent.succeeded');
    expect(succeeded).toBeDefined();

    expect((await webhooks.deliver(succeeded!.id)).statusCode).toBe(200);
    expect((await webhooks.deliver(succeeded!.id)).statusCode).toBe(200);
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, 'New booking')).toHaveLength(1);
  });
});

describe('confirmation from the browser and from the webhook', () => {
  it('confirms from the browser first; the webhook after it changes nothing', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(14, 2));
    await webhooks.pause();
    await payWithCard(checkout.body.clientSecret, '4242424242424242');

    const first = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(first.status, first.text).toBe(200);
    expect(first.body.outcome).toBe('confirmed');
    expect(first.body.booking.host?.email).toBe(place.host.email);

    await webhooks.resume();
    await webhooks.idle();
    const [succeeded] = await webhooks.events(checkout.body.paymentIntentId, 'payment_intent.succeeded');
    expect(succeeded!.attempts.map((attempt) => attempt.statusCode)).toEqual([200]);

    const again = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(again.body.outcome).toBe('already-confirmed');
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
  });

  it('confirms from the webhook first; the browser call after it changes nothing', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, place.listing.id, stay(18, 2));
    await payWithCard(checkout.body.clientSecret, '4242424242424242');
    await webhooks.idle();
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'confirmed' });

    const late = await guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(late.status).toBe(200);
    expect(late.body.outcome).toBe('already-confirmed');
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
  });

  it('confirms once when both arrive together', async () => {
    const guest = await newGuest();
    const dates = stay(22, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    await webhooks.pause();
    await payWithCard(checkout.body.clientSecret, '4242424242424242');
    const [succeeded] = await webhooks.events(checkout.body.paymentIntentId, 'payment_intent.succeeded');

    const [browser, hook] = await Promise.all([
      guest.client.post<ConfirmBookingResponse>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId }),
      webhooks.deliver(succeeded!.id),
    ]);
    expect(browser.status).toBe(200);
    expect(['confirmed', 'already-confirmed']).toContain(browser.body.outcome);
    expect([200, 409]).toContain(hook.statusCode);
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toHaveLength(1);
    expect(await mailsWithSubject(place.host.email, `New booking: ${place.listing.title}, ${dates.checkIn} to ${dates.checkOut}`)).toHaveLength(1);
  });
});

describe('failed and cancelled payments', () => {
  it('releases the holds when the intent is cancelled, and marks the booking cancelled', async () => {
    const [guest, colleague] = await Promise.all([newGuest(), newGuest()]);
    const dates = stay(26, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect((await startCheckout(colleague, place.listing.id, dates)).status).toBe(400);

    await stripe().paymentIntents.cancel(checkout.body.paymentIntentId);
    await webhooks.idle();
    expect(await bookingOf(guest, checkout.body.paymentIntentId)).toMatchObject({ status: 'cancelled', isPaid: false, holdActive: false });
    expect((await startCheckout(colleague, place.listing.id, dates)).status).toBe(200);
  });
});
