import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatStayDate, utcDate, type BookingView } from '@worknest/shared/booking';
import { LISTING_MESSAGES, NOT_TAKING_BOOKINGS, type Listing, type ListingDetail, type ListingPage } from '@worknest/shared/listing';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import { confirmedStay, shiftClock, startCheckout, stay, type ErrorBody } from './booking-support';
import { objectExists, uploadPhoto, validListing, type Member } from './listings-support';
import { newCompany, signedInMember } from './support/members';

/*
 * Issue 16: `PATCH /api/listings/{id}`: edit, photos, availability, pause/resume, and what the
 * grid and the checkout make of it. Each test has a company of its own, so grids are exact.
 */

interface Place {
  domain: string;
  host: Member;
  listing: Listing;
}

async function placeWith(patch: Record<string, unknown> = {}): Promise<Place> {
  const domain = await newCompany();
  const host = await signedInMember(domain, 'employee', 'Host');
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  const created = await host.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  expect(created.status, created.text).toBe(201);
  return { domain, host, listing: created.body };
}

function patch(member: Member, id: string, body: unknown) {
  return member.client.patch<Listing & ErrorBody>(`/api/listings/${id}`, body);
}

async function gridIds(member: Member): Promise<string[]> {
  const page = await member.client.get<ListingPage>('/api/listings?limit=100');
  expect(page.status, page.text).toBe(200);
  return page.body.items.map((item) => item.id);
}

