import { isCalendarDate } from '@worknest/shared/booking-rules';
import {
  bookingModes,
  cancellationPolicies,
  isTimeZone,
  LISTING_TERMS_MESSAGES,
} from '@worknest/shared/cancellation-rules';
import {
  LISTING_ADDRESS_MIN,
  LISTING_CITY_MIN,
  LISTING_COUNTRY_MIN,
  LISTING_DESCRIPTION_MIN,
  LISTING_PHOTOS_MAX,
  LISTING_PHOTOS_MIN,
  LISTING_TITLE_MIN,
  MIN_PRICE_PER_NIGHT_CENTS,
} from '@worknest/shared/constants';
import type { ListingUpdate } from '@worknest/shared/listing';
import { amenityChoices, LISTING_LIMITS, LISTING_MESSAGES, PHOTO_URL_PATTERN, rentalTypes } from '@worknest/shared/listing-options';
import { ACCEPTS_MESSAGES, LISTING_ACCEPTS, orderedAccepts } from '@worknest/shared/credit-rules';
import { noPastDates, noRepeats, withWifiFromLegacyInPatch } from '@worknest/shared/listing-rules';
import { cleanLine, cleanMultiline } from '@worknest/shared/text-rules';
import { WIFI_MBPS_MAX, WORK_READY_MESSAGES } from '@worknest/shared/work-ready-rules';
import {
  ARRIVAL_GUIDE_MAX,
  ARRIVAL_MESSAGES,
  arrivalGuideLength,
  CLOCK_TIME_PATTERN,
  emptyArrivalGuide,
  emptyHouseRules,
  HOUSE_RULES_NOTES_MAX,
  WIFI_TEXT_MAX,
} from '@worknest/shared/arrival-rules';
import {
  flag,
  integer,
  listOf,
  mapped,
  nullish,
  numeric,
  objectField,
  oneOf,
  optional,
  optionalFields,
  schemaOf,
  text,
  withDefault,
  type PlainSchema,
} from '../../validation/plain-schema';

/**
 * The bodies of `POST /api/listings` (new-listing-inputs.ts, built from these fields) and `PATCH /api/listings/{id}`: `listingInputSchema` and
 * `listingUpdateSchema` of @worknest/shared/listing, checked without zod (issue 15: zod was about
 * 88 KB of these two functions). Same rules, messages, order, transforms and defaults; the web
 * form keeps the zod schemas, and listing-inputs.test.ts compares both answers on many bodies.
 * A field added to the zod schemas goes here too (the tests' full listing should name it).
 */

/** A required line (or multi-line) text field: `lineText({ error }).min(min, message).max(max, maxMessage)`. */
function requiredText(min: number, message: string, max: number = LISTING_LIMITS.textMax, maxMessage: string = LISTING_MESSAGES.textMax, multiline = false) {
  return text({ typeMessage: message, clean: multiline ? cleanMultiline : cleanLine, min: { length: min, message }, max: { length: max, message: maxMessage } });
}

/** Optional text: trimmed, and empty means absent (null). */
function optionalText(max: number, maxMessage: string) {
  return mapped(nullish(text({ clean: cleanLine, max: { length: max, message: maxMessage } })), (value) => value || null);
}

/** `z.number({ error: message }).int(wholeNumber).max(max, maxMessage).min(min, minMessage)`. */
function count(message: string, min: number, max: number, maxMessage: string) {
  return integer({ typeMessage: message, intMessage: LISTING_MESSAGES.wholeNumber, min: { value: min, message }, max: { value: max, message: maxMessage } });
}

/** A coordinate: `z.number().min(-limit, message).max(limit, message).nullish()`, absent as null. */
function coordinate(limit: number, message: string) {
  return mapped(nullish(numeric({ min: { value: -limit, message }, max: { value: limit, message } })), (value) => value ?? null);
}

