import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, stayNights, type BookingList, type BookingView, type ConfirmBookingResponse } from '@worknest/shared/booking';
import type { Employee } from '@worknest/shared/people';
import type { HostDeactivationPreview, HostDeactivationResult } from '@worknest/shared/host-deactivation';
import type { Listing } from '@worknest/shared/listing';
import type { ConversationPage } from '@worknest/shared/messaging';
import { blockedFor, confirmedStay, hostWithListing, mailsWithSubject, newGuest, payWithCard, shiftClock, startCheckout, stay, stripe, webhooks, type ErrorBody, type HostWithListing } from './booking-support';
import { demoCompanyMember, uploadPhoto, validListing, type Member } from './listings-support';

/*
 * Issue 29, item 2: deactivating a host (HR, an admin; the CLI calls the same domain function)
 * cancels their stays that have not begun as the host cancelling them (full refund, both told,
 * nights free), declines their open requests as the host declining them, and leaves a begun stay
 * to finish. `GET /api/hr/employees/{id}/deactivation` tells HR beforehand. Through the local
 * gateway, DynamoDB Local and the Stripe emulator; listings in UTC (a night begins at 15:00Z).
 */

const PRICE = 7450;
const FEE = 2000;
const HOUR = 3_600_000;

const previewPath = (id: string) => `/api/hr/employees/${id}/deactivation`;
const preview = (member: Member, id: string) => member.client.get<HostDeactivationPreview & ErrorBody>(previewPath(id));
const deactivate = (member: Member, id: string) => member.client.post<Employee & { deactivation: HostDeactivationResult } & ErrorBody>(`/api/hr/employees/${id}/deactivate`);

async function tripOf(guest: Member, bookingId: string): Promise<BookingView | undefined> {
  const trips = await guest.client.get<BookingList>('/api/bookings?limit=50');
  expect(trips.status, trips.text).toBe(200);
  return trips.body.bookings.find((booking) => booking.id === bookingId);
}

/** A request on a request-mode listing: checkout, card authorized, the browser's confirm call. */
async function requestStay(listingId: string, guest: Member, fromDays: number) {
  const dates = stay(fromDays, 2);
  const checkout = await startCheckout(guest, listingId, dates);
  expect(checkout.status, checkout.text).toBe(200);
  expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
  const confirmed = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { bookingId: checkout.body.bookingId, paymentIntentId: checkout.body.paymentIntentId, ...dates };
}

let hr: Member;
let admin: Member;

beforeAll(async () => {
  [hr, admin] = await Promise.all([demoCompanyMember('acme.test', 'hr', 'Hera'), demoCompanyMember('acme.test', 'admin', 'Adam')]);
}, 120_000);

