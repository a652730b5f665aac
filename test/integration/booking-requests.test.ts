import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  stayNights,
  type BookingList,
  type BookingView,
  type CancelStayResponse,
  type ConfirmBookingResponse,
  type HostBookingList,
  type RequestAnswerResponse,
} from '@worknest/shared/booking';
import { BOOKING_REQUEST_TTL_MS, REQUEST_WITHDRAWAL_RULE, type CancellationPreview } from '@worknest/shared/cancellation';
import type { ConversationPage } from '@worknest/shared/messaging';
import { blockedFor, hostWithListing, mailsWithSubject, newGuest, payWithCard, shiftClock, startCheckout, stay, stripe, webhooks, type ErrorBody, type HostWithListing } from './booking-support';
import type { Member } from './listings-support';
import { runJob } from './support/jobs';
import { localTable } from './support/local-table';

/*
 * Booking requests (issue 17): a `request` listing authorizes the card (manual capture) and
 * holds the nights; the host accepts (capture, confirmed) or declines (authorization released,
 * nights freed); unanswered for 24 hours, the expiry job releases it. Accept, Decline and the
 * expiry race safely: exactly one wins, at Stripe and in the booking.
 */

const accept = (member: Member, bookingId: string) => member.client.post<RequestAnswerResponse & ErrorBody>(`/api/bookings/${bookingId}/accept`);
const withdraw = (member: Member, bookingId: string) =>
  member.client.post<CancelStayResponse & ErrorBody>(`/api/bookings/${bookingId}/cancellation`, { expectedStatus: 'requested' });
const decline = (member: Member, bookingId: string) => member.client.post<RequestAnswerResponse & ErrorBody>(`/api/bookings/${bookingId}/decline`);

interface Request {
  guest: Member;
  bookingId: string;
  paymentIntentId: string;
  dates: { checkIn: string; checkOut: string };
}

/** A guest requests a stay: checkout, card authorized, the browser's confirm call. */
async function requestStay(place: HostWithListing, fromDays: number, nights = 2): Promise<Request> {
  const guest = await newGuest();
  const dates = stay(fromDays, nights);
  const checkout = await startCheckout(guest, place.listing.id, dates);
  expect(checkout.status, checkout.text).toBe(200);
  expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
  const confirmed = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  // The authorization's webhook may have made it a request first.
  expect(['requested', 'already-requested']).toContain(confirmed.body.outcome);
  return { guest, bookingId: checkout.body.bookingId, paymentIntentId: checkout.body.paymentIntentId, dates };
}

async function tripOf(guest: Member, bookingId: string): Promise<BookingView | undefined> {
  const trips = await guest.client.get<BookingList>('/api/bookings?limit=50');
  return trips.body.bookings.find((booking) => booking.id === bookingId);
}

const intentStatus = async (id: string) => (await stripe().paymentIntents.retrieve(id)).status;

let place: HostWithListing;

