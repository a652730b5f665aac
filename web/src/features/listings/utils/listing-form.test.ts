import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@worknest/shared/listing';
import { checkListingForm, errorsByField, initialListingForm, toListingInput, type ListingFormValues } from './listing-form';

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

describe('checkListingForm', () => {
  it('passes a filled form and sends cents', () => {
    const check = checkListingForm(filledForm({ price: '85.50' }));
    expect(check.ok && check.input.pricePerNight).toBe(8550);
  });

  it('shows the §5 messages under their fields, the price one under the price box', () => {
    const check = checkListingForm(filledForm({ title: 'Short', price: '4', bedrooms: '' }));
    expect(check).toMatchObject({
      ok: false,
      errors: { title: LISTING_MESSAGES.title, price: LISTING_MESSAGES.price, bedrooms: LISTING_MESSAGES.bedrooms },
      photosToast: null,
    });
  });

  it('asks for a rental type when none is chosen', () => {
    expect(checkListingForm(filledForm({ rentalType: '' }))).toMatchObject({ ok: false, errors: { rentalType: LISTING_MESSAGES.rentalType } });
  });

  it('raises the photos toast with fewer than 2 photos', () => {
    expect(checkListingForm(filledForm({ images: [photo(1)] }))).toMatchObject({
      ok: false,
      errors: { images: LISTING_MESSAGES.images },
      photosToast: LISTING_MESSAGES.imagesToast,
    });
  });
});

describe('errorsByField', () => {
  it("maps the server's issue paths to form fields, first message wins", () => {
    expect(
      errorsByField([
        { path: 'images.1', message: 'This upload belongs to someone else' },
        { path: 'images.0', message: 'Photo not found. Please upload it again.' },
        { path: 'pricePerNight', message: LISTING_MESSAGES.price },
      ]),
    ).toEqual({ images: 'This upload belongs to someone else', price: LISTING_MESSAGES.price });
  });
});

describe('what the home accepts (issue 37)', () => {
  it('sends all three by default, the host’s choice otherwise, and an empty choice gets its message', () => {
    expect(toListingInput(filledForm()).accepts).toEqual(['money', 'credits', 'swap']);
    expect(toListingInput(filledForm({ accepts: ['money', 'swap'] })).accepts).toEqual(['money', 'swap']);
    const check = checkListingForm(filledForm({ accepts: [] }));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.accepts).toBe('Please choose what this home accepts: one or more of money, credits and swap');
  });
});
