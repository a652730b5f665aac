import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@worknest/shared/geo';
import type { Listing, ListingInput } from '@worknest/shared/listing';
import { SEARCH_MESSAGES, type ListingSearchPage } from '@worknest/shared/listing-search-rules';
import type { MemberOffice, Office } from '@worknest/shared/offices';
import { uploadPhoto, validListing, type ErrorBody, type Member } from './listings-support';
import { newCompany, signedInMember } from './support/members';

/*
 * Issue 41, where homes are: addresses geocoded through the local Amazon Location Places stand-in
 * (its offline gazetteer knows towns, so a street address lands on its town: `city`), the host's
 * pin, the approximate position colleagues see, HR's offices and the search near one of them with
 * its distances, order and 400s. One fresh company, so nothing else is in its grid.
 */

let hr: Member;
let host: Member;
let guest: Member;
let outsider: Member;
let lisbon: Office;
const homes: Record<'city' | 'pinned' | 'amsterdam', Listing> = {} as never;

/** The gazetteer's Lisbon (GeoNames 2267057). */
const LISBON = { latitude: 38.71667, longitude: -9.13333 };

async function createListing(member: Member, patch: Partial<ListingInput>): Promise<Listing> {
  const images = [await uploadPhoto(member), await uploadPhoto(member)];
  const created = await member.client.post<Listing>('/api/listings', { ...validListing(images), ...patch });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

beforeAll(async () => {
  const [domain, otherDomain] = await Promise.all([newCompany('Near Co'), newCompany('Far Co')]);
  [hr, host, guest, outsider] = await Promise.all([
    signedInMember(domain, 'hr', 'Hedda'),
    signedInMember(domain, 'employee', 'Host'),
    signedInMember(domain, 'employee', 'Guest'),
    signedInMember(otherDomain, 'employee', 'Olga'),
  ]);
  const put = await hr.client.put<{ offices: Office[] }>('/api/hr/offices', {
    offices: [
      { name: 'Near Co Lisbon', address: 'Praça do Comércio 1, 1100-148 Lisbon, Portugal' },
      { name: 'Nowhere', address: 'Unknown Road 1, Xyzzyville, Narnia' },
    ],
  });
  expect(put.status, put.text).toBe(200);
  lisbon = put.body.offices[0]!;
  homes.city = await createListing(host, { title: 'Flat found by its town', address: 'Rua da Rosa 12', city: 'Lisbon', state: null, country: 'Portugal', zipCode: '1200-385' });
  homes.pinned = await createListing(host, { title: 'Pinned flat in Benfica', address: 'Estrada de Benfica 300', city: 'Lisbon', country: 'Portugal', latitude: 38.7492, longitude: -9.1977 });
  homes.amsterdam = await createListing(host, { title: 'Canal flat far away' });
}, 240_000);

describe('geocoding through the stand-in (issue 41)', { timeout: 120_000 }, () => {
  it('places an address on its town when the street is not found, and tells the host', () => {
    expect(homes.city.locationSource).toBe('city');
    expect(homes.city.latitude).toBeCloseTo(LISBON.latitude, 4);
    expect(homes.city.longitude).toBeCloseTo(LISBON.longitude, 4);
    expect(homes.amsterdam.locationSource).toBe('city');
    expect(homes.amsterdam.latitude).toBeCloseTo(52.374, 2);
  });

  it("keeps the host's pin, and geocodes again when the address changes", async () => {
    expect(homes.pinned.locationSource).toBe('pin');
    expect([homes.pinned.latitude, homes.pinned.longitude]).toEqual([38.7492, -9.1977]);
    const moved = await host.client.patch<Listing>(`/api/listings/${homes.amsterdam.id}`, { address: 'Nyhavn 20', city: 'Copenhagen', state: null, country: 'Denmark', zipCode: '1051' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.locationSource).toBe('city');
    expect(moved.body.latitude).toBeCloseTo(55.676, 2);
    // The approximate circle moved with it.
    expect(distanceKm(moved.body.approximateLocation!, { latitude: moved.body.latitude!, longitude: moved.body.longitude! })).toBeLessThan(0.5);
    const back = await host.client.patch<Listing>(`/api/listings/${homes.amsterdam.id}`, { address: 'Keizersgracht 101', city: 'Amsterdam', country: 'Netherlands', zipCode: '1015 CJ' });
    expect(back.status, back.text).toBe(200);
  });

  it('colleagues get only the approximate position, the host the exact one in their own list', async () => {
    const seen = await guest.client.get<Listing>(`/api/listings/${homes.pinned.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.latitude).toBeNull();
    expect(seen.body.longitude).toBeNull();
    expect(seen.body.locationSource).toBeNull();
    const circle = seen.body.approximateLocation!;
    expect(circle.radiusMeters).toBe(500);
    const metres = distanceKm(circle, { latitude: 38.7492, longitude: -9.1977 }) * 1000;
    expect(metres).toBeGreaterThan(100);
    expect(metres).toBeLessThan(500);
    expect(seen.text).not.toContain('38.7492');
    // The same circle every time.
    expect((await guest.client.get<Listing>(`/api/listings/${homes.pinned.id}`)).body.approximateLocation).toEqual(circle);
    const mine = await host.client.get<{ items: (Listing & { latitude?: number })[] }>('/api/listings/mine');
    expect(mine.status).toBe(200);
    const own = await host.client.get<Listing>(`/api/listings/${homes.pinned.id}`);
    expect([own.body.latitude, own.body.longitude]).toEqual([38.7492, -9.1977]);
  });
});

describe('offices and the search near one (issue 41)', { timeout: 120_000 }, () => {
  it('HR keeps the offices, geocoded; members read those with a position', async () => {
    expect(lisbon.locationSource).toBe('city');
    expect(lisbon.latitude).toBeCloseTo(LISBON.latitude, 4);
    const all = await hr.client.get<{ offices: Office[] }>('/api/hr/offices');
    expect(all.body.offices.map((office) => [office.name, office.latitude === null])).toEqual([
      ['Near Co Lisbon', false],
      ['Nowhere', true],
    ]);
    const members = await guest.client.get<{ offices: MemberOffice[] }>('/api/offices');
    expect(members.status).toBe(200);
    expect(members.body.offices).toEqual([{ id: lisbon.id, name: 'Near Co Lisbon' }]);
    expect((await guest.client.put('/api/hr/offices', { offices: [] })).status).toBe(403);
    // Another company sees none of them.
    expect((await outsider.client.get<{ offices: MemberOffice[] }>('/api/offices')).body.offices).toEqual([]);
  });

  it('finds homes within the radius, nearest first, each with its distance from the office', async () => {
    const answer = await guest.client.get<ListingSearchPage>(`/api/listings?near=${lisbon.id}&sort=distance&limit=100`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.office).toEqual({ id: lisbon.id, name: 'Near Co Lisbon' });
    expect(answer.body.items.map((item) => item.title)).toEqual(['Flat found by its town', 'Pinned flat in Benfica']);
    const [first, second] = answer.body.items;
    expect(first!.distanceKm).toBeLessThan(0.5);
    expect(second!.distanceKm).toBeGreaterThan(4);
    expect(second!.distanceKm).toBeLessThan(7.5);
    expect(Number.isInteger(second!.distanceKm! * 10)).toBe(true);
    // A smaller radius leaves the far one out; the default is 10 km.
    const near = await guest.client.get<ListingSearchPage>(`/api/listings?near=${lisbon.id}&radiusKm=1`);
    expect(near.body.items.map((item) => item.title)).toEqual(['Flat found by its town']);
    const wide = await guest.client.get<ListingSearchPage>(`/api/listings?near=${lisbon.id}&radiusKm=100`);
    expect(wide.body.total).toBe(2);
  });

  it.each([
    ['near=lisbon', SEARCH_MESSAGES.near, 'near'],
    ['near=6f0c1f55-3f43-4c8b-9a59-2d3c1f0e9b11', SEARCH_MESSAGES.near, 'near'],
    ['radiusKm=10', SEARCH_MESSAGES.radiusWithoutNear, 'near'],
    ['sort=distance', SEARCH_MESSAGES.distanceWithoutNear, 'near'],
  ])('400 for %s', async (query, message, path) => {
    const answer = await guest.client.get<ErrorBody>(`/api/listings?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.issues?.[0]?.path).toBe(path);
  });

  it('400 for a radius out of range, and for an office of another company', async () => {
    for (const radius of ['0', '101', 'far']) {
      const answer = await guest.client.get<ErrorBody>(`/api/listings?near=${lisbon.id}&radiusKm=${radius}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(SEARCH_MESSAGES.radiusKm);
    }
    const foreign = await outsider.client.get<ErrorBody>(`/api/listings?near=${lisbon.id}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(SEARCH_MESSAGES.near);
  });
});