beforeAll(async () => {
  place = await hostWithListing({ minNights: 1, bookingMode: 'request', timeZone: 'Europe/Amsterdam' });
}, 180_000);

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('requesting a stay', { timeout: 90_000 }, () => {
  it('authorizes without charging, holds the nights for 24 hours, tells the host; the guest waits', async () => {
    const request = await requestStay(place, 10);
    const intent = await stripe().paymentIntents.retrieve(request.paymentIntentId);
    expect(intent).toMatchObject({ capture_method: 'manual', status: 'requires_capture', amount_received: 0 });
    const trip = await tripOf(request.guest, request.bookingId);
    expect(trip).toMatchObject({ status: 'requested', isPaid: false, bookingMode: 'request' });
    const expiresIn = Date.parse(trip!.requestExpiresAt!) - Date.now();
    expect(expiresIn).toBeGreaterThan(BOOKING_REQUEST_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(BOOKING_REQUEST_TTL_MS);

    // Held for the request, long after the 30-minute checkout hold.
    await shiftClock(2 * 3_600_000);
    const other = await newGuest();
    expect(await blockedFor(other, place.listing.id)).toEqual(expect.arrayContaining(stayNights(request.dates.checkIn, request.dates.checkOut)));
    expect((await startCheckout(other, place.listing.id, request.dates)).status).toBe(400);

    expect(await mailsWithSubject(place.host.email, 'Booking request')).toHaveLength(1);
    const hostings = await place.host.client.get<HostBookingList>('/api/bookings/host?when=upcoming');
    expect(hostings.body.bookings.find((booking) => booking.id === request.bookingId)).toMatchObject({ status: 'requested' });
    // A request waiting for the host's answer counts among the host's active bookings (issue 29 item 5).
    expect(hostings.body.total).toBe(1);

    // The webhook for the authorization, delivered again, changes nothing.
    await webhooks.idle();
    const [authorized] = await webhooks.events(request.paymentIntentId, 'payment_intent.amount_capturable_updated');
    expect((await webhooks.deliver(authorized!.id)).statusCode).toBe(200);
    expect(await mailsWithSubject(place.host.email, 'Booking request')).toHaveLength(1);
  });

  it('the webhook alone (no browser confirm) turns an authorization into a request', async () => {
    const guest = await newGuest();
    const dates = stay(14, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    await webhooks.idle();
    expect(await tripOf(guest, checkout.body.bookingId)).toMatchObject({ status: 'requested' });
  });
});

describe('the host answers', { timeout: 90_000 }, () => {
  it('Accept captures and confirms, once; the guest is told', async () => {
    const request = await requestStay(place, 20);
    const answers = await Promise.all([accept(place.host, request.bookingId), accept(place.host, request.bookingId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // At most one call confirms it (Stripe's webhook for the capture may confirm it first: then both say already-accepted).
    expect(answers.filter((answer) => answer.body.outcome === 'accepted').length).toBeLessThanOrEqual(1);
    expect(answers.every((answer) => ['accepted', 'already-accepted'].includes(answer.body.outcome))).toBe(true);
    expect(await intentStatus(request.paymentIntentId)).toBe('succeeded');
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await mailsWithSubject(request.guest.email, 'Booking confirmed')).toHaveLength(1);
    expect((await decline(place.host, request.bookingId)).status).toBe(409);
    await webhooks.idle();
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('Decline releases the authorization and frees the nights; the guest is told; Accept afterwards is 409', async () => {
    const request = await requestStay(place, 24);
    const declined = await decline(place.host, request.bookingId);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ outcome: 'declined', booking: { status: 'declined' } });
    expect(await intentStatus(request.paymentIntentId)).toBe('canceled');
    expect(await blockedFor(request.guest, place.listing.id)).not.toContain(request.dates.checkIn);
    expect(await mailsWithSubject(request.guest.email, 'Booking request declined')).toHaveLength(1);
    expect((await decline(place.host, request.bookingId)).body.outcome).toBe('already-declined');
    expect((await accept(place.host, request.bookingId)).status).toBe(409);
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'declined' });
  });

  it('Decline twice at once (or racing Stripe\'s payment_intent.canceled): no error, the guest gets one e-mail', async () => {
    const request = await requestStay(place, 26);
    const answers = await Promise.all([decline(place.host, request.bookingId), decline(place.host, request.bookingId)]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ booking: { status: 'declined' } });
    }
    // Both overlap: each cancelled the authorization itself and answers declined. On a busy
    // machine the second may start after the first has finished: it then reads a declined
    // request and answers already-declined, as a later click does (above). Never both already.
    const outcomes = answers.map((answer) => (answer.body as { outcome: string }).outcome).sort();
    expect([['declined', 'declined'], ['already-declined', 'declined']]).toContainEqual(outcomes);
    expect(await mailsWithSubject(request.guest.email, 'Booking request declined')).toHaveLength(1);
  });

  it('only the host answers: the guest and colleagues get 404', async () => {
    const request = await requestStay(place, 28);
    const colleague = await newGuest();
    for (const member of [request.guest, colleague]) {
      expect((await accept(member, request.bookingId)).status).toBe(404);
      expect((await decline(member, request.bookingId)).status).toBe(404);
    }
    expect(await intentStatus(request.paymentIntentId)).toBe('requires_capture');
  });

  it('Accept and Decline at once: exactly one wins, at Stripe and in the booking', async () => {
    const request = await requestStay(place, 32);
    const [accepted, declined] = await Promise.all([accept(place.host, request.bookingId), decline(place.host, request.bookingId)]);
    const winners = [accepted, declined].filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect([accepted, declined].find((answer) => answer.status !== 200)!.status).toBe(409);
    const status = (await tripOf(request.guest, request.bookingId))!.status;
    expect(await intentStatus(request.paymentIntentId)).toBe(status === 'confirmed' ? 'succeeded' : 'canceled');
    expect(status).toBe(accepted.status === 200 ? 'confirmed' : 'declined');
  });
});

