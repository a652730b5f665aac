import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import { addDays, utcDate } from '@worknest/shared/booking';
import { LISTING_MESSAGES, type Listing, type ListingDetail, type ListingPage } from '@worknest/shared/listing';
import { PHOTO_UPLOAD_MESSAGES } from '@worknest/shared/photo-upload';
import {
  jpegLikeBytes,
  objectExists,
  PNG_1X1,
  putObjectDirectly,
  demoCompanyMember,
  uploadPhoto,
  validListing,
  type ErrorBody,
  type Member,
} from './listings-support';
import { localTable } from './support/local-table';
import { newCompany, signedInMember } from './support/members';
import { messageCode } from '@worknest/shared/message-codes';

/*
 * Listings through the local gateway (SPEC.md §3, §5, §7; issue 4): creation with every
 * validation message and the photo rules, company scope on list/open/delete, ownership of delete,
 * and that delete removes the photos. Fresh members per run keep tests independent.
 */

let sam: Member; // host, acme.test
let alex: Member; // colleague, acme.test
let ada: Member; // admin, acme.test
let gus: Member; // other company, globex.test

beforeAll(async () => {
  [sam, alex, ada, gus] = await Promise.all([
    demoCompanyMember('acme.test', 'employee', 'Sam'),
    demoCompanyMember('acme.test', 'employee', 'Alex'),
    demoCompanyMember('acme.test', 'admin', 'Ada'),
    demoCompanyMember('globex.test', 'employee', 'Gus'),
  ]);
});

async function createListing(member: Member, patch: Record<string, unknown> = {}): Promise<Listing> {
  const images = [await uploadPhoto(member), await uploadPhoto(member)];
  const created = await member.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function listingItemExists(id: string): Promise<boolean> {
  const { db, tableName } = localTable();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.listing(id) }));
  return Item !== undefined;
}

describe('POST /api/listings validation (SPEC §5, word for word)', () => {
  let images: string[];
  beforeAll(async () => {
    images = [await uploadPhoto(sam), await uploadPhoto(sam)];
  });

  it.each([
    ['title', { title: 'Too short' }, LISTING_MESSAGES.title],
    ['description', { description: 'Short description.' }, LISTING_MESSAGES.description],
    ['rentalType', { rentalType: 'castle' }, LISTING_MESSAGES.rentalType],
    ['pricePerNight', { pricePerNight: 499 }, LISTING_MESSAGES.price],
    ['address', { address: 'Nr 1' }, LISTING_MESSAGES.address],
    ['city', { city: 'A' }, LISTING_MESSAGES.city],
    ['country', { country: 'N' }, LISTING_MESSAGES.country],
    ['bedrooms', { bedrooms: 0 }, LISTING_MESSAGES.bedrooms],
    ['beds', { beds: 0 }, LISTING_MESSAGES.beds],
    ['bathrooms', { bathrooms: 0 }, LISTING_MESSAGES.bathrooms],
    ['maxGuests', { maxGuests: 0 }, LISTING_MESSAGES.maxGuests],
    ['images', { images: [] }, LISTING_MESSAGES.images],
    ['minNights', { minNights: 0 }, LISTING_MESSAGES.minNights],
    ['advanceNoticeDays', { advanceNoticeDays: -1 }, LISTING_MESSAGES.advanceNotice],
    ['amenities.1', { amenities: ['WiFi', 'Sauna'] }, LISTING_MESSAGES.amenity],
    ['availableDates.0', { availableDates: ['2030-13-01'] }, LISTING_MESSAGES.dateFormat],
    ['availableDates', { availableDates: [addDays(utcDate(Date.now()), -1)] }, LISTING_MESSAGES.datePast],
    ['availableDates', { availableDates: [addDays(utcDate(Date.now()), 3), addDays(utcDate(Date.now()), 3)] }, LISTING_MESSAGES.dateRepeated],
    ['maxNights', { minNights: 5, maxNights: 3 }, LISTING_MESSAGES.maxNightsBelowMin],
  ])('%s: %j answers 400 %j', async (field, patch, message) => {
    const answer = await sam.client.post<ErrorBody>('/api/listings', { ...validListing(images), ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    // Issue 40 (ADR 0167): each listed message carries its stable code for the SPA's translation.
    expect(answer.body.issues).toContainEqual({ path: field, message, ...(messageCode(message) ? { code: messageCode(message) } : {}) });
  });

  it('answers 400 for an image that is an arbitrary URL, never fetching it', async () => {
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing(['https://example.com/a.jpg', images[0]!]));
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toContainEqual(expect.objectContaining({ path: 'images.0', message: LISTING_MESSAGES.imageUrl }));
  });
});

describe('POST /api/listings photo rules', () => {
  it("refuses a photo another member uploaded, even a colleague's", async () => {
    const mine = await uploadPhoto(sam);
    const alexs = await uploadPhoto(alex);
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing([mine, alexs]));
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([expect.objectContaining({ path: 'images.1', message: PHOTO_UPLOAD_MESSAGES.notYours })]);
  });

  it('refuses a photo path under my prefix that was never uploaded', async () => {
    const mine = await uploadPhoto(sam);
    const missing = `/uploads/${sam.id}/${randomUUID()}`;
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing([missing, mine]));
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([expect.objectContaining({ path: 'images.0', message: PHOTO_UPLOAD_MESSAGES.missing })]);
  });

  it('refuses objects that are not images, are not what they claim, or exceed 10 MB', async () => {
    const good = await uploadPhoto(sam);
    const text = `uploads/${sam.id}/${randomUUID()}`;
    const disguised = `uploads/${sam.id}/${randomUUID()}`;
    const huge = `uploads/${sam.id}/${randomUUID()}`;
    await putObjectDirectly(text, Buffer.from('just some text'), 'text/plain');
    await putObjectDirectly(disguised, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    await putObjectDirectly(huge, jpegLikeBytes(10 * 1024 * 1024 + 1), 'image/jpeg');
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing([good, `/${text}`, `/${disguised}`, `/${huge}`]));
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      expect.objectContaining({ path: 'images.1', message: PHOTO_UPLOAD_MESSAGES.notImage }),
      expect.objectContaining({ path: 'images.2', message: PHOTO_UPLOAD_MESSAGES.notWhatItClaims }),
      expect.objectContaining({ path: 'images.3', message: PHOTO_UPLOAD_MESSAGES.tooLarge }),
    ]);
  });

  it('refuses a photo that already belongs to another listing (409), and writes nothing', async () => {
    const first = await createListing(sam);
    const other = await uploadPhoto(sam);
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing([first.images[0]!, other]));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(PHOTO_UPLOAD_MESSAGES.inUse);
    const mine = await sam.client.get<ListingPage>('/api/listings/mine?limit=100');
    expect(mine.body.items.filter((item) => item.images.includes(other))).toEqual([]);
  });
});

