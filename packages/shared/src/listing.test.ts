import { describe, expect, it } from 'vitest';
import { addDays, utcDate } from './booking';
import {
  eurosToCents,
  isPhotoContentType,
  LISTING_MESSAGES,
  listingInputSchema,
  listingRuleIssues,
  listingUpdateSchema,
  offersDatesFrom,
  lastAvailableDateOf,
  parsePhotoUrl,
  type ListingInput,
} from './listing';

const owner = '0b7c3a52-2f8e-4c1e-9f53-5d1c8a0e6b21';
const photo = (n: number) => `/uploads/${owner}/00000000-0000-4000-8000-00000000000${n}`;

function validInput(): ListingInput {
  return {
    title: 'Sunny loft near the canal',
    description: 'A bright loft with a standing desk, fast fibre and a quiet bedroom for focused work.',
    rentalType: 'whole_apartment',
    pricePerNight: 8500,
    address: 'Prinsengracht 12',
    city: 'Amsterdam',
    country: 'Netherlands',
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    maxGuests: 2,
    images: [photo(1), photo(2)],
  };
}

function messagesFor(patch: Record<string, unknown>): string[] {
  const result = listingInputSchema.safeParse({ ...validInput(), ...patch });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('listingInputSchema (SPEC §5 Listing creation)', () => {
  it('accepts a complete listing and fills the defaults of §5', () => {
    const listing = listingInputSchema.parse(validInput());
    expect(listing).toMatchObject({
      amenities: [],
      availableDates: [],
      minNights: 1,
      maxNights: null,
      advanceNoticeDays: 0,
      hasWorkspace: false,
      workReady: { deskAndChair: false, quietSpace: false, wifiMbps: null, externalMonitor: false, workspacePhoto: null },
      state: null,
      zipCode: null,
    });
  });

  it.each([
    [{ title: 'Too short' }, LISTING_MESSAGES.title],
    [{ title: '   short    ' }, LISTING_MESSAGES.title],
    [{ description: 'Nice flat.' }, LISTING_MESSAGES.description],
    [{ rentalType: 'castle' }, LISTING_MESSAGES.rentalType],
    [{ rentalType: undefined }, LISTING_MESSAGES.rentalType],
    [{ pricePerNight: 499 }, LISTING_MESSAGES.price],
    [{ pricePerNight: 0 }, LISTING_MESSAGES.price],
    [{ address: 'Main' }, LISTING_MESSAGES.address],
    [{ city: 'A' }, LISTING_MESSAGES.city],
    [{ country: 'N' }, LISTING_MESSAGES.country],
    [{ bedrooms: 0 }, LISTING_MESSAGES.bedrooms],
    [{ beds: 0 }, LISTING_MESSAGES.beds],
    [{ bathrooms: 0 }, LISTING_MESSAGES.bathrooms],
    [{ maxGuests: 0 }, LISTING_MESSAGES.maxGuests],
    [{ images: [photo(1)] }, LISTING_MESSAGES.images],
    [{ images: [] }, LISTING_MESSAGES.images],
    [{ minNights: 0 }, LISTING_MESSAGES.minNights],
    [{ advanceNoticeDays: -1 }, LISTING_MESSAGES.advanceNotice],
  ])('%j answers %j', (patch, message) => {
    expect(messagesFor(patch)).toEqual([message]);
  });

  it('takes bathrooms in steps of half a bathroom', () => {
    expect(messagesFor({ bathrooms: 1.5 })).toEqual([]);
    expect(messagesFor({ bathrooms: 1.25 })).toEqual([LISTING_MESSAGES.bathroomsStep]);
  });

  it('refuses photos that are not upload paths, repeated photos and more than 10', () => {
    expect(messagesFor({ images: ['https://evil.example/cat.jpg', photo(2)] })).toEqual([LISTING_MESSAGES.imageUrl]);
    expect(messagesFor({ images: [`/uploads/${owner}/../x`, photo(2)] })).toEqual([LISTING_MESSAGES.imageUrl]);
    expect(messagesFor({ images: [photo(1), photo(1)] })).toEqual([LISTING_MESSAGES.imagesRepeated]);
    const eleven = Array.from({ length: 11 }, (_, i) => `/uploads/${owner}/00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`);
    expect(messagesFor({ images: eleven })).toEqual([LISTING_MESSAGES.imagesMax]);
  });

  it('takes amenities only from the SPEC list, once each, in list order', () => {
    expect(messagesFor({ amenities: ['WiFi', 'Hot tub'] })).toEqual([LISTING_MESSAGES.amenity]);
    const listing = listingInputSchema.parse({ ...validInput(), amenities: ['Kitchen', 'WiFi', 'Kitchen'] });
    expect(listing.amenities).toEqual(['WiFi', 'Kitchen']);
  });

  it('takes available dates as yyyy-MM-dd from today on, without repeats, and sorts them', () => {
    const today = utcDate(Date.now());
    const tomorrow = addDays(today, 1);
    expect(listingInputSchema.parse({ ...validInput(), availableDates: [tomorrow, today] }).availableDates).toEqual([today, tomorrow]);
    expect(messagesFor({ availableDates: [addDays(today, -1)] })).toEqual([LISTING_MESSAGES.datePast]);
    expect(messagesFor({ availableDates: [tomorrow, tomorrow] })).toEqual([LISTING_MESSAGES.dateRepeated]);
    expect(messagesFor({ availableDates: ['01/02/2030'] })).toEqual([LISTING_MESSAGES.dateFormat]);
    expect(messagesFor({ availableDates: ['2030-02-30'] })).toEqual([LISTING_MESSAGES.dateFormat]);
  });

  it('lets the maximum stay be empty, but never shorter than the minimum', () => {
    expect(messagesFor({ maxNights: null })).toEqual([]);
    expect(messagesFor({ minNights: 3, maxNights: 2 })).toEqual([LISTING_MESSAGES.maxNightsBelowMin]);
    expect(messagesFor({ minNights: 3, maxNights: 3 })).toEqual([]);
  });

  it('treats blank optional text as absent', () => {
    const listing = listingInputSchema.parse({ ...validInput(), state: '  ', zipCode: '', wifiSpeed: ' 500 Mbps ' });
    expect(listing).toMatchObject({ state: null, zipCode: null, workReady: { wifiMbps: 500 } });
    expect(listing).not.toHaveProperty('wifiSpeed');
  });
});

describe('the work-ready checklist on a listing', () => {
  it('accepts a checklist whose workspace photo is one of the photos', () => {
    const listing = listingInputSchema.parse({ ...validInput(), workReady: { deskAndChair: true, wifiMbps: 300, workspacePhoto: photo(2) } });
    expect(listing.workReady).toEqual({ deskAndChair: true, quietSpace: false, wifiMbps: 300, externalMonitor: false, workspacePhoto: photo(2) });
  });

  it('refuses a workspace photo that is not among the photos', () => {
    expect(messagesFor({ workReady: { workspacePhoto: photo(3) } })).toEqual(['The workspace photo must be one of the listing photos']);
  });

  it('prefers the number over the legacy text', () => {
    expect(listingInputSchema.parse({ ...validInput(), wifiSpeed: '1 Gbps', workReady: { wifiMbps: 80 } }).workReady.wifiMbps).toBe(80);
    expect(listingInputSchema.parse({ ...validInput(), wifiSpeed: '1 Gbps' }).workReady.wifiMbps).toBe(1000);
  });
});

describe('listingUpdateSchema (PATCH: a partial of the create schema, plus paused)', () => {
  it('accepts any subset and fills no creation default', () => {
    expect(listingUpdateSchema.parse({})).toEqual({});
    expect(listingUpdateSchema.parse({ title: '  A much better title  ' })).toEqual({ title: 'A much better title' });
    expect(listingUpdateSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(listingUpdateSchema.parse({ workReady: { quietSpace: true } })).toEqual({ workReady: { quietSpace: true } });
  });

  it.each([
    [{ title: 'Too short' }, LISTING_MESSAGES.title],
    [{ pricePerNight: 499 }, LISTING_MESSAGES.price],
    [{ images: [photo(1)] }, LISTING_MESSAGES.images],
    [{ images: ['https://evil.example/x.jpg', photo(2)] }, LISTING_MESSAGES.imageUrl],
    [{ availableDates: ['2020-01-01'] }, LISTING_MESSAGES.datePast],
    [{ rentalType: 'castle' }, LISTING_MESSAGES.rentalType],
    [{ paused: 'yes' }, 'Paused must be true or false'],
    [{ workReady: { wifiMbps: -3 } }, 'WiFi speed must be a whole number of Mbps'],
  ])('%j → the creation message %s', (patch, message) => {
    const result = listingUpdateSchema.safeParse(patch);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('turns legacy WiFi text into the checklist number', () => {
    expect(listingUpdateSchema.parse({ wifiSpeed: '1 Gbps' })).toEqual({ workReady: { wifiMbps: 1000 } });
  });

  it('leaves the rules between fields to the merged listing (listingRuleIssues)', () => {
    expect(listingUpdateSchema.safeParse({ minNights: 5 }).success).toBe(true);
    expect(listingRuleIssues({ minNights: 5, maxNights: 3, images: [], workReady: { workspacePhoto: null } })).toEqual([
      { path: 'maxNights', message: LISTING_MESSAGES.maxNightsBelowMin },
    ]);
  });
});

describe('offered dates', () => {
  it('knows the last offered date and whether any is left from today', () => {
    expect(lastAvailableDateOf([])).toBeNull();
    expect(lastAvailableDateOf(['2030-01-03', '2030-01-01'])).toBe('2030-01-03');
    expect(offersDatesFrom({ lastAvailableDate: '2030-01-03' }, '2030-01-03')).toBe(true);
    expect(offersDatesFrom({ lastAvailableDate: '2030-01-03' }, '2030-01-04')).toBe(false);
    expect(offersDatesFrom({ lastAvailableDate: null }, '2030-01-01')).toBe(true); // none listed: every date is open
  });
});

describe('eurosToCents (SPEC §5: two decimals, rounded; invalid or negative is 0)', () => {
  it.each([
    ['50', 5000],
    ['49.99', 4999],
    ['19.999', 2000],
    ['12,5', 1250],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
  ])('%j → %d', (typed, cents) => {
    expect(eurosToCents(typed)).toBe(cents);
  });
});

describe('photo paths and types', () => {
  it('reads the key and the uploader of a photo path', () => {
    expect(parsePhotoUrl(photo(1))).toEqual({ key: photo(1).slice(1), ownerId: owner });
    expect(parsePhotoUrl('/uploads/not-a-user/x')).toBeNull();
  });

  it('allows raster image types only (no SVG, which can carry script)', () => {
    expect(isPhotoContentType('image/jpeg')).toBe(true);
    expect(isPhotoContentType('image/svg+xml')).toBe(false);
    expect(isPhotoContentType('text/html')).toBe(false);
  });
});