describe('the guest withdraws a request the host has not answered', { timeout: 90_000 }, () => {
  it('releases the authorization, frees the nights, tells the host; again is already-cancelled; the host can no longer answer', async () => {
    const request = await requestStay(place, 52);
    const preview = await request.guest.client.get<CancellationPreview>(`/api/bookings/${request.bookingId}/cancellation`);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ cancellable: true, cancelAs: 'guest', refundAmount: 0, rule: REQUEST_WITHDRAWAL_RULE });

    // Stripe's payment_intent.canceled waits, so that the two clicks race each other, not the webhook.
    await webhooks.pause();
    const answers = await Promise.all([withdraw(request.guest, request.bookingId), withdraw(request.guest, request.bookingId)]);
    await webhooks.resume();
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['already-cancelled', 'withdrawn']);
    expect(answers[0]!.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'guest', refundedAmount: 0, confirmedAt: null });
    expect(await intentStatus(request.paymentIntentId)).toBe('canceled');
    expect(await blockedFor(request.guest, place.listing.id)).not.toContain(request.dates.checkIn);
    // Another member can book the nights at once.
    const other = await newGuest();
    expect((await startCheckout(other, place.listing.id, request.dates)).status).toBe(200);
    expect(await mailsWithSubject(place.host.email, 'Booking request withdrawn')).toHaveLength(1);
    expect(await mailsWithSubject(request.guest.email, 'Booking request declined')).toHaveLength(0);
    expect((await accept(place.host, request.bookingId)).status).toBe(409);
    expect((await decline(place.host, request.bookingId)).status).toBe(409);
    // A withdrawn request moves to the host's cancelled group (issue 29 item 12), out of the upcoming stays.
    const upcoming = await place.host.client.get<HostBookingList>('/api/bookings/host?when=upcoming');
    expect(upcoming.body.bookings.find((booking) => booking.id === request.bookingId)).toBeUndefined();
    const hostings = await place.host.client.get<HostBookingList>('/api/bookings/host?when=cancelled');
    expect(hostings.body.bookings.find((booking) => booking.id === request.bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    // The expiry job later finds nothing to do for it.
    await runJob('expire-booking-requests');
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
  });

  it('a withdrawal cut short after Stripe\'s cancel is finished by payment_intent.canceled as a withdrawal, never as a decline', async () => {
    const request = await requestStay(place, 64);
    await webhooks.pause();
    // What the withdrawal writes before it cancels at Stripe; then it "crashed" right after the cancel.
    const { db, tableName } = localTable();
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: `BOOKING#${request.bookingId}`, sk: 'BOOKING' },
        UpdateExpression: 'SET withdrawal = :withdrawal',
        ExpressionAttributeValues: { ':withdrawal': { by: 'guest', byId: request.guest.id } },
      }),
    );
    await stripe().paymentIntents.cancel(request.paymentIntentId, { cancellation_reason: 'requested_by_customer' });
    await webhooks.resume();
    await webhooks.idle();
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect(await blockedFor(request.guest, place.listing.id)).not.toContain(request.dates.checkIn);
    expect(await mailsWithSubject(place.host.email, 'Booking request withdrawn')).not.toHaveLength(0);
    expect(await mailsWithSubject(request.guest.email, 'Booking request declined')).toHaveLength(0);
    // The conversation gets its line from the webhook too (written without a push: the webhook has no sockets).
    const conversations = await place.host.client.get<ConversationPage>('/api/conversations');
    const line = conversations.body.items.find((item) => item.lastMessage?.code === 'request_withdrawn' && item.lastMessage.values?.checkIn === request.dates.checkIn);
    expect(line?.lastMessage).toMatchObject({ kind: 'system', values: { checkIn: request.dates.checkIn, checkOut: request.dates.checkOut, by: 'guest' } });
  });

  it('the host cannot withdraw it (409: accept or decline), colleagues get 404; nothing changes', async () => {
    const request = await requestStay(place, 56);
    const byHost = await withdraw(place.host, request.bookingId);
    expect(byHost.status).toBe(409);
    expect(byHost.body.message).toMatch(/accept or decline/i);
    expect((await place.host.client.get<CancellationPreview>(`/api/bookings/${request.bookingId}/cancellation`)).body).toMatchObject({ cancellable: false });
    expect((await withdraw(await newGuest(), request.bookingId)).status).toBe(404);
    expect(await intentStatus(request.paymentIntentId)).toBe('requires_capture');
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'requested' });
  });

  it('withdrawing while the host accepts: exactly one wins', async () => {
    const request = await requestStay(place, 60);
    const [withdrawn, accepted] = await Promise.all([withdraw(request.guest, request.bookingId), accept(place.host, request.bookingId)]);
    expect([withdrawn.status, accepted.status].filter((status) => status === 200)).toHaveLength(1);
    expect([withdrawn.status, accepted.status]).toContain(409);
    await webhooks.idle();
    const trip = (await tripOf(request.guest, request.bookingId))!;
    if (accepted.status === 200) {
      // The guest is told it was accepted meanwhile; the stay is not cancelled behind their back.
      expect(withdrawn.body.message).toMatch(/accepted this request a moment ago/);
      expect(trip.status).toBe('confirmed');
      expect(await intentStatus(request.paymentIntentId)).toBe('succeeded');
    } else {
      expect(trip).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
      expect(await intentStatus(request.paymentIntentId)).toBe('canceled');
    }
  });
});

