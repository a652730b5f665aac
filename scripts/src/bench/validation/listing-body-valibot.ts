import * as v from 'valibot';
import { isCalendarDate } from '@worknest/shared/booking-rules';
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
import { bookingModes, cancellationPolicies, isTimeZone, LISTING_TERMS_MESSAGES } from '@worknest/shared/cancellation-rules';
import { ACCEPTS_MESSAGES, LISTING_ACCEPTS, orderedAccepts } from '@worknest/shared/credit-rules';
import { amenityChoices, LISTING_LIMITS, LISTING_MESSAGES, PHOTO_URL_PATTERN, rentalTypes } from '@worknest/shared/listing-options';
import { listingRuleIssues, noPastDates, noRepeats, withWifiFromLegacy } from '@worknest/shared/listing-rules';
import { cleanLine, cleanMultiline } from '@worknest/shared/text-rules';
import { listingTimeZoneIssue, withListingTimeZone } from '@worknest/shared/time-zone-rules';
import { WIFI_MBPS_MAX, WORK_READY_MESSAGES } from '@worknest/shared/work-ready-rules';
import { ARRIVAL_GUIDE_MAX, ARRIVAL_MESSAGES, arrivalGuideLength, CLOCK_TIME_PATTERN, HOUSE_RULES_NOTES_MAX, WIFI_TEXT_MAX } from '@worknest/shared/arrival-rules';

/**
 * Measurement only (ADR 0191, `npm run bench -- validation`): `listingInputSchema` of
 * packages/shared/src/listing.ts on valibot, the alternative the issue asks to measure, with the
 * adapter the handler kit would need (zod's `safeParse` shape). It gives the same data for valid
 * bodies and the same messages for wrong values, in valibot's order. A missing required key gets
 * valibot's one "Invalid key" message instead of the field's own (a real port would wrap each
 * required field); the test checks data, and the messages of wrong values.
 */

function text(min: number, message: string, max: number = LISTING_LIMITS.textMax, maxMessage: string = LISTING_MESSAGES.textMax, multiline = false) {
  return v.pipe(v.string(message), v.transform(multiline ? cleanMultiline : cleanLine), v.minLength(min, message), v.maxLength(max, maxMessage));
}

function optionalText(max: number, maxMessage: string) {
  return v.pipe(v.nullish(v.pipe(v.string(), v.transform(cleanLine), v.maxLength(max, maxMessage)), null), v.transform((value) => value || null));
}

function integer(message: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return v.pipe(v.number(message), v.integer(LISTING_MESSAGES.wholeNumber), v.maxValue(max, maxMessage), v.minValue(min, minMessage));
}

function guideText(multiline: boolean, max: number = ARRIVAL_GUIDE_MAX, maxMessage: string = ARRIVAL_MESSAGES.guideMax) {
  return v.pipe(
    v.nullish(v.pipe(v.string(ARRIVAL_MESSAGES.text), v.transform(multiline ? cleanMultiline : cleanLine), v.maxLength(max, maxMessage)), null),
    v.transform((value) => value || null),
  );
}

const yesNo = (message: string) => v.optional(v.boolean(message), false);
const clockTime = v.pipe(v.string(ARRIVAL_MESSAGES.quietHoursTime), v.regex(CLOCK_TIME_PATTERN, ARRIVAL_MESSAGES.quietHoursTime));
const coordinate = (limit: number, message: string) => v.pipe(v.nullish(v.pipe(v.number(), v.minValue(-limit, message), v.maxValue(limit, message)), null), v.transform((value) => value ?? null));

