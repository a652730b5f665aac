import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAgain } from './support/members';
import { addDays, formatEuros, stayNights, type BookingList, type BookingView, type CancelStayResponse, type ConfirmBookingResponse } from '@worknest/shared/booking';
import { CANCELLATION_MESSAGES, cancellationPolicySummaries, type CancellationPreview } from '@worknest/shared/cancellation';
import type { ConversationPage, MessagePage } from '@worknest/shared/messaging';
import type { Listing } from '@worknest/shared/listing';
import { blockedFor, confirmedStay, hostWithListing, mailsWithSubject, newGuest, payWithCard, shiftClock, startCheckout, stay, stripe, webhooks, type ErrorBody, type HostWithListing } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';

/*
 * Cancelling paid stays (issue 17) through the local gateway, DynamoDB Local and the Stripe
 * emulator: the policies' refunds, who may cancel, refunds made once, nights freed at once, the
 * e-mails and the conversation line, stays begun and over, and the webhook racing a cancellation.
 * Listings here use the UTC zone, so a night begins at 15:00Z.
 */

const PRICE = 7450;
const FEE = 2000;
const HOUR = 3_600_000;

const path = (bookingId: string) => `/api/bookings/${bookingId}/cancellation`;
const preview = (member: Member, bookingId: string) => member.client.get<CancellationPreview & ErrorBody>(path(bookingId));
const cancel = (member: Member, bookingId: string) => member.client.post<CancelStayResponse & ErrorBody>(path(bookingId));

async function tripOf(guest: Member, bookingId: string): Promise<BookingView | undefined> {
  const trips = await guest.client.get<BookingList>('/api/bookings?limit=50');
  expect(trips.status).toBe(200);
  return trips.body.bookings.find((booking) => booking.id === bookingId);
}

async function refundsOf(bookingId: string, guest: Member) {
  const trip = await tripOf(guest, bookingId);
  return (await stripe().refunds.list({ payment_intent: trip!.paymentIntentId!, limit: 100 })).data;
}

/**
 * After a cancellation by someone other than the guest: the guest and the host each get one
 * e-mail about this stay naming who cancelled, and the guest's conversation with the host ends
 * with the system line (who, refund).
 */
async function expectCancellationNotices(
  place: HostWithListing,
  guest: Member,
  booked: { bookingId: string; checkIn: string; checkOut: string },
  who: string,
  refund: number,
): Promise<void> {
  const guestMails = await mailsWithSubject(guest.email, 'Stay cancelled');
  expect(guestMails).toHaveLength(1);
  expect(guestMails[0]!.body.text).toContain(`cancelled by ${who}`);
  const hostMails = (await mailsWithSubject(place.host.email, 'Stay cancelled')).filter((mail) => mail.subject.includes(`${booked.checkIn} to ${booked.checkOut}`));
  expect(hostMails).toHaveLength(1);
  const conversations = await guest.client.get<ConversationPage>('/api/conversations');
  expect(conversations.status).toBe(200);
  const line = conversations.body.items.find((item) => item.lastMessage?.preview.includes(`cancelled by ${who}`));
  expect(line?.lastMessage?.preview, JSON.stringify(conversations.body.items.map((item) => item.lastMessage?.preview))).toContain(
    `Refund: ${formatEuros(refund)}.`,
  );
}

/** Moves every clock so that "now" is `instantMs`. */
const travelTo = (instantMs: number) => shiftClock(instantMs - Date.now());

let flexible: HostWithListing;
let moderate: HostWithListing;
let strict: HostWithListing;

