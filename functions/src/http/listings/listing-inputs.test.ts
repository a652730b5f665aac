import { LISTING_LIMITS, listingInputSchema, listingUpdateSchema } from '@worknest/shared/listing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { listingUpdateBody } from './listing-inputs';
import { newListingBody } from './new-listing-inputs';
import { fullListing, otherUsersPhoto, p1, p2, p3, photo, TODAY } from './fixtures/listing-bodies';

/*
 * Issue 15: the plain listing bodies must answer exactly as the zod schemas the web form uses:
 * the same data (trims, nulls, defaults, sorted dates, the legacy WiFi text), or the same issues
 * with the same paths and messages in the same order. Every comparison runs both schemas on the
 * same body; any difference in a message, a path, the order or the data fails it.
 */

const full = fullListing;

/** Only the fields creation requires. */
const minimal = {
  title: 'Harbour loft with a desk',
  description: 'd'.repeat(50),
  rentalType: 'room',
  pricePerNight: 500,
  address: 'Kade 12',
  city: 'Rotterdam',
  country: 'NL',
  bedrooms: 1,
  beds: 1,
  bathrooms: 0.5,
  maxGuests: 1,
  images: [p1, p2],
};

/** Values tried in every field: wrong types, empty, boundaries of no field in particular. */
const anyValues: unknown[] = [
  undefined, null, true, false, 0, -1, 1, 0.5, 1.5, 2 ** 53, -(2 ** 53), 1e300,
  '', ' ', 'x', '5', 'true', 'a'.repeat(300), 'b'.repeat(6000), [], ['x'], [1, 2], [null], {}, { a: 1 },
];

const days = (count: number, from = Date.UTC(2031, 3, 1)) => Array.from({ length: count }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));

