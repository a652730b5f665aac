import { countNights, isCalendarDate, MAX_STAY_NIGHTS } from '@worknest/shared/booking-rules';
import { amenityChoices, LISTING_LIMITS, rentalTypes, type Amenity } from '@worknest/shared/listing-options';
import {
  listingSorts,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_RADIUS_KM,
  SEARCH_WIFI_MBPS_MAX,
  type ListingSearchQuery,
} from '@worknest/shared/listing-search-rules';
import { cleanLine } from '@worknest/shared/text-rules';
import { ACCEPTS_MESSAGES } from '@worknest/shared/credit-rules';
import { integer, mapped, oneOf, optional, piped, plainObject, preprocessed, text, uuid, withDefault, type FieldRule, type PlainSchema } from '../../validation/plain-schema';

/*
 * `GET /api/listings`'s query checked without zod (issue 15): `listingSearchQuerySchema` of
 * @worknest/shared/listing-search, the same rules and messages in the same order
 * (search-inputs.test.ts compares both on the same samples).
 */

/** `trueOrFalse`: "true" or "false", as a boolean. */
const trueOrFalse = (message: string) => mapped(optional(oneOf(['true', 'false'], message)), (value) => (value === undefined ? undefined : value === 'true'));

/** `wholeNumber`: digits only, then a whole number in range; one message for anything wrong. */
const wholeNumber = (message: string, min: number, max: number) =>
  optional(
    piped(
      text({ typeMessage: message, pattern: { regex: /^\d+$/, message } }),
      Number,
      integer({ intMessage: message, min: { value: min, message }, max: { value: max, message } }),
    ),
  );

/** `calendarDate`: a real yyyy-MM-dd day. */
const calendarDate = (message: string) => optional(text({ typeMessage: message, refine: { test: isCalendarDate, message } }));

/** `amenities=WiFi,Kitchen`: names from the list, any case; each once, in the list's order. */
function amenitiesOf(value: unknown): ReturnType<FieldRule<Amenity[] | undefined>> {
  const checked = optional(text())(value);
  if ('issues' in checked) return { ...checked, halted: true };
  if (checked.value === undefined) return { value: undefined };
  const byFolded = new Map(amenityChoices.map((amenity) => [amenity.toLowerCase(), amenity]));
  const chosen = new Set<Amenity>();
  for (const name of checked.value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const amenity = byFolded.get(name.toLowerCase());
    if (!amenity) return { issues: [{ path: [], message: SEARCH_MESSAGES.amenities(name.slice(0, 40)) }] };
    chosen.add(amenity);
  }
  return { value: amenityChoices.filter((amenity) => chosen.has(amenity)) };
}
/** Query parameters are strings; an empty one (`?q=`) means "not given". */
function withoutEmpty(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== '' && value !== undefined));
}

export const searchQuery: PlainSchema<ListingSearchQuery> = preprocessed(
  withoutEmpty,
  plainObject(
    {
      q: mapped(optional(text({ clean: cleanLine, max: { length: SEARCH_QUERY_MAX, message: SEARCH_MESSAGES.q } })), (value) => value || undefined),
      checkIn: calendarDate(SEARCH_MESSAGES.checkIn),
      checkOut: calendarDate(SEARCH_MESSAGES.checkOut),
      guests: wholeNumber(SEARCH_MESSAGES.guests, 1, LISTING_LIMITS.guestsMax),
      minPrice: wholeNumber(SEARCH_MESSAGES.minPrice, 0, Number.MAX_SAFE_INTEGER),
      maxPrice: wholeNumber(SEARCH_MESSAGES.maxPrice, 0, Number.MAX_SAFE_INTEGER),
      type: optional(oneOf(rentalTypes, SEARCH_MESSAGES.type)),
      workspace: trueOrFalse(SEARCH_MESSAGES.workspace),
      minWifiMbps: wholeNumber(SEARCH_MESSAGES.minWifiMbps, 0, SEARCH_WIFI_MBPS_MAX),
      workReady: trueOrFalse(SEARCH_MESSAGES.workReady),
      amenities: amenitiesOf,
      // Issue 37 (ADR 0161): homes that accept credits, or swaps.
      accepts: optional(oneOf(['credits', 'swap'] as const, ACCEPTS_MESSAGES.search)),
      // Issue 35: within the member's company travel policy caps.
      inPolicy: trueOrFalse(SEARCH_MESSAGES.inPolicy),
      near: optional(uuid(SEARCH_MESSAGES.near, SEARCH_MESSAGES.near)),
      radiusKm: wholeNumber(SEARCH_MESSAGES.radiusKm, SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max),
      sort: withDefault(oneOf(listingSorts, SEARCH_MESSAGES.sort), 'newest'),
      limit: mapped(wholeNumber(SEARCH_MESSAGES.limit, 1, SEARCH_PAGE_SIZE_MAX), (value) => value ?? SEARCH_PAGE_SIZE_DEFAULT),
      cursor: optional(text({ max: { length: 2000, message: SEARCH_MESSAGES.cursor } })),
    },
    {
      superRefine: (query) => {
        const found: { path: PropertyKey[]; message: string }[] = [];
        if (query.checkIn && !query.checkOut) found.push({ path: ['checkOut'], message: SEARCH_MESSAGES.checkInWithoutCheckOut });
        if (query.checkOut && !query.checkIn) found.push({ path: ['checkIn'], message: SEARCH_MESSAGES.checkOutWithoutCheckIn });
        if (query.checkIn && query.checkOut) {
          const nights = countNights(query.checkIn, query.checkOut);
          if (nights <= 0) found.push({ path: ['checkOut'], message: SEARCH_MESSAGES.checkOutAfterCheckIn });
          else if (nights > MAX_STAY_NIGHTS) found.push({ path: ['checkOut'], message: SEARCH_MESSAGES.stayTooLong });
        }
        if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
          found.push({ path: ['maxPrice'], message: SEARCH_MESSAGES.priceRange });
        }
        if (query.radiusKm !== undefined && !query.near) found.push({ path: ['near'], message: SEARCH_MESSAGES.radiusWithoutNear });
        if (query.sort === 'distance' && !query.near) found.push({ path: ['near'], message: SEARCH_MESSAGES.distanceWithoutNear });
        return found;
      },
    },
  ),
);