async function detail(member: Member, id: string): Promise<ListingDetail> {
  const answer = await member.client.get<ListingDetail>(`/api/listings/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The next `count` dates from `fromDays` days ahead. */
function dates(fromDays: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(utcDate(Date.now()), fromDays + i));
}

afterEach(async () => {
  await shiftClock(0);
});

describe('PATCH /api/listings/{id}', { timeout: 120_000 }, () => {
  it('lets the host change any subset of fields and answers the whole listing; colleagues see it at once', async () => {
    const place = await placeWith();
    const colleague = await signedInMember(place.domain, 'employee', 'Colleague');
    const edited = await patch(place.host, place.listing.id, {
      title: '  Canal flat with a standing desk  ',
      pricePerNight: 9900,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 300, workspacePhoto: place.listing.images[1] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      id: place.listing.id,
      title: 'Canal flat with a standing desk',
      pricePerNight: 9900,
      description: place.listing.description, // untouched fields stay
      address: place.listing.address,
      workReady: { deskAndChair: true, quietSpace: true, wifiMbps: 300, externalMonitor: false, workspacePhoto: place.listing.images[1] },
      paused: false,
    });
    expect(edited.body.updatedAt > place.listing.updatedAt).toBe(true);
    const seen = await detail(colleague, place.listing.id);
    expect(seen).toMatchObject({ title: 'Canal flat with a standing desk', pricePerNight: 9900, address: null });
    // Only the checklist item given changes; the others stay.
    const monitor = await patch(place.host, place.listing.id, { workReady: { externalMonitor: true } });
    expect(monitor.body.workReady).toMatchObject({ deskAndChair: true, wifiMbps: 300, externalMonitor: true });
  });

  it('validates with the messages of creation, and the rules between fields on the merged listing', async () => {
    const place = await placeWith(); // minNights 2, maxNights 14
    const cases: [unknown, string][] = [
      [{ title: 'Too short' }, LISTING_MESSAGES.title],
      [{ pricePerNight: 100 }, LISTING_MESSAGES.price],
      [{ images: [place.listing.images[0]] }, LISTING_MESSAGES.images],
      [{ availableDates: ['2001-01-01'] }, LISTING_MESSAGES.datePast],
      [{ minNights: 20 }, LISTING_MESSAGES.maxNightsBelowMin],
      [{ paused: 'yes' }, 'Paused must be true or false'],
      [{ workReady: { workspacePhoto: '/uploads/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000' } }, 'The workspace photo must be one of the listing photos'],
    ];
    for (const [body, message] of cases) {
      const answer = await patch(place.host, place.listing.id, body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.text}`).toBe(400);
      expect(answer.body.message === message || answer.body.issues?.some((issue) => issue.message === message), `${JSON.stringify(body)}: ${answer.text}`).toBe(true);
    }
    expect((await patch(place.host, place.listing.id, [1, 2])).status).toBe(400);
    expect((await detail(place.host, place.listing.id)).updatedAt).toBe(place.listing.updatedAt); // nothing written
  });

  it('is its host’s (and admins’): a colleague gets 403, another company 404, an admin may edit and pause', async () => {
    const place = await placeWith();
    const colleague = await signedInMember(place.domain, 'employee', 'Colleague');
    const outsider = await signedInMember(await newCompany(), 'employee', 'Outsider');
    const hr = await signedInMember(place.domain, 'hr', 'Hr');
    expect((await patch(colleague, place.listing.id, { title: 'Taken over by a colleague' })).status).toBe(403);
    expect((await patch(hr, place.listing.id, { paused: true })).status).toBe(403);
    expect((await patch(outsider, place.listing.id, { title: 'Taken over by an outsider' })).status).toBe(404);
    expect((await patch(outsider, '6b0f3c1e-0000-4000-8000-000000000000', { title: 'No such listing here' })).status).toBe(404);
    expect((await detail(place.host, place.listing.id)).title).toBe(place.listing.title);

    const admin = await signedInMember(await newCompany(), 'admin', 'Admin'); // an admin of another company
    const paused = await patch(admin, place.listing.id, { paused: true, title: 'Paused by the platform admin' });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body).toMatchObject({ paused: true, title: 'Paused by the platform admin' });
    expect(await gridIds(colleague)).not.toContain(place.listing.id);
  });

  it('manages photos: adds the host’s own uploads, removes and reorders, and deletes removed objects from the bucket', async () => {
    const place = await placeWith();
    const [first, second] = place.listing.images as [string, string];
    const third = await uploadPhoto(place.host);
    const reordered = await patch(place.host, place.listing.id, { images: [third, first] });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.images).toEqual([third, first]); // the first is the cover
    expect(await objectExists(second)).toBe(false);
    expect(await objectExists(first)).toBe(true);
    expect(await objectExists(third)).toBe(true);

    const colleague = await signedInMember(place.domain, 'employee', 'Colleague');
    const theirs = await uploadPhoto(colleague);
    const notYours = await patch(place.host, place.listing.id, { images: [third, theirs] });
    expect(notYours.status).toBe(400);
    expect(notYours.body.message).toBe(PHOTO_UPLOAD_MESSAGES.notYours);

    // A photo of another listing (even the host's own) cannot be claimed twice.
    const other = await place.host.client.post<Listing>('/api/listings', validListing([await uploadPhoto(place.host), await uploadPhoto(place.host)]));
    const inUse = await patch(place.host, place.listing.id, { images: [third, other.body.images[0]] });
    expect(inUse.status, inUse.text).toBe(409);
    expect((await detail(place.host, place.listing.id)).images).toEqual([third, first]);
    expect(await objectExists(other.body.images[0]!)).toBe(true);
  });

  it('refuses to remove a booked date (409 naming it) and writes nothing, not even the other fields', async () => {
    const offered = dates(3, 10);
    const place = await placeWith({ availableDates: offered });
    const guest = await signedInMember(place.domain, 'employee', 'Guest');
    const booked = await confirmedStay(place, guest, 4, 2); // nights offered[1], offered[2]
    const refused = await patch(place.host, place.listing.id, { title: 'Renamed while removing dates', availableDates: offered.slice(3) });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.code).toBe('dates_in_use');
    expect(refused.body.message).toContain('a guest has booked or is booking them');
    for (const night of [booked.checkIn, addDays(booked.checkIn, 1)]) expect(refused.body.message).toContain(formatStayDate(night));
    // Issue 40 (ADR 0187): coded, with the days for the reader's language.
    expect(refused.body).toMatchObject({ messageCode: 'listing_dates_in_use', messageValues: { days: `${booked.checkIn},${addDays(booked.checkIn, 1)}` } });
    const after = await detail(place.host, place.listing.id);
    expect(after).toMatchObject({ title: place.listing.title, availableDates: offered, updatedAt: place.listing.updatedAt });

    // Removing free dates and adding new ones works; the booked nights stay offered.
    const kept = [...offered.slice(1, 3), ...dates(20, 3)];
    const changed = await patch(place.host, place.listing.id, { availableDates: kept });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.availableDates).toEqual(kept);
    expect(changed.body.lastAvailableDate).toBe(kept.at(-1));
    expect((await detail(guest, place.listing.id)).blockedDates).toEqual(expect.arrayContaining(offered.slice(1, 3)));
  });

  it('refuses to remove a date a guest is paying for right now (a live hold)', async () => {
    const offered = dates(5, 5);
    const place = await placeWith({ availableDates: offered });
    const guest = await signedInMember(place.domain, 'employee', 'Guest');
    const checkout = await startCheckout(guest, place.listing.id, { checkIn: offered[0]!, checkOut: offered[2]! });
    expect(checkout.status, checkout.text).toBe(200);
    const refused = await patch(place.host, place.listing.id, { availableDates: offered.slice(2) });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toContain(formatStayDate(offered[0]!));
    // Going from listed dates to none listed (every date open) removes nothing.
    expect((await patch(place.host, place.listing.id, { availableDates: [] })).status).toBe(200);
  });

  it('a paused listing leaves the grid and cannot be booked (409), its stays stand; Resume brings it back', async () => {
    const place = await placeWith();
    const guest = await signedInMember(place.domain, 'employee', 'Guest');
    const stayBefore = await confirmedStay(place, guest, 6, 2);
    expect(await gridIds(guest)).toContain(place.listing.id);

    const paused = await patch(place.host, place.listing.id, { paused: true });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.paused).toBe(true);
    expect(await gridIds(guest)).not.toContain(place.listing.id);
    const refused = await startCheckout(guest, place.listing.id, stay(12, 2));
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ message: NOT_TAKING_BOOKINGS, code: 'listing_paused' });
    // The page still opens (the guest's stay links to it); the stay is still confirmed.
    expect((await detail(guest, place.listing.id)).paused).toBe(true);
    const trips = await guest.client.get<{ bookings: BookingView[] }>('/api/bookings');
    expect(trips.body.bookings.find((trip) => trip.id === stayBefore.bookingId)).toMatchObject({ status: 'confirmed' });
    // The host still has it in My Listings, marked paused.
    const mine = await place.host.client.get<ListingPage>('/api/listings/mine');
    expect(mine.body.items.find((item) => item.id === place.listing.id)).toMatchObject({ paused: true });

    const resumed = await patch(place.host, place.listing.id, { paused: false });
    expect(resumed.body.paused).toBe(false);
    expect(await gridIds(guest)).toContain(place.listing.id);
    expect((await startCheckout(guest, place.listing.id, stay(12, 2))).status).toBe(200);
  });

  it('applies a new price to new checkouts only: a running checkout keeps the price it showed', async () => {
    const place = await placeWith(); // 7450 a night
    const guest = await signedInMember(place.domain, 'employee', 'Guest');
    const dates2 = stay(8, 2);
    const running = await startCheckout(guest, place.listing.id, dates2);
    expect(running.status, running.text).toBe(200);
    expect(running.body.pricePerNight).toBe(7450);
    expect((await patch(place.host, place.listing.id, { pricePerNight: 12000 })).status).toBe(200);
    const reload = await startCheckout(guest, place.listing.id, dates2);
    expect(reload.body).toMatchObject({ bookingId: running.body.bookingId, pricePerNight: 7450, totalAmount: running.body.totalAmount });
    const other = await signedInMember(place.domain, 'employee', 'Other');
    const fresh = await startCheckout(other, place.listing.id, stay(20, 2));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.pricePerNight).toBe(12000);
  });

  it('a listing whose every listed date has passed leaves the grid and stays in My Listings', async () => {
    const place = await placeWith({ availableDates: dates(1, 2) });
    const open = await placeWith({ availableDates: [] }); // no date listed: open every day
    const colleague = await signedInMember(place.domain, 'employee', 'Colleague');
    expect(await gridIds(colleague)).toContain(place.listing.id);
    await shiftClock(4 * 86_400_000);
    expect(await gridIds(colleague)).not.toContain(place.listing.id);
    expect(await gridIds(await signedInMember(open.domain, 'employee', 'Colleague'))).toContain(open.listing.id);
    const mine = await place.host.client.get<ListingPage>('/api/listings/mine');
    expect(mine.body.items.find((item) => item.id === place.listing.id)).toMatchObject({ lastAvailableDate: dates(1, 2)[1] });
    // Offering a new date brings it back.
    const back = await patch(place.host, place.listing.id, { availableDates: [addDays(utcDate(Date.now() + 4 * 86_400_000), 2)] });
    expect(back.status, back.text).toBe(200);
    expect(await gridIds(colleague)).toContain(place.listing.id);
  });
});