beforeAll(async () => {
  [flexible, moderate, strict] = await Promise.all([
    hostWithListing({ minNights: 1, cancellationPolicy: 'flexible', timeZone: 'UTC' }),
    hostWithListing({ minNights: 1, cancellationPolicy: 'moderate', timeZone: 'UTC' }),
    hostWithListing({ minNights: 1, cancellationPolicy: 'strict', timeZone: 'UTC' }),
  ]);
}, 180_000);

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('the listing carries its policy, booking mode and zone', () => {
  it('stores and answers them, with defaults, and refuses unknown values with clear messages', async () => {
    expect(flexible.listing).toMatchObject({ cancellationPolicy: 'flexible', bookingMode: 'instant', timeZone: 'UTC' });
    expect(strict.listing.cancellationPolicy).toBe('strict');
    const read = await flexible.host.client.get<Listing>(`/api/listings/${strict.listing.id}`);
    expect(read.body.cancellationPolicy).toBe('strict');
    const bad = await flexible.host.client.post<ErrorBody>('/api/listings', { ...strict.listing, cancellationPolicy: 'lenient', timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    const messages = bad.body.issues?.map((issue) => `${issue.path}: ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining(['cancellationPolicy: Please choose a cancellation policy', 'timeZone: Please choose a valid time zone']));
    expect(cancellationPolicySummaries.flexible).toMatch(/24 hours/);
  });
});

describe('a guest cancels under the policy', { timeout: 90_000 }, () => {
  it('flexible, a month ahead: preview then a full refund, nights free at once, e-mails, a line in the conversation', async () => {
    const guest = await newGuest();
    const booked = await confirmedStay(flexible, guest, 30, 3);
    const total = 3 * PRICE + FEE;

    const seen = await preview(guest, booked.bookingId);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ cancellable: true, cancelAs: 'guest', policy: 'flexible', refundAmount: total, keptAmount: 0, rule: 'full', totalAmount: total });
    // The next deadline: 24 hours before check-in at 15:00 (UTC listing); after it, the later nights.
    expect(seen.body.nextDeadline).toEqual({ at: `${addDays(booked.checkIn, -1)}T15:00:00.000Z`, refundAmount: 2 * PRICE });

    const colleague = await newGuest();
    expect(await blockedFor(colleague, flexible.listing.id)).toEqual(stayNights(booked.checkIn, booked.checkOut));
    const cancelled = await cancel(guest, booked.bookingId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.outcome).toBe('cancelled');
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'guest', refundedAmount: total, refundIssued: true });
    expect(cancelled.body.booking.cancelledAt).toBeTruthy();

    const refunds = await refundsOf(booked.bookingId, guest);
    expect(refunds.map((refund) => refund.amount)).toEqual([total]);
    // Free at once: nothing blocked, and a colleague books the same nights.
    expect(await blockedFor(colleague, flexible.listing.id)).toEqual([]);
    const rebooked = await startCheckout(colleague, flexible.listing.id, { checkIn: booked.checkIn, checkOut: booked.checkOut });
    expect(rebooked.status, rebooked.text).toBe(200);

    // Listed as cancelled with the refunded amount.
    expect(await tripOf(guest, booked.bookingId)).toMatchObject({ status: 'cancelled', refundedAmount: total });
    expect(await mailsWithSubject(guest.email, 'Stay cancelled')).toHaveLength(1);
    expect(await mailsWithSubject(flexible.host.email, 'Stay cancelled')).toHaveLength(1);
    const conversations = await flexible.host.client.get<ConversationPage>('/api/conversations');
    const line = conversations.body.items.find((item) => item.lastMessage?.preview.includes('cancelled by the guest'));
    expect(line?.lastMessage?.preview).toContain('Refund: €243.50');
    // Issue 40 (ADR 0187): the line's code and values come with it, in the list and in the thread.
    const values = { checkIn: booked.checkIn, checkOut: booked.checkOut, by: 'guest', refundCents: total };
    expect(line?.lastMessage).toMatchObject({ kind: 'system', code: 'stay_cancelled', values });
    const thread = await flexible.host.client.get<MessagePage>(`/api/conversations/${line!.id}/messages`);
    expect(thread.status, thread.text).toBe(200);
    const notice = thread.body.items.find((message) => message.kind === 'system' && message.code === 'stay_cancelled');
    expect(notice).toMatchObject({ content: line?.lastMessage?.preview, values });

    // Cancelling again changes nothing and refunds nothing more.
    const again = await cancel(guest, booked.bookingId);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('already-cancelled');
    expect(await refundsOf(booked.bookingId, guest)).toHaveLength(1);
    const previewAfter = await preview(guest, booked.bookingId);
    expect(previewAfter.body).toMatchObject({ cancellable: false, reason: CANCELLATION_MESSAGES.alreadyCancelled });
  });

  it('moderate, three days ahead: half of the nights, a partial refund in Stripe; charge.refunded records it once', async () => {
    const guest = await newGuest();
    const booked = await confirmedStay(moderate, guest, 3, 3);
    const seen = await preview(guest, booked.bookingId);
    expect(seen.body).toMatchObject({ refundAmount: Math.floor((3 * PRICE) / 2), rule: 'half-unbegun-nights', nextDeadline: { at: `${booked.checkIn}T15:00:00.000Z`, refundAmount: PRICE } });
    const cancelled = await cancel(guest, booked.bookingId);
    expect(cancelled.body.booking.refundedAmount).toBe(11_175);
    expect((await refundsOf(booked.bookingId, guest)).map((refund) => refund.amount)).toEqual([11_175]);
    const trip = await tripOf(guest, booked.bookingId);
    const charge = await stripe().charges.retrieve((await stripe().paymentIntents.retrieve(trip!.paymentIntentId!)).latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 11_175, refunded: false });
    await webhooks.idle();
    const events = await webhooks.events(trip!.paymentIntentId!, 'charge.refunded');
    expect(events).toHaveLength(1);
    expect(events[0]!.attempts.at(-1)?.statusCode).toBe(200);
    // Delivered again, it is a duplicate and changes nothing.
    expect((await webhooks.deliver(events[0]!.id)).statusCode).toBe(200);
    expect(await tripOf(guest, booked.bookingId)).toMatchObject({ status: 'cancelled', refundedAmount: 11_175, refundIssued: true });
  });

  it('strict, three days ahead: nothing is refunded, yet the stay is cancelled and its nights are free', async () => {
    const guest = await newGuest();
    const booked = await confirmedStay(strict, guest, 3, 2);
    const cancelled = await cancel(guest, booked.bookingId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 0, refundIssued: false });
    expect(await refundsOf(booked.bookingId, guest)).toEqual([]);
    expect(await blockedFor(guest, strict.listing.id)).toEqual([]);
    expect(await mailsWithSubject(guest.email, 'Stay cancelled')).toHaveLength(1);
  });

  it('a stay that has begun: only the nights not yet begun come back, and only those are freed', async () => {
    const guest = await newGuest();
    const booked = await confirmedStay(flexible, guest, 2, 3);
    // The second night began an hour ago.
    await travelTo(Date.parse(`${addDays(booked.checkIn, 1)}T15:00:00Z`) + HOUR);
    const seen = await preview(guest, booked.bookingId);
    expect(seen.body).toMatchObject({ cancellable: true, nightsBegun: 2, refundAmount: PRICE, rule: 'later-nights' });
    const cancelled = await cancel(guest, booked.bookingId);
    expect(cancelled.body.booking.refundedAmount).toBe(PRICE);
    const nights = stayNights(booked.checkIn, booked.checkOut);
    const blocked = await blockedFor(guest, flexible.listing.id);
    expect(blocked).not.toContain(nights[2]);
  });

  it('a stay already checked out cannot be cancelled (409), by anyone', async () => {
    const guest = await newGuest();
    // Soon enough that the guest's session is not idle (7 days) at check-out.
    const booked = await confirmedStay(strict, guest, 5, 1);
    await travelTo(Date.parse(`${booked.checkOut}T11:00:00Z`));
    // A week on: both come back to the app and sign in again (7-day idle timeout).
    await Promise.all([signInAgain(guest), signInAgain(strict.host)]);
    const late = await cancel(guest, booked.bookingId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CANCELLATION_MESSAGES.checkedOut);
    expect((await cancel(strict.host, booked.bookingId)).status).toBe(409);
    expect((await preview(guest, booked.bookingId)).body).toMatchObject({ cancellable: false, reason: CANCELLATION_MESSAGES.checkedOut });
    await travelTo(Date.parse(`${booked.checkOut}T10:59:00Z`));
    expect((await cancel(guest, booked.bookingId)).status).toBe(200);
  });
});

describe('the host or an admin cancels; nobody else can', { timeout: 90_000 }, () => {
  it('the host cancels a strict stay with a full refund to the guest', async () => {
    const guest = await newGuest();
    // Days of its own: the guests' tests above booked and cancelled strict stays 3 and 5 days ahead.
    const booked = await confirmedStay(strict, guest, 10, 2);
    const seen = await preview(strict.host, booked.bookingId);
    expect(seen.body).toMatchObject({ cancelAs: 'host', refundAmount: 2 * PRICE + FEE, rule: 'host-full' });
    const cancelled = await cancel(strict.host, booked.bookingId);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'host', refundedAmount: 2 * PRICE + FEE });
    expect((await refundsOf(booked.bookingId, guest)).map((refund) => refund.amount)).toEqual([2 * PRICE + FEE]);
    const hostings = await strict.host.client.get<BookingList>('/api/bookings/host');
    expect(hostings.body.bookings.find((booking) => booking.id === booked.bookingId)).toMatchObject({ status: 'cancelled', refundedAmount: 2 * PRICE + FEE });
    await expectCancellationNotices(strict, guest, booked, 'the host', 2 * PRICE + FEE);
  });

  it('the host cancels a stay that has begun: the nights not yet begun and the service fee come back', async () => {
    const guest = await newGuest();
    // Days of its own (the guest's begun stay above keeps the nights 2 and 3 days ahead), and soon
    // enough that the sessions are not idle (7 days) when the second night begins.
    const booked = await confirmedStay(flexible, guest, 5, 3);
    // The second night began an hour ago: one night is left.
    await travelTo(Date.parse(`${addDays(booked.checkIn, 1)}T15:00:00Z`) + HOUR);
    const seen = await preview(flexible.host, booked.bookingId);
    expect(seen.body).toMatchObject({ cancellable: true, cancelAs: 'host', nightsBegun: 2, refundAmount: PRICE + FEE, rule: 'host-unbegun-nights' });

    const cancelled = await cancel(flexible.host, booked.bookingId);

    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'host', refundedAmount: PRICE + FEE });
    expect((await refundsOf(booked.bookingId, guest)).map((refund) => refund.amount)).toEqual([PRICE + FEE]);
    // Only the night not yet begun is free again.
    const nights = stayNights(booked.checkIn, booked.checkOut);
    expect(await blockedFor(guest, flexible.listing.id)).not.toContain(nights[2]);
    await expectCancellationNotices(flexible, guest, booked, 'the host', PRICE + FEE);
  });

  it('an admin cancels for a member with a full refund', async () => {
    const [guest, admin] = await Promise.all([newGuest(), demoCompanyMember('acme.test', 'admin', 'Admin')]);
    const booked = await confirmedStay(moderate, guest, 2, 2);
    const cancelled = await cancel(admin, booked.bookingId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ cancelledBy: 'admin', refundedAmount: 2 * PRICE + FEE });
    await expectCancellationNotices(moderate, guest, booked, 'a Worknest administrator', 2 * PRICE + FEE);
  });

  it('a colleague or a member of another company gets 404, and nothing changes', async () => {
    const [guest, colleague, outsider] = await Promise.all([newGuest(), newGuest(), newGuest('globex.test')]);
    const booked = await confirmedStay(flexible, guest, 40, 2);
    for (const stranger of [colleague, outsider]) {
      expect((await preview(stranger, booked.bookingId)).status).toBe(404);
      expect((await cancel(stranger, booked.bookingId)).status).toBe(404);
    }
    expect((await cancel(guest, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await cancel(guest, 'not-an-id')).status).toBe(400);
    expect(await tripOf(guest, booked.bookingId)).toMatchObject({ status: 'confirmed' });
  });
});

describe('once, however it is raced', { timeout: 90_000 }, () => {
  it('two cancellations at once (guest twice and the host) refund once', async () => {
    const guest = await newGuest();
    const booked = await confirmedStay(flexible, guest, 60, 2);
    const answers = await Promise.all([cancel(guest, booked.bookingId), cancel(guest, booked.bookingId), cancel(flexible.host, booked.bookingId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.outcome === 'cancelled')).toHaveLength(1);
    expect(await refundsOf(booked.bookingId, guest)).toHaveLength(1);
    const trip = await tripOf(guest, booked.bookingId);
    expect((await refundsOf(booked.bookingId, guest))[0]!.amount).toBe(trip!.refundedAmount);
  });

  it('cancelling while the payment webhook is still in flight: the cancellation confirms and refunds; the late webhook changes nothing', async () => {
    const guest = await newGuest();
    const dates = stay(70, 2);
    await webhooks.pause();
    const checkout = await startCheckout(guest, flexible.listing.id, dates);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    // The browser never confirmed and the webhook is held: the booking is still pending.
    const cancelled = await cancel(guest, checkout.body.bookingId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'guest', refundedAmount: 2 * PRICE + FEE });
    await webhooks.resume();
    await webhooks.idle();
    const succeeded = await webhooks.events(checkout.body.paymentIntentId, 'payment_intent.succeeded');
    expect(succeeded[0]!.attempts.at(-1)?.statusCode).toBe(200);
    expect((await stripe().refunds.list({ payment_intent: checkout.body.paymentIntentId })).data).toHaveLength(1);
    expect(await tripOf(guest, checkout.body.bookingId)).toMatchObject({ status: 'cancelled', refundedAmount: 2 * PRICE + FEE });
    // The browser's confirm arriving last says so.
    const late = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(late.status).toBe(409);
    expect(await blockedFor(guest, flexible.listing.id)).not.toContain(dates.checkIn);
  });

  it('an unpaid checkout is not a stay to cancel here (409); the checkout Cancel is for it', async () => {
    const guest = await newGuest();
    const checkout = await startCheckout(guest, flexible.listing.id, stay(50, 2));
    const refused = await cancel(guest, checkout.body.bookingId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CANCELLATION_MESSAGES.notConfirmed);
  });
});
