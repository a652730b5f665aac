import * as z from 'zod';
import { lineText, multilineText } from './free-text';
import {
  LISTING_ADDRESS_MIN,
  LISTING_CITY_MIN,
  LISTING_COUNTRY_MIN,
  LISTING_DESCRIPTION_MIN,
  LISTING_PHOTOS_MAX,
  LISTING_PHOTOS_MIN,
  LISTING_TITLE_MIN,
  MIN_PRICE_PER_NIGHT_CENTS,
} from './constants';
import { isCalendarDate } from './booking-rules';
import { listingRuleIssues, noPastDates, noRepeats, withWifiFromLegacy, withWifiFromLegacyInPatch } from './listing-rules';
import { LISTING_LIMITS, LISTING_MESSAGES, PHOTO_URL_PATTERN, amenityChoices, listingSummaryFields, rentalTypes, type Amenity, type RentalType } from './listing-options';
import {
  bookingModeSchema,
  cancellationPolicySchema,
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_POLICY,
  timeZoneSchema,
  type BookingMode,
  type CancellationPolicy,
} from './cancellation';
import { emptyWorkReady, workReadySchema, type WorkReady } from './work-ready';
import { listingTimeZoneIssue, withListingTimeZone } from './time-zone-rules';
import type { ApproximateLocation } from './geo';
import { ACCEPTS_MESSAGES, LISTING_ACCEPTS, orderedAccepts, type ListingAccept } from './credit-rules';
import { arrivalGuideSchema, emptyArrivalGuide, emptyHouseRules, houseRulesSchema, type ArrivalGuide, type HouseRules } from './arrival';

export * from './listing-options';
export * from './listing-rules';

function integer(message: string, max: number, maxMessage: string) {
  return z.number({ error: message }).int(LISTING_MESSAGES.wholeNumber).max(max, maxMessage);
}

function text(min: number, message: string, max: number = LISTING_LIMITS.textMax, maxMessage: string = LISTING_MESSAGES.textMax, multiline = false) {
  return (multiline ? multilineText({ error: message }) : lineText({ error: message })).min(min, message).max(max, maxMessage);
}

/** Optional text: trimmed, and empty means absent (stored as null). */
function optionalText(max: number, maxMessage: string) {
  return lineText()
    .max(max, maxMessage)
    .nullish()
    .transform((value) => value || null);
}

const availableDatesField = z
  .array(z.string().refine(isCalendarDate, LISTING_MESSAGES.dateFormat), { error: LISTING_MESSAGES.dateFormat })
  .max(LISTING_LIMITS.availableDatesMax, LISTING_MESSAGES.datesMax)
  .refine(noRepeats, LISTING_MESSAGES.dateRepeated)
  // "Today" is the UTC calendar day, read at parse time (./listing-rules).
  .refine((dates) => noPastDates(dates), LISTING_MESSAGES.datePast)
  .transform((dates) => [...dates].sort())
  // Outermost, so the PATCH schema can take the default off and keep the checks.
  .default([]);

/**
 * The fields of `POST /api/listings` (SPEC.md §5 with its messages), with the defaults creation
 * fills. `listingInputSchema` (create) and `listingUpdateSchema` (PATCH, a partial) both come from
 * it, so a field added here is validated the same way in both (keep `.default()` outermost).
 */
