import { describe, expect, it } from 'vitest';
import type { CancelStayResponse } from '@worknest/shared/booking';
import type { Listing, ListingDetail } from '@worknest/shared/listing';
import type { StayView } from '@worknest/shared/stay-view';
import { confirmedStay, hostWithListing, mailsWithSubject, newGuest, startCheckout, stay, type ErrorBody } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';

/*
 * Issue 41, after booking: the listing's public house rules and private arrival guide, and the
 * stay page's `GET /api/bookings/{id}`: the full address and the guide only for the guest of a
 * confirmed stay and for the host; a colleague, a guest whose stay was cancelled and another
 * company get none of it (404 for anyone who is neither guest nor host).
 */

const guide = {
  checkIn: 'Self check-in from 15:00. Street door code 4721.',
  keys: 'Key box left of the door, code 0815.',
  wifiName: 'Canal-5G',
  wifiPassword: 'fibre-all-day',
  parking: null,
  other: 'Bins in the courtyard.',
};
const houseRules = { smoking: false, pets: true, events: false, quietHours: { from: '22:00', to: '07:00' }, notes: 'Shoes off inside, please.' };

const getStay = (member: Member, id: string) =>
  member.client.get<StayView & ErrorBody>(`/api/bookings/${id}`);

describe('house rules and the arrival guide on the listing (issue 41)', { timeout: 120_000 }, () => {
  it('the rules are public; the guide is the host’s only, and both can be edited', async () => {
    const place = await hostWithListing({ houseRules, arrivalGuide: guide });
    expect(place.listing.houseRules).toEqual(houseRules);
    expect(place.listing.arrivalGuide).toEqual(guide);

    const colleague = await demoCompanyMember('acme.test');
    const seen = await colleague.client.get<ListingDetail>(`/api/listings/${place.listing.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.houseRules).toEqual(houseRules);
    expect(seen.body.arrivalGuide).toBeNull();
    expect(seen.body.address).toBeNull();

    const edited = await place.host.client.patch<Listing>(`/api/listings/${place.listing.id}`, { arrivalGuide: { ...guide, parking: 'Street parking, free after 19:00.' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.arrivalGuide?.parking).toBe('Street parking, free after 19:00.');
  });

  it('refuses a guide over 4,000 characters and notes over 500, naming the field', async () => {
    const host = await hostWithListing();
    const long = await host.host.client.patch<ErrorBody>(`/api/listings/${host.listing.id}`, { arrivalGuide: { checkIn: 'c'.repeat(2500), other: 'o'.repeat(1501) } });
    expect(long.status).toBe(400);
    expect(long.body.issues?.[0]).toEqual({ path: 'arrivalGuide', message: 'The arrival guide must be at most 4000 characters in all.' });
    const notes = await host.host.client.patch<ErrorBody>(`/api/listings/${host.listing.id}`, { houseRules: { notes: 'n'.repeat(501) } });
    expect(notes.status).toBe(400);
    expect(notes.body.issues?.[0]?.path).toBe('houseRules.notes');
  });
});

describe('GET /api/bookings/{id}: the address and the arrival guide once confirmed (issue 41)', { timeout: 180_000 }, () => {
  it('the confirmed guest and the host get them; a colleague and another company get 404', async () => {
    const place = await hostWithListing({ houseRules, arrivalGuide: guide });
    const guest = await newGuest();
    const booked = await confirmedStay(place, guest, 20);

    const asGuest = await getStay(guest, booked.bookingId);
    expect(asGuest.status, asGuest.text).toBe(200);
    expect(asGuest.body.side).toBe('guest');
    expect(asGuest.body.status).toBe('confirmed');
    expect(asGuest.body.address).toBe('Keizersgracht 101, 1015 CJ Amsterdam, North Holland, Netherlands');
    expect(asGuest.body.arrivalGuide).toEqual(guide);
    expect(asGuest.body.houseRules).toEqual(houseRules);

    const asHost = await getStay(place.host, booked.bookingId);
    expect(asHost.status).toBe(200);
    expect(asHost.body.side).toBe('host');
    expect(asHost.body.address).toBe(asGuest.body.address);
    expect(asHost.body.arrivalGuide).toEqual(guide);

    const colleague = await demoCompanyMember('acme.test');
    const stranger = await newGuest('globex.test');
    for (const outsider of [colleague, stranger]) {
      const answer = await getStay(outsider, booked.bookingId);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('Keizersgracht');
      expect(answer.text).not.toContain('fibre-all-day');
    }
    const unknown = await getStay(guest, '6f0c1f55-3f43-4c8b-9a59-2d3c1f0e9b11');
    expect(unknown.status).toBe(404);

    // The confirmation e-mail carries them too.
    const [confirmation] = await mailsWithSubject(guest.email, 'Booking confirmed');
    expect(confirmation?.body.text).toContain('Address: Keizersgracht 101, 1015 CJ Amsterdam');
    expect(confirmation?.body.text).toContain('Wi-Fi password: fibre-all-day');
    expect(confirmation?.body.text).toContain(`/app/bookings/${booked.bookingId}`);
  });

  it('a stay not yet paid shows neither, and a cancelled stay hides them again', async () => {
    const place = await hostWithListing({ arrivalGuide: guide });
    const guest = await newGuest();

    const pending = await startCheckout(guest, place.listing.id, stay(30, 2));
    expect(pending.status, pending.text).toBe(200);
    const unpaid = await getStay(guest, pending.body.bookingId);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.status).toBe('pending');
    expect(unpaid.body.address).toBeNull();
    expect(unpaid.body.arrivalGuide).toBeNull();
    expect(unpaid.body.location).toBeNull();

    const booked = await confirmedStay(place, guest, 40);
    expect((await getStay(guest, booked.bookingId)).body.arrivalGuide).toEqual(guide);
    const cancelled = await guest.client.post<CancelStayResponse>(`/api/bookings/${booked.bookingId}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const member of [guest, place.host]) {
      const after = await getStay(member, booked.bookingId);
      expect(after.status).toBe(200);
      expect(after.body.status).toBe('cancelled');
      expect(after.body.address).toBeNull();
      expect(after.body.arrivalGuide).toBeNull();
      expect(after.text).not.toContain('fibre-all-day');
    }
  });
});