/** Values of each field: inside, on and past its limits. */
const fieldValues: Record<string, unknown[]> = {
  title: ['Short', 'a'.repeat(9), 'a'.repeat(10), `  ${'a'.repeat(9)}  `, 'a'.repeat(120), 'a'.repeat(121), `  ${'a'.repeat(120)}  `, '😀'.repeat(10), '😀'.repeat(121), 'Flat\u0000with\u200b hidden bits', 'Line one of it\nline two', ' '.repeat(20)],
  description: ['d'.repeat(49), 'd'.repeat(50), `  ${'d'.repeat(49)}  `, 'd'.repeat(5000), 'd'.repeat(5001), `${'Line one\r\n'.repeat(6)}  `, `${'x'.repeat(30)}\n\n\n\n${'y'.repeat(30)}`],
  rentalType: ['room', 'whole_apartment', 'house', 'Room', ' room'],
  pricePerNight: [499, 500, 501, 1_000_000, 1_000_001, 500.5, 4.99, '500', -500, 2 ** 53 + 2],
  address: ['abcd', 'abcde', '  abcd  ', 'a'.repeat(200), 'a'.repeat(201)],
  city: ['a', 'ab', ' a ', 'a'.repeat(200), 'a'.repeat(201)],
  state: ['', '   ', ' NH ', 'a'.repeat(200), 'a'.repeat(201), ` ${'a'.repeat(200)} `],
  country: ['N', 'NL', ' N ', 'a'.repeat(201)],
  zipCode: ['', '  ', '1015 EA', 'z'.repeat(201)],
  latitude: [-90, 90, -90.1, 90.1, 0, 52.123456789, '52', -1000],
  longitude: [-180, 180, -180.0001, 180.5, 0, 4.9, '4.9', 1000],
  bedrooms: [1, 50, 51, 2.5, '2', -3],
  beds: [1, 50, 51, 1.25, '1'],
  bathrooms: [0.25, 0.5, 1, 1.3, 2.5, 50, 50.5, 51, 60.25, -0.5, 0.1, '1'],
  maxGuests: [1, 50, 51, 3.5, '4'],
  amenities: [['WiFi'], ['Kitchen', 'WiFi'], ['WiFi', 'WiFi'], ['Sauna'], ['WiFi', 5], ['Sauna', 'Spa'], 'WiFi', [...Array(20)].map(() => 'Kitchen')],
  images: [[p1], [p1, p2], [p1, p1], [p1, p2, p3], Array.from({ length: 10 }, (_, i) => photo(i + 1)), Array.from({ length: 11 }, (_, i) => photo(i + 1)), ['https://evil.test/x.jpg', p1], [p1, 'x', 'x'], [p1, 5], [p1.toUpperCase(), p2], [otherUsersPhoto, p1], 'ab', 'a'.repeat(11), Array(11).fill('x'), ['x']],
  hasWorkspace: [true, false, 'true', 1],
  workReady: [
    {}, { extra: 1 }, { deskAndChair: true }, { deskAndChair: 'yes' }, { quietSpace: 1, externalMonitor: null }, { wifiMbps: 25 }, { wifiMbps: 0 },
    { wifiMbps: 1.5 }, { wifiMbps: -1 }, { wifiMbps: 10_000 }, { wifiMbps: 10_001 }, { wifiMbps: null }, { wifiMbps: '100' },
    { workspacePhoto: '' }, { workspacePhoto: null }, { workspacePhoto: p1 }, { workspacePhoto: p3 }, { workspacePhoto: 5 },
    { deskAndChair: true, quietSpace: true, wifiMbps: 50, externalMonitor: true, workspacePhoto: p1 },
    { wifiMbps: -1, workspacePhoto: p3 }, { wifiMbps: 2.5, workspacePhoto: p3 }, { deskAndChair: 'no', wifiMbps: 'x', workspacePhoto: [] },
  ],
  wifiSpeed: ['500 Mbps', '1 Gbps', 'fast', '', '   ', ' 300mbit/s ', 'w'.repeat(50), 'w'.repeat(51)],
  availableDates: [
    [TODAY], ['2031-04-02', '2031-04-01'], ['2031-03-09'], ['2020-01-01', '2031-04-01'], ['2031-04-01', '2031-04-01'], ['2020-01-01', '2020-01-01'],
    ['2031-02-30'], ['31-04-01'], ['x', 'x'], [5], [5, 5], ['2031-04-01', null], 'x', 'a'.repeat(731),
    days(730), days(731), [...days(729), '2031-04-01'], days(3, Date.UTC(2031, 2, 8)),
  ],
  minNights: [0, 1, LISTING_LIMITS.nightsMax, LISTING_LIMITS.nightsMax + 1, 1.5, '2'],
  maxNights: [0, 1, 2, LISTING_LIMITS.nightsMax, LISTING_LIMITS.nightsMax + 1, 2.5, '3'],
  advanceNoticeDays: [-1, 0, 365, 366, 0.5, '1'],
  cancellationPolicy: ['flexible', 'moderate', 'strict', 'Strict', 'none'],
  bookingMode: ['instant', 'request', 'Instant', 'auto'],
  timeZone: ['UTC', 'Europe/Copenhagen', 'America/New_York', 'Mars/Olympus', 'europe/amsterdam', 'x'.repeat(65)],
  // Only the PATCH body knows it; creation drops it as an unknown key.
  paused: [true, false, 'yes', 0],
  houseRules: [
    {}, { smoking: true }, { smoking: 'yes' }, { quietHours: { from: '22:00', to: '7:00' } }, { quietHours: { from: '22:00' } }, { quietHours: 'late' },
    { notes: 'n'.repeat(500) }, { notes: 'n'.repeat(501) }, { notes: `  ${'n'.repeat(500)}  ` }, { pets: true, events: true, quietHours: null, notes: null },
  ],
  arrivalGuide: [
    {}, { wifiName: 'w'.repeat(100) }, { wifiName: 'w'.repeat(101) }, { checkIn: 'c'.repeat(4000) }, { checkIn: 'c'.repeat(4001) },
    { checkIn: 'c'.repeat(2000), other: 'o'.repeat(2001) }, { checkIn: 'c'.repeat(2000), other: 'o'.repeat(2000) }, { keys: 5 }, { parking: '  ' },
  ],
};
const fields = Object.keys(fieldValues);

function withField(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const body = { ...base, [field]: value };
  if (value === undefined) delete body[field];
  return body;
}

function expectSameCreate(body: unknown, label: string): void {
  expect(answerOf(newListingBody, body), label).toStrictEqual(answerOf(listingInputSchema, body));
}

function expectSameUpdate(body: unknown, label: string): void {
  expect(answerOf(listingUpdateBody, body), label).toStrictEqual(answerOf(listingUpdateSchema, body));
}