const listingFields = z
  .object({
    title: text(LISTING_TITLE_MIN, LISTING_MESSAGES.title, LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
    description: text(
      LISTING_DESCRIPTION_MIN,
      LISTING_MESSAGES.description,
      LISTING_LIMITS.descriptionMax,
      LISTING_MESSAGES.descriptionMax,
      true,
    ),
    rentalType: z.enum(rentalTypes, { error: LISTING_MESSAGES.rentalType }),
    pricePerNight: integer(LISTING_MESSAGES.price, LISTING_LIMITS.priceMaxCents, LISTING_MESSAGES.priceMax).min(
      MIN_PRICE_PER_NIGHT_CENTS,
      LISTING_MESSAGES.price,
    ),
    address: text(LISTING_ADDRESS_MIN, LISTING_MESSAGES.address),
    city: text(LISTING_CITY_MIN, LISTING_MESSAGES.city),
    state: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
    country: text(LISTING_COUNTRY_MIN, LISTING_MESSAGES.country),
    zipCode: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
    latitude: z.number().min(-90, LISTING_MESSAGES.latitude).max(90, LISTING_MESSAGES.latitude).nullish().transform((v) => v ?? null),
    longitude: z.number().min(-180, LISTING_MESSAGES.longitude).max(180, LISTING_MESSAGES.longitude).nullish().transform((v) => v ?? null),
    bedrooms: integer(LISTING_MESSAGES.bedrooms, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax).min(1, LISTING_MESSAGES.bedrooms),
    beds: integer(LISTING_MESSAGES.beds, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax).min(1, LISTING_MESSAGES.beds),
    bathrooms: z
      .number({ error: LISTING_MESSAGES.bathrooms })
      .min(0.5, LISTING_MESSAGES.bathrooms)
      .max(LISTING_LIMITS.bathroomsMax, LISTING_MESSAGES.roomsMax)
      .refine((value) => Number.isInteger(value * 2), LISTING_MESSAGES.bathroomsStep),
    maxGuests: integer(LISTING_MESSAGES.maxGuests, LISTING_LIMITS.guestsMax, LISTING_MESSAGES.roomsMax).min(1, LISTING_MESSAGES.maxGuests),
    amenities: z
      .array(z.enum(amenityChoices, { error: LISTING_MESSAGES.amenity }), { error: LISTING_MESSAGES.amenity })
      // Stored once each, in the order of the list, whatever order the boxes were ticked in.
      .transform((chosen) => amenityChoices.filter((amenity) => chosen.includes(amenity)))
      .default([]),
    images: z
      .array(z.string().regex(PHOTO_URL_PATTERN, LISTING_MESSAGES.imageUrl), { error: LISTING_MESSAGES.images })
      .min(LISTING_PHOTOS_MIN, LISTING_MESSAGES.images)
      .max(LISTING_PHOTOS_MAX, LISTING_MESSAGES.imagesMax)
      .refine(noRepeats, LISTING_MESSAGES.imagesRepeated),
    hasWorkspace: z.boolean().default(false),
    /** Issue 16: the work-ready checklist (work-ready.ts). */
    workReady: workReadySchema.default(emptyWorkReady),
    /**
     * Legacy free text ("500 Mbps"), still accepted from older clients: when `workReady.wifiMbps`
     * is not given it is parsed into it (parseWifiMbps); it is not stored.
     */
    wifiSpeed: optionalText(LISTING_LIMITS.wifiSpeedMax, LISTING_MESSAGES.wifiSpeedMax),
    availableDates: availableDatesField,
    minNights: integer(LISTING_MESSAGES.minNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax)
      .min(1, LISTING_MESSAGES.minNights)
      .default(1),
    maxNights: integer(LISTING_MESSAGES.maxNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax)
      .min(1, LISTING_MESSAGES.maxNights)
      .nullish()
      .transform((value) => value ?? null),
    advanceNoticeDays: integer(LISTING_MESSAGES.advanceNotice, LISTING_LIMITS.advanceNoticeMax, LISTING_MESSAGES.advanceNoticeMax)
      .min(0, LISTING_MESSAGES.advanceNotice)
      .default(0),
    // Issue 17: stays and their terms.
    cancellationPolicy: cancellationPolicySchema.default(DEFAULT_CANCELLATION_POLICY),
    bookingMode: bookingModeSchema.default(DEFAULT_BOOKING_MODE),
    /**
     * IANA zone of the home: check-in 15:00 and check-out 11:00 are wall-clock times there. A new
     * listing without one gets the zone of its country and city (time-zone-rules.ts, issue 29).
     */
    timeZone: timeZoneSchema.optional(),
    // Issue 41: public house rules and the private arrival guide (./arrival); a PATCH replaces each whole.
    houseRules: houseRulesSchema.default(() => ({ ...emptyHouseRules })),
    arrivalGuide: arrivalGuideSchema.default(() => ({ ...emptyArrivalGuide })),
    /** Issue 37 (ADR 0161): what the home accepts; null (or absent) is the default: all that the company has on. */
    accepts: z
      .array(z.enum(LISTING_ACCEPTS, { error: ACCEPTS_MESSAGES.accepts }), { error: ACCEPTS_MESSAGES.accepts })
      .min(1, ACCEPTS_MESSAGES.accepts)
      .transform(orderedAccepts)
      .nullish()
      .transform((value) => value ?? null),
  });

/**
 * `POST /api/listings`: SPEC.md §5 with its messages. The Create Listing form validates with this
 * same schema before it sends; the server checks the body again without zod, with the same rules
 * and messages (functions/src/http/listings/listing-inputs.ts, whose tests compare both). Host and
 * company come from the session.
 */
export const listingInputSchema = listingFields
  .superRefine((listing, context) => {
    for (const issue of listingRuleIssues(listing)) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.') });
    }
    const zoneIssue = listingTimeZoneIssue(listing);
    if (zoneIssue) context.addIssue({ code: 'custom', message: zoneIssue.message, path: [zoneIssue.path] });
  })
  .transform((listing) => withListingTimeZone(withWifiFromLegacy(listing)));
export type ListingInput = z.input<typeof listingInputSchema>;
export type NewListing = z.output<typeof listingInputSchema>;

type Shape = typeof listingFields.shape;
type OptionalWithoutDefault<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/** Each field optional and without its creation default (an absent field is left as it is). */
function optionalFields<S extends Record<string, z.ZodType>>(shape: S): OptionalWithoutDefault<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional()]),
  ) as OptionalWithoutDefault<S>;
}

