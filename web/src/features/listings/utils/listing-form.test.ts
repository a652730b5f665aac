import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@worknest/shared/listing';
import { fieldErrors } from '../../../components/form/schema-resolver';
import { initialListingForm, listingFieldOf, listingFormResolver, photosToast, toListingInput, type ListingFormValues } from './listing-form';

const photo = (n: number) => `/uploads/0b7c3a52-2f8e-4c1e-9f53-5d1c8a0e6b21/00000000-0000-4000-8000-00000000000${n}`;

function filledForm(patch: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...initialListingForm(),
    title: 'Sunny loft near the canal',
    description: 'A bright loft with a standing desk, fast fibre and a quiet bedroom for focused work.',
    rentalType: 'room',
    address: 'Prinsengracht 12',
    city: 'Amsterdam',
    country: 'Netherlands',
    images: [photo(1), photo(2)],
    ...patch,
  };
}

describe('initialListingForm (SPEC §5 initial defaults)', () => {
  it('starts at €50, 1 bedroom, 1 bed, 1 bathroom, 2 guests, minimum 1 night, no notice', () => {
    expect(toListingInput(initialListingForm())).toMatchObject({
      pricePerNight: 5000,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      maxGuests: 2,
      minNights: 1,
      maxNights: null,
      advanceNoticeDays: 0,
      amenities: [],
      availableDates: [],
    });
  });
});

describe('toListingInput (SPEC §5 conversions)', () => {
  it.each([
    ['49.99', 4999],
    ['12,5', 1250],
    ['-3', 0],
    ['', 0],
  ])('price %j euros → %d cents', (price, cents) => {
    expect(toListingInput(filledForm({ price })).pricePerNight).toBe(cents);
  });

  it('turns blank numbers into their defaults: rooms and guests 0, minimum nights 1, notice 0, no maximum', () => {
    const input = toListingInput(filledForm({ bedrooms: '', beds: ' ', bathrooms: '', maxGuests: '', minNights: '', advanceNoticeDays: '', maxNights: '' }));
    expect(input).toMatchObject({ bedrooms: 0, beds: 0, bathrooms: 0, maxGuests: 0, minNights: 1, advanceNoticeDays: 0, maxNights: null });
  });
});

/** The form's check as react-hook-form runs it on submit. */
async function check(values: ListingFormValues) {
  return listingFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('listingFormResolver (the server schema, before sending)', () => {
  it('passes a filled form and sends cents', async () => {
    const result = await check(filledForm({ price: '85.50' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ pricePerNight: 8550 });
  });

  it('shows the §5 messages under their fields, the price one under the price box', async () => {
    const { errors } = await check(filledForm({ title: 'Short', price: '4', bedrooms: '' }));
    expect(errors).toEqual({
      title: { type: expect.any(String), message: LISTING_MESSAGES.title },
      price: { type: expect.any(String), message: LISTING_MESSAGES.price },
      bedrooms: { type: expect.any(String), message: LISTING_MESSAGES.bedrooms },
    });
  });

  it('asks for a rental type when none is chosen', async () => {
    expect((await check(filledForm({ rentalType: '' }))).errors).toMatchObject({ rentalType: { message: LISTING_MESSAGES.rentalType } });
  });

  it('puts nested paths under their boxes: the WiFi speed, quiet hours, the guide', async () => {
    const { errors } = await check(filledForm({ wifiMbps: 'fast', quietFrom: '22:00' }));
    expect(Object.keys(errors).sort()).toEqual(['quietTo', 'wifiMbps']);
  });

  it('raises the photos toast with fewer than 2 photos', async () => {
    const values = filledForm({ images: [photo(1)] });
    expect((await check(values)).errors).toMatchObject({ images: { message: LISTING_MESSAGES.images } });
    expect(photosToast(values)).toBe(LISTING_MESSAGES.imagesToast);
    expect(photosToast(filledForm())).toBeNull();
  });
});

describe("the server's issues (fieldErrors with listingFieldOf)", () => {
  it("maps the server's issue paths to form fields, first message wins", () => {
    expect(
      fieldErrors(
        [
          { path: 'images.1', message: 'This upload belongs to someone else' },
          { path: 'images.0', message: 'Photo not found. Please upload it again.' },
          { path: 'pricePerNight', message: LISTING_MESSAGES.price },
        ],
        listingFieldOf,
      ),
    ).toEqual({ images: { type: 'server', message: 'This upload belongs to someone else' }, price: { type: 'server', message: LISTING_MESSAGES.price } });
  });
});

describe('what the home accepts (issue 37)', () => {
  it('sends all three by default, the host’s choice otherwise, and an empty choice gets its message', async () => {
    expect(toListingInput(filledForm()).accepts).toEqual(['money', 'credits', 'swap']);
    expect(toListingInput(filledForm({ accepts: ['money', 'swap'] })).accepts).toEqual(['money', 'swap']);
    expect((await check(filledForm({ accepts: [] }))).errors).toMatchObject({
      accepts: { message: 'Please choose what this home accepts: one or more of money, credits and swap' },
    });
  });
});
