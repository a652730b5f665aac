import { describe, expect, it } from 'vitest';
import { isTimeZone } from './cancellation-rules';
import { listingInputSchema } from './listing';
import { countryOf, listingTimeZoneFor, listingTimeZoneIssue, TIME_ZONE_MESSAGES } from './time-zone-rules';

/** Issue 29: a new listing's time zone comes from its country (and city where the country has several), never UTC by default. */
describe('listingTimeZoneFor', () => {
  it('a country with one zone gives it, whatever the city', () => {
    expect(listingTimeZoneFor({ country: 'Denmark', city: 'Copenhagen' })).toEqual({ kind: 'zone', timeZone: 'Europe/Copenhagen', countryName: 'Denmark' });
    expect(listingTimeZoneFor({ country: 'Netherlands', city: 'Zwolle' })).toMatchObject({ timeZone: 'Europe/Amsterdam' });
    expect(listingTimeZoneFor({ country: 'Italy', city: '' })).toMatchObject({ timeZone: 'Europe/Rome' });
  });

  it('reads the country as people write it: case, accents, "the", ISO codes, local and everyday names', () => {
    for (const country of ['denmark', ' DENMARK ', 'DK', 'dk', 'Danmark']) expect(listingTimeZoneFor({ country, city: 'x' })).toMatchObject({ timeZone: 'Europe/Copenhagen' });
    for (const country of ['Germany', 'Deutschland', 'DE']) expect(listingTimeZoneFor({ country, city: 'x' })).toMatchObject({ timeZone: 'Europe/Berlin' });
    for (const country of ['The Netherlands', 'Holland', 'Nederland']) expect(listingTimeZoneFor({ country, city: 'x' })).toMatchObject({ timeZone: 'Europe/Amsterdam' });
    for (const country of ['United Kingdom', 'UK', 'England', 'Scotland']) expect(listingTimeZoneFor({ country, city: 'x' })).toMatchObject({ timeZone: 'Europe/London' });
    for (const country of ['Czechia', 'Czech Republic', 'Česko']) expect(listingTimeZoneFor({ country, city: 'x' })).toMatchObject({ timeZone: 'Europe/Prague' });
    expect(listingTimeZoneFor({ country: 'Österreich', city: 'Wien' })).toMatchObject({ timeZone: 'Europe/Vienna' });
  });

  it('in a country with several zones, the city decides (main cities and zone names, any case and accent)', () => {
    expect(listingTimeZoneFor({ country: 'Spain', city: 'Barcelona' })).toMatchObject({ kind: 'zone', timeZone: 'Europe/Madrid' });
    expect(listingTimeZoneFor({ country: 'España', city: 'Las Palmas de Gran Canaria' })).toMatchObject({ kind: 'zone', timeZone: 'Atlantic/Canary' });
    expect(listingTimeZoneFor({ country: 'Portugal', city: 'Lisbon' })).toMatchObject({ timeZone: 'Europe/Lisbon' });
    expect(listingTimeZoneFor({ country: 'Portugal', city: 'Ponta Delgada' })).toMatchObject({ timeZone: 'Atlantic/Azores' });
    expect(listingTimeZoneFor({ country: 'USA', city: 'san francisco' })).toMatchObject({ timeZone: 'America/Los_Angeles' });
    expect(listingTimeZoneFor({ country: 'United States', city: 'New York' })).toMatchObject({ timeZone: 'America/New_York' });
    expect(listingTimeZoneFor({ country: 'Canada', city: 'Montréal' })).toMatchObject({ timeZone: 'America/Toronto' });
  });

  it('several zones and a city that does not say which: no guess, the host chooses among the country’s zones', () => {
    const guess = listingTimeZoneFor({ country: 'Spain', city: 'Cádiz' });
    expect(guess).toMatchObject({ kind: 'several', countryName: 'Spain' });
    expect(guess.kind === 'several' && guess.timeZones).toEqual(expect.arrayContaining(['Europe/Madrid', 'Atlantic/Canary']));
    expect(listingTimeZoneFor({ country: 'United States', city: '' })).toMatchObject({ kind: 'several', countryName: 'United States' });
  });

  it('a country it cannot read gives no zone (not UTC)', () => {
    expect(listingTimeZoneFor({ country: 'Nowhere', city: 'Benchville' })).toEqual({ kind: 'unknown' });
    expect(listingTimeZoneFor({ country: '', city: 'Copenhagen' })).toEqual({ kind: 'unknown' });
    expect(countryOf('Atlantis')).toBeNull();
    expect(countryOf('denmark')).toEqual({ code: 'DK', name: 'Denmark', timeZones: ['Europe/Copenhagen'] });
  });

  it('every zone it can give is one isTimeZone accepts', () => {
    for (const country of ['Denmark', 'Spain', 'United States', 'Ukraine', 'India', 'Argentina', 'Vietnam', 'Greenland']) {
      const found = countryOf(country);
      expect(found, country).not.toBeNull();
      for (const zone of found!.timeZones) expect(isTimeZone(zone), zone).toBe(true);
    }
  });
});