describe('creating and reading a listing', () => {
  it('answers 201 with the listing: host and company from the session, cents, sorted dates', async () => {
    const dates = [addDays(utcDate(Date.now()), 10), addDays(utcDate(Date.now()), 2)];
    const images = [await uploadPhoto(sam), await uploadPhoto(sam, jpegLikeBytes(2048), 'image/jpeg')];
    const answer = await sam.client.post<Listing>('/api/listings', {
      ...validListing(images),
      availableDates: dates,
      userId: alex.id,
      companyDomain: 'globex.test',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      userId: sam.id,
      pricePerNight: 7450,
      bathrooms: 1.5,
      images,
      isActive: true,
      availableDates: [...dates].sort(),
      address: 'Keizersgracht 101',
    });
    expect(answer.body).not.toHaveProperty('companyDomain');
  });

  it("shows colleagues the host's name and the place, not the street address", async () => {
    const listing = await createListing(sam);
    const seen = await alex.client.get<ListingDetail>(`/api/listings/${listing.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: listing.id, city: 'Amsterdam', host: { id: sam.id, name: 'Sam Tester' }, blockedDates: [] });
    expect(seen.body).toMatchObject({ address: null, zipCode: null });
    const own = await sam.client.get<ListingDetail>(`/api/listings/${listing.id}`);
    expect(own.body.address).toBe('Keizersgracht 101');
  });

  it('lists the active listings of my company newest first, a page at a time', async () => {
    const domain = await newCompany();
    const host = await signedInMember(domain, 'employee', 'Host');
    // A colleague browses: the host's own homes are left out of the host's grid (issue 29 item 14).
    const colleague = await signedInMember(domain, 'employee', 'Colleague');
    const older = await createListing(host, { title: 'The older listing of two' });
    const newer = await createListing(host, { title: 'The newer listing of two' });
    expect((await host.client.get<ListingPage>('/api/listings?limit=100')).body).toEqual({ items: [], nextCursor: null });

    const first = await colleague.client.get<ListingPage>('/api/listings?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => item.id)).toEqual([newer.id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await colleague.client.get<ListingPage>(`/api/listings?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item) => item.id)).toEqual([older.id]);
    // The card shows what it needs; the description stays in the detail.
    expect(second.body.items[0]).toMatchObject({ title: 'The older listing of two', city: 'Amsterdam', pricePerNight: 7450 });
    expect(second.body.items[0]).not.toHaveProperty('description');

    const all = await colleague.client.get<ListingPage>('/api/listings?limit=100');
    expect(all.body).toEqual({ items: [expect.objectContaining({ id: newer.id }), expect.objectContaining({ id: older.id })], nextCursor: null });
  });

  it("refuses a cursor of another company's partition", async () => {
    // Two homes of gus's company that gus sees (his own are left out of his grid).
    const globexHost = await demoCompanyMember('globex.test', 'employee', 'Host');
    await createListing(globexHost);
    await createListing(globexHost);
    const gusPage = await gus.client.get<ListingPage>('/api/listings?limit=1');
    expect(gusPage.body.nextCursor).toEqual(expect.any(String));
    const forged = await sam.client.get<ErrorBody>(`/api/listings?cursor=${gusPage.body.nextCursor}`);
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('invalid_cursor');
  });

  it('lists my own listings on /api/listings/mine, and only mine', async () => {
    const mine = await createListing(alex);
    await createListing(sam);
    const page = await alex.client.get<ListingPage>('/api/listings/mine?limit=100');
    expect(page.status).toBe(200);
    expect(page.body.items.map((item) => item.id)).toContain(mine.id);
    expect(page.body.items.every((item) => item.userId === alex.id)).toBe(true);
  });
});