/**
 * `PATCH /api/listings/{id}` (issue 16): any subset of the create fields, each validated exactly
 * as on creation (same messages), plus `paused` (checked on the server without zod, as the create
 * body: functions/src/http/listings/listing-inputs.ts). `workReady` is partial too (the given items
 * change, the others stay). `availableDates` replaces the listed dates. Rules between fields are
 * checked on the merged listing (listingRuleIssues).
 */
export const listingUpdateSchema = z
  .object({
    ...optionalFields<Omit<Shape, 'workReady'>>((({ workReady: _w, ...rest }) => rest)(listingFields.shape)),
    workReady: z.object(optionalFields(workReadySchema.shape)).optional(),
    paused: z.boolean({ error: LISTING_MESSAGES.paused }).optional(),
  })
  .transform(withWifiFromLegacyInPatch);
export type ListingUpdateInput = z.input<typeof listingUpdateSchema>;
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** A listing as the API answers it (SPEC.md §3). */
export interface Listing {
  id: string;
  userId: string;
  title: string;
  description: string;
  rentalType: RentalType;
  /** Euro cents. */
  pricePerNight: number;
  /** Street, zip code and coordinates: shown to the host (and admins) only, null for everyone else. */
  address: string | null;
  city: string;
  state: string | null;
  country: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  maxGuests: number;
  amenities: Amenity[];
  /** Photo paths (`/uploads/<userId>/<uuid>`), first one is the cover. */
  images: string[];
  hasWorkspace: boolean;
  /** Issue 16: the work-ready checklist; `isWorkReady` (work-ready.ts) decides the badge. */
  workReady: WorkReady;
  /** Switched off by an admin (or hidden with a deactivated host). */
  isActive: boolean;
  /** Issue 16: paused by its host (or an admin): out of the grid, not bookable; its stays stand. */
  paused: boolean;
  availableDates: string[];
  /** Issue 16: the last listed date; null when none is listed (every date open). When it has passed, the listing leaves the grid ("No dates offered"). */
  lastAvailableDate: string | null;
  minNights: number;
  maxNights: number | null;
  advanceNoticeDays: number;
  /** Issue 17: what a guest gets back when cancelling (listings stored before it: flexible). */
  cancellationPolicy: CancellationPolicy;
  /** Issue 17: `request` listings confirm a stay only when the host accepts it (before it: instant). */
  bookingMode: BookingMode;
  /** Issue 17: IANA zone of the home (listings stored before it: UTC). */
  timeZone: string;
  /** Issue 41: public (listings stored before it: nothing allowed, no quiet hours, no notes). */
  houseRules: HouseRules;
  /** Issue 41: private, the host's (and admins'); null for everyone else. The confirmed guest reads it from `GET /api/bookings/{id}`. */
  arrivalGuide: ArrivalGuide | null;
  /**
   * Issue 37 (ADR 0161): what the home accepts (`money`, `credits`, `swap`): the host's choice, or
   * by default all that the company has on; in `GET /api/listings/{id}` only what the company runs.
   */
  accepts: ListingAccept[];
  /** The host's own choice as stored (null: the default), for the listing form. */
  acceptsChosen: ListingAccept[] | null;
  /**
   * Issue 41, the host's (and admins') only: where `latitude`/`longitude` came from: the address
   * found by the geocoder, only its town (`city`: the host is asked to move the pin), or the host's
   * own pin; null when the home has no position. Null for everyone else.
   */
  locationSource: 'address' | 'city' | 'pin' | null;
  /** Issue 41: what everyone sees before booking: a circle of about 500 m around a point offset from the home, never the home itself. */
  approximateLocation: ApproximateLocation | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/listings/{id}`: the listing, its host's public name and the nights that cannot be booked. */
export interface ListingDetail extends Listing {
  host: { id: string; name: string };
  /** yyyy-MM-dd nights that cannot be booked (booked or held); filled by the booking feature. */
  blockedDates: string[];
}

/** One card of the grid and of My Listings: what a card shows, not the whole listing. */
export type ListingSummary = Pick<
  Listing,
  | 'id'
  | 'userId'
  | 'title'
  | 'rentalType'
  | 'pricePerNight'
  | 'city'
  | 'state'
  | 'country'
  | 'bedrooms'
  | 'beds'
  | 'bathrooms'
  | 'maxGuests'
  | 'images'
  | 'hasWorkspace'
  | 'workReady'
  | 'isActive'
  | 'paused'
  | 'lastAvailableDate'
  | 'createdAt'
  | 'approximateLocation'
> & {
  /** Issue 41: with `near=<officeId>`, the distance from that office (to the approximate position), km with one decimal. */
  distanceKm?: number;
};


/** `GET /api/listings` and `GET /api/listings/mine`: one page, newest first; `nextCursor` null on the last page. */
export interface ListingPage {
  items: ListingSummary[];
  nextCursor: string | null;
}

// listingSummaryFields (./listing-options) names fields of ListingSummary only.
const _summaryFields: readonly (keyof ListingSummary)[] = listingSummaryFields;
void _summaryFields;
