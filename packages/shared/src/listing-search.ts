import * as z from 'zod';
import { countNights, isCalendarDate, MAX_STAY_NIGHTS } from './booking-rules';
import { lineText } from './free-text';
import { ACCEPTS_MESSAGES } from './credit-rules';
import { amenityChoices, LISTING_LIMITS, rentalTypes, type Amenity } from './listing-options';
import { listingSorts, SEARCH_RADIUS_KM, SEARCH_MESSAGES, SEARCH_PAGE_SIZE_DEFAULT, SEARCH_PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SEARCH_WIFI_MBPS_MAX, type ListingSearchQuery } from './listing-search-rules';

export * from './listing-search-rules';

/** The query of `GET /api/listings` (issue 18); the rules it feeds are in listing-search-rules.ts. */

// --- The query of GET /api/listings -------------------------------------------------------------

const trueOrFalse = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'));

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message))
    .optional();

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message).optional();

/** Query parameters are strings; an empty one (`?q=`) means "not given". */
function withoutEmpty(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== '' && value !== undefined));
}

/** `amenities=WiFi,Kitchen`: names from the list, any case; each once, in the list's order. */
const amenitiesParam = z
  .string()
  .optional()
  .transform((value, context): Amenity[] | undefined => {
    if (value === undefined) return undefined;
    const byFolded = new Map(amenityChoices.map((amenity) => [amenity.toLowerCase(), amenity]));
    const chosen = new Set<Amenity>();
    for (const name of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const amenity = byFolded.get(name.toLowerCase());
      if (!amenity) {
        context.addIssue({ code: 'custom', message: SEARCH_MESSAGES.amenities(name.slice(0, 40)) });
        return z.NEVER;
      }
      chosen.add(amenity);
    }
    return amenityChoices.filter((amenity) => chosen.has(amenity));
  });

/**
 * `GET /api/listings` query: every parameter optional, combined with AND. A bad value is a 400
 * whose message names the parameter.
 */
export const listingSearchQuerySchema = z.preprocess(
  withoutEmpty,
  z
    .object({
      q: lineText().max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.q).optional().transform((value) => value || undefined),
      checkIn: calendarDate(SEARCH_MESSAGES.checkIn),
      checkOut: calendarDate(SEARCH_MESSAGES.checkOut),
      guests: wholeNumber(SEARCH_MESSAGES.guests, 1, LISTING_LIMITS.guestsMax),
      minPrice: wholeNumber(SEARCH_MESSAGES.minPrice, 0, Number.MAX_SAFE_INTEGER),
      maxPrice: wholeNumber(SEARCH_MESSAGES.maxPrice, 0, Number.MAX_SAFE_INTEGER),
      type: z.enum(rentalTypes, { error: SEARCH_MESSAGES.type }).optional(),
      workspace: trueOrFalse(SEARCH_MESSAGES.workspace),
      minWifiMbps: wholeNumber(SEARCH_MESSAGES.minWifiMbps, 0, SEARCH_WIFI_MBPS_MAX),
      workReady: trueOrFalse(SEARCH_MESSAGES.workReady),
      amenities: amenitiesParam,
      // Issue 37 (ADR 0161): homes that accept credits, or swaps.
      accepts: z.enum(['credits', 'swap'], { error: ACCEPTS_MESSAGES.search }).optional(),
      // Issue 35: within the member's company travel policy caps.
      inPolicy: trueOrFalse(SEARCH_MESSAGES.inPolicy),
      // Issue 41: near one of the company's offices (the server checks the id is one).
      near: z.uuid({ error: SEARCH_MESSAGES.near }).optional(),
      radiusKm: wholeNumber(SEARCH_MESSAGES.radiusKm, SEARCH_RADIUS_KM.min, SEARCH_RADIUS_KM.max),
      sort: z.enum(listingSorts, { error: SEARCH_MESSAGES.sort }).default('newest'),
      limit: wholeNumber(SEARCH_MESSAGES.limit, 1, SEARCH_PAGE_SIZE_MAX).transform((value) => value ?? SEARCH_PAGE_SIZE_DEFAULT),
      cursor: z.string().max(2000, SEARCH_MESSAGES.cursor).optional(),
    })
    .superRefine((query, context) => {
      if (query.checkIn && !query.checkOut) context.addIssue({ code: 'custom', path: ['checkOut'], message: SEARCH_MESSAGES.checkInWithoutCheckOut });
      if (query.checkOut && !query.checkIn) context.addIssue({ code: 'custom', path: ['checkIn'], message: SEARCH_MESSAGES.checkOutWithoutCheckIn });
      if (query.checkIn && query.checkOut) {
        const nights = countNights(query.checkIn, query.checkOut);
        if (nights <= 0) context.addIssue({ code: 'custom', path: ['checkOut'], message: SEARCH_MESSAGES.checkOutAfterCheckIn });
        else if (nights > MAX_STAY_NIGHTS) context.addIssue({ code: 'custom', path: ['checkOut'], message: SEARCH_MESSAGES.stayTooLong });
      }
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
        context.addIssue({ code: 'custom', path: ['maxPrice'], message: SEARCH_MESSAGES.priceRange });
      }
      if (query.radiusKm !== undefined && !query.near) context.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MESSAGES.radiusWithoutNear });
      if (query.sort === 'distance' && !query.near) context.addIssue({ code: 'custom', path: ['near'], message: SEARCH_MESSAGES.distanceWithoutNear });
    }),
);

/** Compile-time check: the schema gives exactly the plain ListingSearchQuery of ./listing-search-rules. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ListingSearchQuerySchemaMatches = Assert<Same<z.output<typeof listingSearchQuerySchema>, ListingSearchQuery>>;
