import { beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@worknest/shared/listing';
import { TIME_ZONE_MESSAGES } from '@worknest/shared/time-zone-rules';
import { uploadPhoto, validListing, type ErrorBody, type Member } from './listings-support';
import { newCompany, signedInMember } from './support/members';

/*
 * Issue 29, item 6: a new listing's time zone. Without one, the server takes the zone of the
 * country (and city, where the country has several): a Copenhagen home is Europe/Copenhagen, not
 * UTC; where it cannot tell, 400 asking for it. A zone given is a real IANA zone, as the
 * database spells it, on creation and on edit.
 */

let host: Member;

beforeAll(async () => {
  host = await signedInMember(await newCompany(), 'employee', 'Host');
});

/** A listing with fresh photos (a photo belongs to one listing), without a time zone unless `patch` names one. */
async function create(patch: Record<string, unknown>) {
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  const { timeZone: _none, ...body } = { ...validListing(images), ...patch } as Record<string, unknown>;
  return host.client.post<Listing & ErrorBody>('/api/listings', 'timeZone' in patch ? { ...body, timeZone: patch.timeZone } : body);
}

describe('POST /api/listings without a time zone: the zone of the country and city', () => {
  it('a Copenhagen home is in Europe/Copenhagen (not UTC), and so it stays when read back', async () => {
    const created = await create({ city: 'Copenhagen', country: 'Denmark', state: null });
    expect(created.status, created.text).toBe(201);
    expect(created.body.timeZone).toBe('Europe/Copenhagen');
    const read = await host.client.get<Listing>(`/api/listings/${created.body.id}`);
    expect(read.body.timeZone).toBe('Europe/Copenhagen');
  });

  it('where the country has several zones, the city decides', async () => {
    const canary = await create({ city: 'Santa Cruz de Tenerife', country: 'España', state: null });
    expect(canary.status, canary.text).toBe(201);
    expect(canary.body.timeZone).toBe('Atlantic/Canary');
    const denver = await create({ city: 'Denver', country: 'USA', state: 'Colorado' });
    expect(denver.body.timeZone).toBe('America/Denver');
  });

  it('400 asking for the zone when the city does not tell it, or the country is none it knows', async () => {
    const several = await create({ city: 'Cádiz', country: 'Spain', state: null });
    expect(several.status).toBe(400);
    expect(several.body.issues).toEqual([expect.objectContaining({ path: 'timeZone', message: TIME_ZONE_MESSAGES.several('Spain') })]);
    const unknown = await create({ city: 'Benchville', country: 'Nowhere', state: null });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([expect.objectContaining({ path: 'timeZone', message: TIME_ZONE_MESSAGES.unknown })]);
  });

  it('a zone the host chose is kept, even where the country would say another', async () => {
    const chosen = await create({ city: 'Cádiz', country: 'Spain', timeZone: 'Europe/Madrid' });
    expect(chosen.status, chosen.text).toBe(201);
    expect(chosen.body.timeZone).toBe('Europe/Madrid');
    const faroe = await create({ city: 'Copenhagen', country: 'Denmark', timeZone: 'Atlantic/Faroe' });
    expect(faroe.body.timeZone).toBe('Atlantic/Faroe');
  });
});

describe('a time zone given is a real IANA zone', () => {
  it.each(['+01:00', 'GMT+1', 'europe/copenhagen', 'EST', 'Mars/Olympus', ''])('POST with %j: 400 "Please choose a valid time zone"', async (timeZone) => {
    const refused = await create({ timeZone });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([expect.objectContaining({ path: 'timeZone', message: 'Please choose a valid time zone' })]);
  });

  it('PATCH: refuses an offset, takes a zone', async () => {
    const created = await create({});
    expect(created.status, created.text).toBe(201);
    expect(created.body.timeZone).toBe('Europe/Amsterdam');
    const refused = await host.client.patch<ErrorBody>(`/api/listings/${created.body.id}`, { timeZone: '+02:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([expect.objectContaining({ path: 'timeZone', message: 'Please choose a valid time zone' })]);
    const changed = await host.client.patch<Listing>(`/api/listings/${created.body.id}`, { timeZone: 'Europe/Brussels' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.timeZone).toBe('Europe/Brussels');
  });
});
