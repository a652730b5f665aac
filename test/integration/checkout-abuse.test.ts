import { afterEach, describe, expect, it } from 'vitest';
import { stayNights } from '@worknest/shared/booking';
import {
  CHECKOUT_LIMIT_PER_LISTING,
  MAX_OPEN_CHECKOUTS,
  TOO_MANY_CHECKOUTS_MESSAGE,
} from '@worknest/functions/domain/bookings/checkout-limits';
import { blockedFor, hostWithListing, newGuest, shiftClock, startCheckout, stay, stripe } from './booking-support';

/*
 * Issue 14, finding 4: one member cannot keep a colleague's home held for ever. A changed
 * checkout replaces the old one without extending its hold, old intents are cancelled, a guest
 * holds a few listings at most, and new checkouts per listing and day are limited.
 */

afterEach(async () => {
  await shiftClock(0);
});

describe('checkout holds cannot be renewed for ever', () => {
  it('a replacing checkout ends when the first hold ends, cancels the older intent, and frees the nights then', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const other = await newGuest();
    const dates = stay(10, 3);

    const first = await startCheckout(guest, place.listing.id, dates, 1);
    expect(first.status, first.text).toBe(200);
    await shiftClock(25 * 60_000);
    const second = await startCheckout(guest, place.listing.id, dates, 2);
    expect(second.status, second.text).toBe(200);

    expect(second.body.holdExpiresAt).toBe(first.body.holdExpiresAt);
    expect((await stripe().paymentIntents.retrieve(first.body.paymentIntentId)).status).toBe('canceled');
    // Still held for the others until the first hold's end...
    expect(await blockedFor(other, place.listing.id)).toEqual(expect.arrayContaining(stayNights(dates.checkIn, dates.checkOut)));
    // ...and free right after it, not 30 minutes after the second request.
    await shiftClock(31 * 60_000);
    const taken = await startCheckout(other, place.listing.id, dates, 1);
    expect(taken.status, taken.text).toBe(200);
  }, 120_000);

  it(`limits new checkouts of one listing by one member to ${CHECKOUT_LIMIT_PER_LISTING.limit} a day`, async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const statuses: number[] = [];
    for (let i = 0; i < CHECKOUT_LIMIT_PER_LISTING.limit + 1; i += 1) {
      // A different guest count each time, so none is a reload of the previous checkout.
      const answer = await startCheckout(guest, place.listing.id, stay(12, 2 + i), 1);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(CHECKOUT_LIMIT_PER_LISTING.limit).fill(200), 429]);
  });

  it('answers a reload of the same checkout with the same intent, without counting it', async () => {
    const place = await hostWithListing();
    const guest = await newGuest();
    const dates = stay(14, 2);
    const answers = [];
    for (let i = 0; i < CHECKOUT_LIMIT_PER_LISTING.limit + 2; i += 1) answers.push(await startCheckout(guest, place.listing.id, dates, 1));
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(200));
    expect(new Set(answers.map((a) => a.body.paymentIntentId)).size).toBe(1);
  });

  it(`refuses a checkout of a ${MAX_OPEN_CHECKOUTS + 1}th listing while ${MAX_OPEN_CHECKOUTS} are held`, async () => {
    const places = [];
    for (let i = 0; i <= MAX_OPEN_CHECKOUTS; i += 1) places.push(await hostWithListing());
    const guest = await newGuest();
    for (const place of places.slice(0, MAX_OPEN_CHECKOUTS)) expect((await startCheckout(guest, place.listing.id, stay(20, 2), 1)).status).toBe(200);

    const refused = await startCheckout(guest, places[MAX_OPEN_CHECKOUTS]!.listing.id, stay(20, 2), 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: TOO_MANY_CHECKOUTS_MESSAGE, code: 'too_many_checkouts' });
  });
});