/** The work-ready checklist's items (work-ready.ts's `workReadySchema`), without their defaults. */
const workReadyItems = {
  deskAndChair: flag(WORK_READY_MESSAGES.yesNo),
  quietSpace: flag(WORK_READY_MESSAGES.yesNo),
  wifiMbps: mapped(
    nullish(integer({ typeMessage: WORK_READY_MESSAGES.wifiMbps, intMessage: WORK_READY_MESSAGES.wifiMbps, min: { value: 0, message: WORK_READY_MESSAGES.wifiMbps }, max: { value: WIFI_MBPS_MAX, message: WORK_READY_MESSAGES.wifiMbpsMax } })),
    (value) => value ?? null,
  ),
  externalMonitor: flag(WORK_READY_MESSAGES.yesNo),
  workspacePhoto: mapped(nullish(text({ typeMessage: WORK_READY_MESSAGES.workspacePhoto })), (value) => value || null),
};

/** An optional text of the arrival guide or house rules (`optionalGuideText` of @worknest/shared/arrival). */
function guideText(multiline: boolean, max: number = ARRIVAL_GUIDE_MAX, maxMessage: string = ARRIVAL_MESSAGES.guideMax) {
  return mapped(nullish(text({ typeMessage: ARRIVAL_MESSAGES.text, clean: multiline ? cleanMultiline : cleanLine, max: { length: max, message: maxMessage } })), (value) => value || null);
}

const clockTime = text({ typeMessage: ARRIVAL_MESSAGES.quietHoursTime, pattern: { regex: CLOCK_TIME_PATTERN, message: ARRIVAL_MESSAGES.quietHoursTime } });

/** Issue 41: `houseRulesSchema` of @worknest/shared/arrival. */
const houseRules = objectField(
  {
    smoking: withDefault(flag(ARRIVAL_MESSAGES.yesNo), false),
    pets: withDefault(flag(ARRIVAL_MESSAGES.yesNo), false),
    events: withDefault(flag(ARRIVAL_MESSAGES.yesNo), false),
    quietHours: mapped(nullish(objectField({ from: clockTime, to: clockTime }, { typeMessage: ARRIVAL_MESSAGES.quietHours })), (value) => value ?? null),
    notes: guideText(true, HOUSE_RULES_NOTES_MAX, ARRIVAL_MESSAGES.notesMax),
  },
  { typeMessage: ARRIVAL_MESSAGES.houseRules },
);

/** Issue 41: `arrivalGuideSchema` of @worknest/shared/arrival (4,000 characters in all). */
const arrivalGuide = objectField(
  {
    checkIn: guideText(true),
    keys: guideText(true),
    wifiName: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
    wifiPassword: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
    parking: guideText(true),
    other: guideText(true),
  },
  { typeMessage: ARRIVAL_MESSAGES.arrivalGuide, refine: { test: (guide) => arrivalGuideLength(guide) <= ARRIVAL_GUIDE_MAX, message: ARRIVAL_MESSAGES.guideMax } },
);