describe('company scope (a globex.test member and an acme.test listing)', () => {
  let listing: Listing;
  beforeAll(async () => {
    listing = await createListing(sam);
  });

  it('is not in their grid', async () => {
    const page = await gus.client.get<ListingPage>('/api/listings?limit=100');
    expect(page.status).toBe(200);
    expect(page.body.items.map((item) => item.id)).not.toContain(listing.id);
    expect((await alex.client.get<ListingPage>('/api/listings?limit=100')).body.items.map((item) => item.id)).toContain(listing.id);
  });

  it('cannot be opened: 404 exactly like an unknown id', async () => {
    const foreign = await gus.client.get<ErrorBody>(`/api/listings/${listing.id}`);
    const unknown = await gus.client.get<ErrorBody>(`/api/listings/${randomUUID()}`);
    const malformed = await gus.client.get<ErrorBody>('/api/listings/not-an-id');
    for (const answer of [foreign, unknown, malformed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Listing not found', code: 'not_found' });
    }
  });

  it('cannot be deleted (404), and nothing is removed', async () => {
    const answer = await gus.client.delete<ErrorBody>(`/api/listings/${listing.id}`);
    expect(answer.status).toBe(404);
    expect(await listingItemExists(listing.id)).toBe(true);
    expect(await objectExists(listing.images[0]!)).toBe(true);
  });
});

describe('DELETE /api/listings/{id}', () => {
  it("refuses a colleague who is not the host (403), and nothing is removed", async () => {
    const listing = await createListing(sam);
    const answer = await alex.client.delete<ErrorBody>(`/api/listings/${listing.id}`);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You can only delete your own listings');
    expect(await listingItemExists(listing.id)).toBe(true);
  });

  it('lets the host delete: the listing, its photo claims and its photo objects are gone', async () => {
    const listing = await createListing(sam);
    expect(await objectExists(listing.images[0]!)).toBe(true);
    const answer = await sam.client.delete(`/api/listings/${listing.id}`);
    expect(answer.status).toBe(204);
    expect((await sam.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(await listingItemExists(listing.id)).toBe(false);
    for (const url of listing.images) expect(await objectExists(url)).toBe(false);
    const { db, tableName } = localTable();
    const claim = await db.send(new GetCommand({ TableName: tableName, Key: keys.listingPhoto(listing.images[0]!.slice(1)) }));
    expect(claim.Item).toBeUndefined();
    expect((await sam.client.get<ListingPage>('/api/listings/mine?limit=100')).body.items.map((item) => item.id)).not.toContain(listing.id);
    // Deleting again finds nothing.
    expect((await sam.client.delete(`/api/listings/${listing.id}`)).status).toBe(404);
  });

  it('lets an admin delete a listing of their company', async () => {
    const listing = await createListing(alex);
    expect((await ada.client.delete(`/api/listings/${listing.id}`)).status).toBe(204);
    expect(await listingItemExists(listing.id)).toBe(false);
  });

  it('frees the photos: a deleted listing cannot be rebuilt from its old photo paths', async () => {
    const listing = await createListing(sam);
    await sam.client.delete(`/api/listings/${listing.id}`);
    const answer = await sam.client.post<ErrorBody>('/api/listings', validListing(listing.images));
    expect(answer.status).toBe(400);
    expect(answer.body.issues?.[0]?.message).toBe(PHOTO_UPLOAD_MESSAGES.missing);
  });
});

describe('signed out', () => {
  it('answers 401 on every listing route', async () => {
    const { ApiClient } = await import('./support/api-client');
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/listings')).status).toBe(401);
    expect((await anonymous.get(`/api/listings/${randomUUID()}`)).status).toBe(401);
    expect((await anonymous.post('/api/listings', validListing([]))).status).toBe(401);
    expect((await anonymous.post('/api/objects/upload', { filename: 'a.png', contentType: 'image/png', size: PNG_1X1.length })).status).toBe(401);
  });
});