const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 100);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T23:59:00Z`));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('POST /api/listings: the plain body answers as listingInputSchema (issue 15)', () => {
  it('valid listings: the same data, transforms and defaults included', () => {
    const fullAnswer = answerOf(newListingBody, full);
    expect(fullAnswer).toStrictEqual(answerOf(listingInputSchema, full));
    // Not vacuous: trimmed, amenities once each in list order, dates sorted, coordinates kept, legacy text dropped.
    expect(fullAnswer).toMatchObject({
      data: { title: 'Bright canal flat with a study', state: 'North Holland', amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen'], availableDates: [TODAY, '2031-04-01', '2031-04-02'], latitude: 52.3731234567 },
    });
    expect('wifiSpeed' in (fullAnswer as { data: object }).data).toBe(false);

    const minimalAnswer = answerOf(newListingBody, minimal);
    expect(minimalAnswer).toStrictEqual(answerOf(listingInputSchema, minimal));
    expect(minimalAnswer).toMatchObject({
      data: { state: null, zipCode: null, latitude: null, longitude: null, amenities: [], hasWorkspace: false, availableDates: [], minNights: 1, maxNights: null, advanceNoticeDays: 0, cancellationPolicy: 'flexible', bookingMode: 'instant', timeZone: 'Europe/Amsterdam', workReady: { deskAndChair: false, quietSpace: false, wifiMbps: null, externalMonitor: false, workspacePhoto: null } },
    });
    // The legacy WiFi text fills the checklist's speed when it has none.
    for (const body of [{ ...minimal, wifiSpeed: '1 Gbps' }, { ...minimal, wifiSpeed: 'fast' }, { ...minimal, wifiSpeed: '80', workReady: { wifiMbps: 20 } }, { ...minimal, wifiSpeed: '80', workReady: { quietSpace: true } }]) {
      expectSameCreate(body, show(body));
    }
    expect(answerOf(newListingBody, { ...minimal, wifiSpeed: '1 Gbps' })).toMatchObject({ data: { workReady: { wifiMbps: 1000 } } });
    // Issue 29: without a zone, the zone of the country and city, or the same issue asking for one.
    for (const place of [{ country: 'Spain', city: 'Cádiz' }, { country: 'Spain', city: 'Barcelona' }, { country: 'Nowhere', city: 'Benchville' }, { country: 'N', city: 'Oslo' }, { country: 'USA', city: 'Denver', timeZone: null }]) {
      expectSameCreate({ ...minimal, ...place }, show(place));
    }
  });

  it('no two parses share a default list or checklist', () => {
    const first = newListingBody.safeParse(minimal);
    const second = newListingBody.safeParse(minimal);
    if (!first.success || !second.success) throw new Error('minimal listing refused');
    expect(first.data.amenities).not.toBe(second.data.amenities);
    expect(first.data.availableDates).not.toBe(second.data.availableDates);
    expect(first.data.workReady).not.toBe(second.data.workReady);
  });

  for (const field of fields) {
    it(`${field}: missing, of the wrong type, out of range`, () => {
      for (const value of [...anyValues, ...fieldValues[field]!]) {
        expectSameCreate(withField(full, field, value), `full listing, ${field}: ${show(value)}`);
        expectSameCreate(withField(minimal, field, value), `minimal listing, ${field}: ${show(value)}`);
      }
    });
  }

  it('the rules between fields: maximum below minimum stay, a workspace photo that is not a listing photo', () => {
    const bodies: unknown[] = [
      { ...full, minNights: 5, maxNights: 3 },
      { ...full, minNights: 5, maxNights: 5 },
      { ...full, minNights: 5, maxNights: null },
      { ...minimal, maxNights: 0 },
      { ...full, minNights: 0, maxNights: 0 },
      { ...full, workReady: { workspacePhoto: p3 } },
      { ...full, minNights: 3, maxNights: 2, workReady: { workspacePhoto: p3 } },
      // A soft issue before (too short, too many, out of range): the rules still run, on the values as given.
      { ...full, title: 'Short', minNights: 3, maxNights: 2, workReady: { workspacePhoto: p3 } },
      { ...full, images: [p1], workReady: { workspacePhoto: p2 } },
      { ...full, images: [p1, p1], workReady: { workspacePhoto: p3 } },
      { ...full, images: [p1, 'x'], workReady: { workspacePhoto: 'x' } },
      { ...full, maxNights: LISTING_LIMITS.nightsMax + 1, minNights: LISTING_LIMITS.nightsMax + 5 },
      { ...full, bathrooms: 0.25, availableDates: ['2020-01-01', '2020-01-01'], maxNights: 1 },
      { ...full, workReady: { wifiMbps: -1, workspacePhoto: p3 }, maxNights: 1 },
      // An issue that stops them (a wrong type, a fraction, too many photos): the rules do not run.
      { ...full, title: undefined, maxNights: 1 },
      { ...full, minNights: 2.5, maxNights: 1 },
      { ...full, images: Array.from({ length: 11 }, (_, i) => photo(i + 1)), workReady: { workspacePhoto: p3 } },
      { ...full, rentalType: 'house', maxNights: 1 },
      { ...full, workReady: { wifiMbps: 'x', workspacePhoto: p3 } },
      { ...full, amenities: 'WiFi', maxNights: 1 },
    ];
    for (const body of bodies) expectSameCreate(body, show(body));
    expect(answerOf(newListingBody, { ...full, minNights: 3, maxNights: 2, workReady: { workspacePhoto: p3 } })).toStrictEqual({
      issues: ['maxNights: Maximum stay cannot be shorter than the minimum stay', 'workReady.workspacePhoto: The workspace photo must be one of the listing photos'],
    });
  });

  it('every field wrong at once, unknown keys, and bodies that are no object', () => {
    const allWrong = Object.fromEntries(fields.map((field) => [field, 'x']));
    const bodies: unknown[] = [
      allWrong, {}, { ...full, id: 'x', userId: 'u', isActive: false, paused: true }, { ...minimal, __proto__: { title: 'x' } },
      null, undefined, [], [full], 'x', 5, true, Object.assign(Object.create(null), minimal), new Date(0),
    ];
    for (const body of bodies) expectSameCreate(body, show(body));
  });
});

describe('PATCH /api/listings/{id}: the plain body answers as listingUpdateSchema (issue 15)', () => {
  // Thousands of comparisons (every field × every sample, alone and on a whole listing): about
  // 2 s on a quiet machine, past vitest's 5 s default at load 14 (fresh-clone CI beside e2e).
  it('each field alone, and on a whole listing', { timeout: 30_000 }, () => {
    for (const field of fields) {
      for (const value of [...anyValues, ...fieldValues[field]!]) {
        expectSameUpdate(withField({}, field, value), `${field} alone: ${show(value)}`);
        expectSameUpdate(withField(full, field, value), `full listing, ${field}: ${show(value)}`);
      }
    }
  });

  it('partial forms: nothing, paused, a partial checklist, the legacy WiFi text', () => {
    const bodies: unknown[] = [
      {}, { paused: true }, { paused: false }, { paused: 'yes' }, { paused: null }, { paused: true, title: 'Short' },
      { workReady: {} }, { workReady: { wifiMbps: 50 } }, { workReady: { workspacePhoto: '' } }, { workReady: { deskAndChair: false, quietSpace: 'x' } },
      { wifiSpeed: '500 Mbps' }, { wifiSpeed: '500 Mbps', workReady: { wifiMbps: 20 } }, { wifiSpeed: '500', workReady: { deskAndChair: true } },
      { wifiSpeed: '500', workReady: { wifiMbps: null } }, { wifiSpeed: '' }, { wifiSpeed: null }, { wifiSpeed: 'fast' },
      { state: null }, { state: '' }, { maxNights: null }, { latitude: null, longitude: 4 }, { availableDates: [] }, { amenities: [] },
      // The rules between fields are the service's (on the merged listing), not the body's.
      { minNights: 5, maxNights: 2 }, { workReady: { workspacePhoto: p3 }, images: [p1, p2] },
      { unknown: 1 }, { title: 'A title long enough', extra: 'x' },
      null, undefined, [], [{ paused: true }], 'x', 0,
    ];
    for (const body of bodies) expectSameUpdate(body, show(body));
    expect(answerOf(listingUpdateBody, { wifiSpeed: '1 Gbps', workReady: { deskAndChair: true } })).toStrictEqual({ data: { workReady: { deskAndChair: true, wifiMbps: 1000 } } });
    expect(answerOf(listingUpdateBody, { paused: true })).toStrictEqual({ data: { paused: true } });
  });
});