describe('listingTimeZoneIssue: what a new listing without a zone is told', () => {
  it('nothing when a zone is given or follows; the country’s zones otherwise; a plain ask for an unknown country', () => {
    expect(listingTimeZoneIssue({ country: 'Spain', city: 'Cádiz', timeZone: 'Europe/Madrid' })).toBeNull();
    expect(listingTimeZoneIssue({ country: 'Denmark', city: 'Aarhus' })).toBeNull();
    expect(listingTimeZoneIssue({ country: 'Spain', city: 'Cádiz' })).toEqual({ path: 'timeZone', message: 'Spain has several time zones: please choose the home\'s' });
    expect(listingTimeZoneIssue({ country: 'Nowhere', city: 'Benchville' })).toEqual({ path: 'timeZone', message: TIME_ZONE_MESSAGES.unknown });
  });
});

describe('isTimeZone: a real IANA zone, as the database spells it', () => {
  it('takes zones, links and UTC', () => {
    for (const zone of ['Europe/Copenhagen', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince', 'Etc/GMT+5', 'US/Pacific', 'UTC']) expect(isTimeZone(zone), zone).toBe(true);
  });
  it('refuses offsets, other spellings, abbreviations and made-up names', () => {
    for (const zone of ['+01:00', 'GMT+1', 'europe/copenhagen', 'EUROPE/COPENHAGEN', 'EST', 'CET', 'Mars/Olympus', 'Europe/', '/Copenhagen', ' Europe/Copenhagen', 'Europe/Copenhagen\n'])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('listingInputSchema fills the zone a new listing did not name', () => {
  const listing = {
    title: 'Bright canal flat',
    description: 'A bright flat on the canal with a separate study, a proper desk and fast fibre all day.',
    rentalType: 'whole_apartment',
    pricePerNight: 9000,
    address: 'Nyhavn 1',
    city: 'Copenhagen',
    country: 'Denmark',
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    maxGuests: 2,
    images: ['/uploads/00000000-0000-4000-8000-000000000000/11111111-1111-4111-8111-111111111111', '/uploads/00000000-0000-4000-8000-000000000000/22222222-2222-4222-8222-222222222222'],
  } as const;

  it('from the country (not UTC), keeps a zone the host chose, and asks where it cannot tell', () => {
    expect(listingInputSchema.parse(listing).timeZone).toBe('Europe/Copenhagen');
    expect(listingInputSchema.parse({ ...listing, timeZone: 'Atlantic/Faroe' }).timeZone).toBe('Atlantic/Faroe');
    const several = listingInputSchema.safeParse({ ...listing, country: 'Spain', city: 'Cádiz' });
    expect(several.success).toBe(false);
    expect(several.error?.issues).toEqual([expect.objectContaining({ path: ['timeZone'], message: TIME_ZONE_MESSAGES.several('Spain') })]);
    const offset = listingInputSchema.safeParse({ ...listing, timeZone: '+01:00' });
    expect(offset.error?.issues).toEqual([expect.objectContaining({ path: ['timeZone'], message: 'Please choose a valid time zone' })]);
  });
});
