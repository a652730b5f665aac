import { listingInputSchema } from '@worknest/shared/listing';
import { describe, expect, it } from 'vitest';
import { answerOf } from '@worknest/functions/validation/zod-agreement';
import { newListingBody } from '@worknest/functions/http/listings/new-listing-inputs';
import { listingInputMiniSchema } from './listing-body-mini';
import { listingInputValibot } from './listing-body-valibot';
import { fullListing, p1, p2 } from '@worknest/functions/http/listings/fixtures/listing-bodies';

/*
 * The validation bench compares like with like only if the zod/mini port answers as the shared
 * schema (and the plain validator) do: same data, or same issues in the same order.
 */
const minimal = {
  title: 'Harbour loft with a desk',
  description: 'd'.repeat(50),
  rentalType: 'room',
  pricePerNight: 500,
  address: 'Kade 12',
  city: 'Rotterdam',
  country: 'Netherlands',
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  maxGuests: 1,
  images: [p1, p2],
};

const bodies: Record<string, unknown> = {
  'every field': fullListing,
  'only the required fields': minimal,
  'an empty object': {},
  'wrong types everywhere': { ...fullListing, title: 5, bedrooms: 1.5, bathrooms: 1.25, amenities: 'WiFi', images: ['x'], latitude: 91, accepts: [] },
  'dates repeated and malformed': { ...minimal, availableDates: ['2099-01-01', '2099-01-01', 'soon'] },
  'a long title and too few photos': { ...minimal, title: 't'.repeat(200), images: [p1] },
};

describe('listingInputMiniSchema (the bench’s zod/mini port) answers as listingInputSchema', () => {
  for (const [name, body] of Object.entries(bodies)) {
    it(name, () => {
      const classic = answerOf(listingInputSchema, body);
      expect(answerOf(listingInputMiniSchema, body)).toEqual(classic);
      expect(answerOf(newListingBody, body)).toEqual(classic);
    });
  }
});

describe('listingInputValibot (the bench’s valibot port) gives the same data and refuses the same bodies', () => {
  for (const [name, body] of Object.entries(bodies)) {
    it(name, () => {
      const classic = listingInputSchema.safeParse(body);
      const valibot = listingInputValibot.safeParse(body);
      expect(valibot.success).toBe(classic.success);
      if (classic.success && valibot.success) expect(valibot.data).toEqual(classic.data);
      if (!classic.success && !valibot.success) {
        // The messages of wrong values are the schema's; valibot orders them its own way and names a
        // missing key with its own "Invalid key" message.
        const own = valibot.error.issues.map((issue) => issue.message).filter((message) => !message.startsWith('Invalid key'));
        expect(valibot.error.issues.length).toBeGreaterThan(0);
        for (const message of own) expect(classic.error.issues.map((issue) => issue.message)).toContain(message);
      }
    });
  }
});