const listingFields = v.object({
  title: text(LISTING_TITLE_MIN, LISTING_MESSAGES.title, LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
  description: text(LISTING_DESCRIPTION_MIN, LISTING_MESSAGES.description, LISTING_LIMITS.descriptionMax, LISTING_MESSAGES.descriptionMax, true),
  rentalType: v.picklist(rentalTypes, LISTING_MESSAGES.rentalType),
  pricePerNight: integer(LISTING_MESSAGES.price, MIN_PRICE_PER_NIGHT_CENTS, LISTING_MESSAGES.price, LISTING_LIMITS.priceMaxCents, LISTING_MESSAGES.priceMax),
  address: text(LISTING_ADDRESS_MIN, LISTING_MESSAGES.address),
  city: text(LISTING_CITY_MIN, LISTING_MESSAGES.city),
  state: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
  country: text(LISTING_COUNTRY_MIN, LISTING_MESSAGES.country),
  zipCode: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
  latitude: coordinate(90, LISTING_MESSAGES.latitude),
  longitude: coordinate(180, LISTING_MESSAGES.longitude),
  bedrooms: integer(LISTING_MESSAGES.bedrooms, 1, LISTING_MESSAGES.bedrooms, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
  beds: integer(LISTING_MESSAGES.beds, 1, LISTING_MESSAGES.beds, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
  bathrooms: v.pipe(
    v.number(LISTING_MESSAGES.bathrooms),
    v.minValue(0.5, LISTING_MESSAGES.bathrooms),
    v.maxValue(LISTING_LIMITS.bathroomsMax, LISTING_MESSAGES.roomsMax),
    v.check((value) => Number.isInteger(value * 2), LISTING_MESSAGES.bathroomsStep),
  ),
  maxGuests: integer(LISTING_MESSAGES.maxGuests, 1, LISTING_MESSAGES.maxGuests, LISTING_LIMITS.guestsMax, LISTING_MESSAGES.roomsMax),
  amenities: v.optional(
    v.pipe(
      v.array(v.picklist(amenityChoices, LISTING_MESSAGES.amenity), LISTING_MESSAGES.amenity),
      v.transform((chosen) => amenityChoices.filter((amenity) => chosen.includes(amenity))),
    ),
    [],
  ),
  images: v.pipe(
    v.array(v.pipe(v.string(), v.regex(PHOTO_URL_PATTERN, LISTING_MESSAGES.imageUrl)), LISTING_MESSAGES.images),
    v.minLength(LISTING_PHOTOS_MIN, LISTING_MESSAGES.images),
    v.maxLength(LISTING_PHOTOS_MAX, LISTING_MESSAGES.imagesMax),
    v.check((list: string[]) => noRepeats(list), LISTING_MESSAGES.imagesRepeated),
  ),
  hasWorkspace: v.optional(v.boolean(), false),
  workReady: v.optional(
    v.object({
      deskAndChair: yesNo(WORK_READY_MESSAGES.yesNo),
      quietSpace: yesNo(WORK_READY_MESSAGES.yesNo),
      wifiMbps: v.pipe(
        v.nullish(
          v.pipe(
            v.number(WORK_READY_MESSAGES.wifiMbps),
            v.integer(WORK_READY_MESSAGES.wifiMbps),
            v.minValue(0, WORK_READY_MESSAGES.wifiMbps),
            v.maxValue(WIFI_MBPS_MAX, WORK_READY_MESSAGES.wifiMbpsMax),
          ),
          null,
        ),
        v.transform((value) => value ?? null),
      ),
      externalMonitor: yesNo(WORK_READY_MESSAGES.yesNo),
      workspacePhoto: v.pipe(v.nullish(v.string(WORK_READY_MESSAGES.workspacePhoto), null), v.transform((value) => value || null)),
    }),
    () => ({ deskAndChair: false, quietSpace: false, wifiMbps: null, externalMonitor: false, workspacePhoto: null }),
  ),
  wifiSpeed: optionalText(LISTING_LIMITS.wifiSpeedMax, LISTING_MESSAGES.wifiSpeedMax),
  availableDates: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.check((value: string) => isCalendarDate(value), LISTING_MESSAGES.dateFormat)), LISTING_MESSAGES.dateFormat),
      v.maxLength(LISTING_LIMITS.availableDatesMax, LISTING_MESSAGES.datesMax),
      v.check((dates: string[]) => noRepeats(dates), LISTING_MESSAGES.dateRepeated),
      v.check((dates) => noPastDates(dates), LISTING_MESSAGES.datePast),
      v.transform((dates) => [...dates].sort()),
    ),
    [],
  ),
  minNights: v.optional(integer(LISTING_MESSAGES.minNights, 1, LISTING_MESSAGES.minNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax), 1),
  maxNights: v.pipe(
    v.nullish(integer(LISTING_MESSAGES.maxNights, 1, LISTING_MESSAGES.maxNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax), null),
    v.transform((value) => value ?? null),
  ),
  advanceNoticeDays: v.optional(
    integer(LISTING_MESSAGES.advanceNotice, 0, LISTING_MESSAGES.advanceNotice, LISTING_LIMITS.advanceNoticeMax, LISTING_MESSAGES.advanceNoticeMax),
    0,
  ),
  cancellationPolicy: v.optional(v.picklist(cancellationPolicies, LISTING_TERMS_MESSAGES.cancellationPolicy), 'flexible'),
  bookingMode: v.optional(v.picklist(bookingModes, LISTING_TERMS_MESSAGES.bookingMode), 'instant'),
  timeZone: v.optional(v.pipe(v.string(LISTING_TERMS_MESSAGES.timeZone), v.check((zone: string) => isTimeZone(zone), LISTING_TERMS_MESSAGES.timeZoneInvalid))),
  houseRules: v.optional(
    v.object(
      {
        smoking: yesNo(ARRIVAL_MESSAGES.yesNo),
        pets: yesNo(ARRIVAL_MESSAGES.yesNo),
        events: yesNo(ARRIVAL_MESSAGES.yesNo),
        quietHours: v.pipe(v.nullish(v.object({ from: clockTime, to: clockTime }, ARRIVAL_MESSAGES.quietHours), null), v.transform((value) => value ?? null)),
        notes: guideText(true, HOUSE_RULES_NOTES_MAX, ARRIVAL_MESSAGES.notesMax),
      },
      ARRIVAL_MESSAGES.houseRules,
    ),
    () => ({ smoking: false, pets: false, events: false, quietHours: null, notes: null }),
  ),
  arrivalGuide: v.optional(
    v.pipe(
      v.object(
        {
          checkIn: guideText(true),
          keys: guideText(true),
          wifiName: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
          wifiPassword: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
          parking: guideText(true),
          other: guideText(true),
        },
        ARRIVAL_MESSAGES.arrivalGuide,
      ),
      v.check((guide) => arrivalGuideLength(guide) <= ARRIVAL_GUIDE_MAX, ARRIVAL_MESSAGES.guideMax),
    ),
    () => ({ checkIn: null, keys: null, wifiName: null, wifiPassword: null, parking: null, other: null }),
  ),
  accepts: v.pipe(
    v.nullish(
      v.pipe(
        v.array(v.picklist(LISTING_ACCEPTS, ACCEPTS_MESSAGES.accepts), ACCEPTS_MESSAGES.accepts),
        v.minLength(1, ACCEPTS_MESSAGES.accepts),
        v.transform((list: (typeof LISTING_ACCEPTS)[number][]) => orderedAccepts(list)),
      ),
      null,
    ),
    v.transform((value) => value ?? null),
  ),
});

const listingInput = v.pipe(
  listingFields,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const issue of listingRuleIssues(dataset.value as never)) addIssue({ message: issue.message });
    const zoneIssue = listingTimeZoneIssue(dataset.value as never);
    if (zoneIssue) addIssue({ message: zoneIssue.message });
  }),
  v.transform((listing) => withListingTimeZone(withWifiFromLegacy(listing as never) as never)),
);

type Issue = { path: PropertyKey[]; message: string };

/** The handler kit's shape (zod's `safeParse` answer). */
export const listingInputValibot = {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } } {
    const result = v.safeParse(listingInput, input);
    if (result.success) return { success: true, data: result.output };
    return { success: false, error: { issues: result.issues.map((issue) => ({ path: issue.path?.map((item) => item.key as PropertyKey) ?? [], message: issue.message })) } };
  },
};
