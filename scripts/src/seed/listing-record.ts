import { randomUUID } from 'node:crypto';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';
import { emptyArrivalGuide, emptyHouseRules } from '@worknest/shared/arrival-rules';

/**
 * A complete listing item, for tests and benches that write listings straight to the store (the
 * listings API has tests of its own): a plain whole apartment in Lisbon, bookable from tomorrow,
 * with whatever the caller sets on top. A field a later issue adds to listings gets its default
 * here once, not in every test.
 */
export function listingRecord(fields: Pick<ListingRecord, 'userId' | 'companyDomain' | 'title'> & Partial<ListingRecord>): ListingRecord {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    description: 'A quiet flat with a desk by the window, fast fibre and a good chair for long days.',
    rentalType: 'whole_apartment',
    pricePerNight: 6000,
    address: '1 Test Street',
    city: 'Lisbon',
    state: null,
    country: 'Portugal',
    zipCode: null,
    latitude: null,
    longitude: null,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    maxGuests: 2,
    amenities: [],
    images: [],
    hasWorkspace: true,
    workReady: workReadyFromLegacy({ wifiSpeed: null }),
    paused: false,
    isActive: true,
    availableDates: [],
    lastAvailableDate: null,
    minNights: 1,
    maxNights: null,
    advanceNoticeDays: 0,
    cancellationPolicy: 'flexible',
    bookingMode: 'instant',
    timeZone: 'UTC',
    houseRules: { ...emptyHouseRules },
    arrivalGuide: { ...emptyArrivalGuide },
    locationSource: null,
    approximateLocation: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