/** The fields of a listing without the defaults creation fills (`listingFields` of @worknest/shared/listing). */
export const listingFields = {
  title: requiredText(LISTING_TITLE_MIN, LISTING_MESSAGES.title, LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
  description: requiredText(LISTING_DESCRIPTION_MIN, LISTING_MESSAGES.description, LISTING_LIMITS.descriptionMax, LISTING_MESSAGES.descriptionMax, true),
  rentalType: oneOf(rentalTypes, LISTING_MESSAGES.rentalType),
  pricePerNight: count(LISTING_MESSAGES.price, MIN_PRICE_PER_NIGHT_CENTS, LISTING_LIMITS.priceMaxCents, LISTING_MESSAGES.priceMax),
  address: requiredText(LISTING_ADDRESS_MIN, LISTING_MESSAGES.address),
  city: requiredText(LISTING_CITY_MIN, LISTING_MESSAGES.city),
  state: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
  country: requiredText(LISTING_COUNTRY_MIN, LISTING_MESSAGES.country),
  zipCode: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
  latitude: coordinate(90, LISTING_MESSAGES.latitude),
  longitude: coordinate(180, LISTING_MESSAGES.longitude),
  bedrooms: count(LISTING_MESSAGES.bedrooms, 1, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
  beds: count(LISTING_MESSAGES.beds, 1, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
  bathrooms: numeric({
    typeMessage: LISTING_MESSAGES.bathrooms,
    min: { value: 0.5, message: LISTING_MESSAGES.bathrooms },
    max: { value: LISTING_LIMITS.bathroomsMax, message: LISTING_MESSAGES.roomsMax },
    refine: { test: (value) => Number.isInteger(value * 2), message: LISTING_MESSAGES.bathroomsStep },
  }),
  maxGuests: count(LISTING_MESSAGES.maxGuests, 1, LISTING_LIMITS.guestsMax, LISTING_MESSAGES.roomsMax),
  // Stored once each, in the order of the list, whatever order the boxes were ticked in.
  amenities: mapped(listOf(oneOf(amenityChoices, LISTING_MESSAGES.amenity), { typeMessage: LISTING_MESSAGES.amenity }), (chosen) =>
    amenityChoices.filter((amenity) => chosen.includes(amenity)),
  ),
  images: listOf(text({ pattern: { regex: PHOTO_URL_PATTERN, message: LISTING_MESSAGES.imageUrl } }), {
    typeMessage: LISTING_MESSAGES.images,
    min: { length: LISTING_PHOTOS_MIN, message: LISTING_MESSAGES.images },
    max: { length: LISTING_PHOTOS_MAX, message: LISTING_MESSAGES.imagesMax },
    refine: { test: noRepeats, message: LISTING_MESSAGES.imagesRepeated },
  }),
  hasWorkspace: flag(),
  workReady: objectField({
    deskAndChair: withDefault(workReadyItems.deskAndChair, false),
    quietSpace: withDefault(workReadyItems.quietSpace, false),
    wifiMbps: workReadyItems.wifiMbps,
    externalMonitor: withDefault(workReadyItems.externalMonitor, false),
    workspacePhoto: workReadyItems.workspacePhoto,
  }),
  wifiSpeed: optionalText(LISTING_LIMITS.wifiSpeedMax, LISTING_MESSAGES.wifiSpeedMax),
  availableDates: mapped(
    listOf(text({ refine: { test: isCalendarDate, message: LISTING_MESSAGES.dateFormat } }), {
      typeMessage: LISTING_MESSAGES.dateFormat,
      max: { length: LISTING_LIMITS.availableDatesMax, message: LISTING_MESSAGES.datesMax },
      refine: [
        { test: noRepeats, message: LISTING_MESSAGES.dateRepeated },
        { test: (dates) => noPastDates(dates), message: LISTING_MESSAGES.datePast },
      ],
    }),
    (dates) => [...dates].sort(),
  ),
  minNights: count(LISTING_MESSAGES.minNights, 1, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax),
  maxNights: mapped(nullish(count(LISTING_MESSAGES.maxNights, 1, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax)), (value) => value ?? null),
  advanceNoticeDays: count(LISTING_MESSAGES.advanceNotice, 0, LISTING_LIMITS.advanceNoticeMax, LISTING_MESSAGES.advanceNoticeMax),
  cancellationPolicy: oneOf(cancellationPolicies, LISTING_TERMS_MESSAGES.cancellationPolicy),
  bookingMode: oneOf(bookingModes, LISTING_TERMS_MESSAGES.bookingMode),
  timeZone: text({ typeMessage: LISTING_TERMS_MESSAGES.timeZone, refine: { test: isTimeZone, message: LISTING_TERMS_MESSAGES.timeZoneInvalid } }),
  houseRules,
  arrivalGuide,
  // Issue 37 (ADR 0161): what the home accepts; null is the default (all that the company has on).
  accepts: mapped(
    nullish(mapped(listOf(oneOf(LISTING_ACCEPTS, ACCEPTS_MESSAGES.accepts), { typeMessage: ACCEPTS_MESSAGES.accepts, min: { length: 1, message: ACCEPTS_MESSAGES.accepts } }), orderedAccepts)),
    (value) => value ?? null,
  ),
};

export { emptyArrivalGuide, emptyHouseRules };

const { workReady: _workReady, ...fieldsButWorkReady } = listingFields;

/**
 * `PATCH /api/listings/{id}`: `listingUpdateSchema`, any subset of the fields without their
 * defaults, a partial checklist, and `paused`. The rules between fields are the service's, on the
 * merged listing.
 */
export const listingUpdateBody: PlainSchema<ListingUpdate> = schemaOf(
  mapped(
    objectField({
      ...optionalFields(fieldsButWorkReady),
      workReady: optional(objectField(optionalFields(workReadyItems))),
      paused: optional(flag(LISTING_MESSAGES.paused)),
    }),
    withWifiFromLegacyInPatch,
  ),
);
