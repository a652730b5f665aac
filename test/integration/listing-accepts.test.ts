import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeProgramme } from '@worknest/shared/credit-rules';
import type { Listing, ListingDetail } from '@worknest/shared/listing';
import type { ListingSearchPage } from '@worknest/shared/listing-search-rules';
import { shiftClock, stay, type ErrorBody } from './booking-support';
import { uploadPhoto, validListing } from './listings-support';
import { newCompany, signedInMember, type SignedInMember } from './support/members';

/*
 * Issue 37 (ADR 0161): what a listing accepts (`money`, `credits`, `swap`), through the local
 * gateway: stored and validated on create and edit, shown on the listing (by default all that the
 * company runs), the search filter `accepts=credits|swap`, and credit stays and swaps refused by a
 * home that does not accept them (409).
 */

const PROGRAMME: ExchangeProgramme = { creditsEnabled: true, starterCredits: 5, nightCost: { whole_apartment: 1, room: 1 }, swapsEnabled: true };

async function listingOf(host: SignedInMember, patch: Record<string, unknown> = {}) {
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  let created = await host.client.post<Listing & ErrorBody>('/api/listings', { ...validListing(images), minNights: 1, ...patch });
  if (created.status >= 500) created = await host.client.post<Listing & ErrorBody>('/api/listings', { ...validListing(images), minNights: 1, ...patch });
  return created;
}

afterEach(async () => {
  await shiftClock(0);
});

describe('what a listing accepts', () => {
  let hr: SignedInMember;
  let host: SignedInMember;
  let guest: SignedInMember;
  let moneyOnly: Listing;
  let everything: Listing;
  beforeAll(async () => {
    const domain = await newCompany('Accepts Co');
    [hr, host, guest] = await Promise.all([signedInMember(domain, 'hr', 'Hanna'), signedInMember(domain, 'employee', 'Host'), signedInMember(domain, 'employee', 'Guest')]);
    expect((await hr.client.put('/api/hr/exchange-programme', PROGRAMME)).status).toBe(200);
    const first = await listingOf(host, { accepts: ['money'] });
    expect(first.status, first.text).toBe(201);
    moneyOnly = first.body;
    const second = await listingOf(host);
    expect(second.status, second.text).toBe(201);
    everything = second.body;
  }, 180_000);

  it('stores the host’s choice, by default all that the company runs, and shows it on the listing', async () => {
    expect(moneyOnly).toMatchObject({ accepts: ['money'], acceptsChosen: ['money'] });
    expect(everything).toMatchObject({ acceptsChosen: null });
    const detail = await guest.client.get<ListingDetail>(`/api/listings/${everything.id}`);
    expect(detail.body).toMatchObject({ accepts: ['money', 'credits', 'swap'], acceptsChosen: null });
    const edited = await host.client.patch<Listing>(`/api/listings/${everything.id}`, { accepts: ['swap', 'money', 'credits'] });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ accepts: ['money', 'credits', 'swap'], acceptsChosen: ['money', 'credits', 'swap'] });
  }, 60_000);

  it('refuses a bad list with a clear message, on create and edit', async () => {
    for (const accepts of [[], ['gold'], 'credits', [1]]) {
      const answer = await host.client.patch<ErrorBody>(`/api/listings/${moneyOnly.id}`, { accepts });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('Please choose what this home accepts');
    }
    const created = await listingOf(host, { accepts: ['barter'] });
    expect(created.status, created.text).toBe(400);
  }, 60_000);

  it('filters search with accepts=credits|swap, and answers 400 for another value', async () => {
    const ids = async (query: string) => {
      const page = await guest.client.get<ListingSearchPage>(`/api/listings?${query}`);
      expect(page.status, page.text).toBe(200);
      return page.body.items.map((item) => item.id);
    };
    expect(await ids('accepts=credits')).toContain(everything.id);
    expect(await ids('accepts=credits')).not.toContain(moneyOnly.id);
    expect(await ids('accepts=swap')).not.toContain(moneyOnly.id);
    const bad = await guest.client.get<ErrorBody>('/api/listings?accepts=money');
    expect(bad.status, bad.text).toBe(400);
    expect(bad.text).toContain('accepts must be credits or swap');
  }, 60_000);

  it('refuses a credit stay and a swap at a home that does not accept them (409)', async () => {
    const credit = await guest.client.post<ErrorBody>('/api/credit-stays', { listingId: moneyOnly.id, ...stay(20, 1), numberOfGuests: 1 });
    expect(credit.status, credit.text).toBe(409);
    expect(credit.body.message).toBe('This home does not accept credits');
    const guestHome = await listingOf(guest);
    expect(guestHome.status, guestHome.text).toBe(201);
    const swap = await guest.client.post<ErrorBody>('/api/swaps', {
      myListingId: guestHome.body.id,
      theirListingId: moneyOnly.id,
      myStay: { ...stay(20, 1), numberOfGuests: 1 },
      theirStay: { ...stay(20, 1), numberOfGuests: 1 },
    });
    expect(swap.status, swap.text).toBe(409);
    expect(swap.body.message).toBe('This home does not accept swaps');
    const fine = await guest.client.post<ErrorBody>('/api/credit-stays', { listingId: everything.id, ...stay(20, 1), numberOfGuests: 1 });
    expect(fine.status, fine.text).toBe(201);
  }, 90_000);
});