describe('no answer within 24 hours', { timeout: 120_000 }, () => {
  it('the expiry job releases the authorization and frees the nights; Accept afterwards is 409; running it again does nothing', async () => {
    const request = await requestStay(place, 36);
    const trip = await tripOf(request.guest, request.bookingId);
    await shiftClock(Date.parse(trip!.requestExpiresAt!) - Date.now() - 60_000);
    await runJob('expire-booking-requests'); // a minute early: not this one
    expect(await intentStatus(request.paymentIntentId)).toBe('requires_capture');
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'requested' });

    await shiftClock(Date.parse(trip!.requestExpiresAt!) - Date.now() + 60_000);
    const summary = await runJob<{ expired: number }>('expire-booking-requests');
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await intentStatus(request.paymentIntentId)).toBe('canceled');
    expect(await tripOf(request.guest, request.bookingId)).toMatchObject({ status: 'expired' });
    expect(await blockedFor(request.guest, place.listing.id)).not.toContain(request.dates.checkIn);
    expect(await mailsWithSubject(request.guest.email, 'Booking request expired')).toHaveLength(1);
    const late = await accept(place.host, request.bookingId);
    expect(late.status).toBe(409);
    expect(await runJob<{ expired: number }>('expire-booking-requests')).toMatchObject({ expired: 0 });
    expect(await mailsWithSubject(request.guest.email, 'Booking request expired')).toHaveLength(1);
  });

  it('Accept racing the expiry at the deadline: exactly one wins, and everything agrees with it', async () => {
    const requests = await Promise.all([requestStay(place, 40), requestStay(place, 44), requestStay(place, 48)]);
    const expiresAt = Date.parse((await tripOf(requests[0]!.guest, requests[0]!.bookingId))!.requestExpiresAt!);
    // The host clicks Accept a moment before the deadline; the job runs a moment after it.
    await shiftClock(expiresAt - Date.now() - 150);
    const accepts = requests.map((request) => accept(place.host, request.bookingId));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shiftClock(expiresAt - Date.now() + 5_000);
    const job = runJob<{ expired: number; accepted: number }>('expire-booking-requests');
    const answers = await Promise.all(accepts);
    await job;
    await webhooks.idle();
    for (const [index, request] of requests.entries()) {
      const status = (await tripOf(request.guest, request.bookingId))!.status;
      const stripeStatus = await intentStatus(request.paymentIntentId);
      if (answers[index]!.status === 200) {
        expect(status).toBe('confirmed');
        expect(stripeStatus).toBe('succeeded');
        expect(await mailsWithSubject(request.guest.email, 'Booking request expired')).toHaveLength(0);
      } else {
        expect(answers[index]!.status).toBe(409);
        expect(status).toBe('expired');
        expect(stripeStatus).toBe('canceled');
        expect(await mailsWithSubject(request.guest.email, 'Booking confirmed')).toHaveLength(0);
      }
    }
    // Running the job again changes nothing.
    expect(await runJob<{ expired: number }>('expire-booking-requests')).toMatchObject({ expired: 0 });
  });
});