afterEach(async () => {
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('deactivating a host', { timeout: 240_000 }, () => {
  it('previews, then cancels the stays ahead as the host, declines open requests, and leaves a begun stay to finish', async () => {
    const place: HostWithListing = await hostWithListing({ minNights: 1, timeZone: 'UTC', cancellationPolicy: 'strict' });
    const images = [await uploadPhoto(place.host), await uploadPhoto(place.host)];
    const requestListing = await place.host.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1, timeZone: 'UTC', bookingMode: 'request', title: 'Request-only room by the park' });
    expect(requestListing.status, requestListing.text).toBe(201);
    const [begunGuest, aheadGuest, requestGuest, colleague] = await Promise.all([newGuest(), newGuest(), newGuest(), newGuest()]);

    // A stay that begins tomorrow; then "now" moves to an hour after its first check-in.
    const begun = await confirmedStay(place, begunGuest, 1, 3);
    await shiftClock(Date.parse(`${begun.checkIn}T15:00:00Z`) + HOUR - Date.now());
    // A paid stay ahead (strict policy: a guest would get little back; the host's cancellation refunds all of it) and an open request.
    const ahead = await confirmedStay(place, aheadGuest, 12, 2);
    const request = await requestStay(requestListing.body.id, requestGuest, 20);

    // HR sees beforehand what the deactivation does to bookings.
    const seen = await preview(hr, place.host.id);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ employeeId: place.host.id, staysToCancel: 1, requestsToDecline: 1 });
    expect(seen.body.staysInProgress).toEqual([
      { bookingId: begun.bookingId, listingTitle: place.listing.title, checkIn: begun.checkIn, checkOut: begun.checkOut },
    ]);
    // The admin's view answers the same.
    expect((await preview(admin, place.host.id)).body).toEqual(seen.body);

    const done = await deactivate(hr, place.host.id);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ id: place.host.id, isActive: false, deactivation: { staysCancelled: 1, requestsDeclined: 1, staysNotCancelled: 0 } });
    expect(done.body.deactivation.staysInProgress.map((s) => s.bookingId)).toEqual([begun.bookingId]);

    // The stay ahead: cancelled by the host with a full refund, made once at Stripe; both are told.
    const aheadTrip = await tripOf(aheadGuest, ahead.bookingId);
    expect(aheadTrip).toMatchObject({ status: 'cancelled', cancelledBy: 'host', refundedAmount: 2 * PRICE + FEE, refundIssued: true });
    const refunds = (await stripe().refunds.list({ payment_intent: aheadTrip!.paymentIntentId!, limit: 10 })).data;
    expect(refunds.map((refund) => refund.amount)).toEqual([2 * PRICE + FEE]);
    const guestMails = await mailsWithSubject(aheadGuest.email, 'Stay cancelled');
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]!.body.text).toContain('cancelled by the host');
    expect((await mailsWithSubject(place.host.email, 'Stay cancelled')).filter((mail) => mail.subject.includes(ahead.checkIn))).toHaveLength(1);
    // ...and the system line in the guest's conversation with the host, as a host's own cancellation writes it.
    const conversations = await aheadGuest.client.get<ConversationPage>('/api/conversations');
    expect(conversations.status, conversations.text).toBe(200);
    expect(conversations.body.items.map((item) => item.lastMessage?.preview ?? '').join('\n')).toMatch(/cancelled by the host\. Refund: /);

    // The request: declined as the host declines it; the authorization released; the guest told.
    expect(await tripOf(requestGuest, request.bookingId)).toMatchObject({ status: 'declined' });
    expect((await stripe().paymentIntents.retrieve(request.paymentIntentId)).status).toBe('canceled');
    expect(await mailsWithSubject(requestGuest.email, 'Booking request declined')).toHaveLength(1);

    // The begun stay is left to finish, and its guest hears nothing.
    expect(await tripOf(begunGuest, begun.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(await mailsWithSubject(begunGuest.email, 'Stay cancelled')).toHaveLength(0);

    // Nothing left to cancel; deactivating again changes nothing and tells nobody twice.
    expect((await preview(hr, place.host.id)).body).toMatchObject({ staysToCancel: 0, requestsToDecline: 0 });
    const again = await deactivate(hr, place.host.id);
    expect(again.status, again.text).toBe(200);
    expect(again.body.deactivation).toMatchObject({ staysCancelled: 0, requestsDeclined: 0 });
    expect(await mailsWithSubject(aheadGuest.email, 'Stay cancelled')).toHaveLength(1);

    // Reactivated, the host's home shows the cancelled nights free again; the begun stay's nights are still booked.
    expect((await hr.client.post(`/api/hr/employees/${place.host.id}/reactivate`)).status).toBe(200);
    const blocked = await blockedFor(colleague, place.listing.id);
    for (const night of stayNights(ahead.checkIn, ahead.checkOut)) expect(blocked).not.toContain(night);
    expect(blocked).toContain(addDays(begun.checkIn, 1));
  });

  it('is HR of the company or an admin only: others get 404 or 403, and nothing changes', async () => {
    const place = await hostWithListing({ minNights: 1, timeZone: 'UTC' });
    const guest = await newGuest();
    const ahead = await confirmedStay(place, guest, 30, 2);
    const [otherHr, employee] = await Promise.all([demoCompanyMember('globex.test', 'hr', 'Gina'), demoCompanyMember('acme.test', 'employee', 'Emil')]);

    expect((await preview(otherHr, place.host.id)).status).toBe(404);
    expect((await deactivate(otherHr, place.host.id)).status).toBe(404);
    expect((await preview(employee, place.host.id)).status).toBe(403);
    expect((await preview(place.host, place.host.id)).status).toBe(403);
    expect((await preview(hr, 'not a valid id!')).status).toBe(400);
    expect((await preview(hr, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // HR cannot deactivate itself (nor preview it).
    expect((await preview(hr, hr.id)).status).toBe(403);
    expect(await tripOf(guest, ahead.bookingId)).toMatchObject({ status: 'confirmed' });
  });
});
