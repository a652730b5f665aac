import * as z from 'zod/mini';
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
import { listingTimeZoneIssue, withListingTimeZone } from '@worknest/shared/time-zone-rules';
import { cleanLine, cleanMultiline } from '@worknest/shared/text-rules';
import { WIFI_MBPS_MAX, WORK_READY_MESSAGES } from '@worknest/shared/work-ready-rules';
import { ARRIVAL_GUIDE_MAX, ARRIVAL_MESSAGES, arrivalGuideLength, CLOCK_TIME_PATTERN, HOUSE_RULES_NOTES_MAX, WIFI_TEXT_MAX } from '@worknest/shared/arrival-rules';

/**
 * Measurement only (ADR 0191, `npm run bench -- validation`): `listingInputSchema` of
 * packages/shared/src/listing.ts written with zod's tree-shakable API, field for field, so its
 * bundle and cold start can be compared with the classic API and the plain validator.
 */

function text(min: number, message: string, max: number = LISTING_LIMITS.textMax, maxMessage: string = LISTING_MESSAGES.textMax, multiline = false) {
  return z.string({ error: message }).check(z.overwrite(multiline ? cleanMultiline : cleanLine), z.minLength(min, message), z.maxLength(max, maxMessage));
}

function optionalText(max: number, maxMessage: string) {
  return z.pipe(
    z.nullish(z.string().check(z.overwrite(cleanLine), z.maxLength(max, maxMessage))),
    z.transform((value: string | null | undefined) => value || null),
  );
}

function integer(message: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return z.number({ error: message }).check(z.int(LISTING_MESSAGES.wholeNumber) as never, z.maximum(max, maxMessage), z.minimum(min, minMessage));
}

function nullToNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.nullish(schema), z.transform((value: unknown) => value ?? null) as never);
}

const clockTime = z.string({ error: ARRIVAL_MESSAGES.quietHoursTime }).check(z.regex(CLOCK_TIME_PATTERN, ARRIVAL_MESSAGES.quietHoursTime));

function guideText(multiline: boolean, max: number = ARRIVAL_GUIDE_MAX, maxMessage: string = ARRIVAL_MESSAGES.guideMax) {
  return z.pipe(
    z.nullish(z.string({ error: ARRIVAL_MESSAGES.text }).check(z.overwrite(multiline ? cleanMultiline : cleanLine), z.maxLength(max, maxMessage))),
    z.transform((value: string | null | undefined) => value || null),
  );
}

const yesNo = (message: string) => z._default(z.boolean({ error: message }), false);

const listingFieldsMini = z
  .object({
    title: text(LISTING_TITLE_MIN, LISTING_MESSAGES.title, LISTING_LIMITS.titleMax, LISTING_MESSAGES.titleMax),
    description: text(LISTING_DESCRIPTION_MIN, LISTING_MESSAGES.description, LISTING_LIMITS.descriptionMax, LISTING_MESSAGES.descriptionMax, true),
    rentalType: z.enum(rentalTypes, { error: LISTING_MESSAGES.rentalType }),
    pricePerNight: integer(LISTING_MESSAGES.price, MIN_PRICE_PER_NIGHT_CENTS, LISTING_MESSAGES.price, LISTING_LIMITS.priceMaxCents, LISTING_MESSAGES.priceMax),
    address: text(LISTING_ADDRESS_MIN, LISTING_MESSAGES.address),
    city: text(LISTING_CITY_MIN, LISTING_MESSAGES.city),
    state: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
    country: text(LISTING_COUNTRY_MIN, LISTING_MESSAGES.country),
    zipCode: optionalText(LISTING_LIMITS.textMax, LISTING_MESSAGES.textMax),
    latitude: nullToNull(z.number().check(z.minimum(-90, LISTING_MESSAGES.latitude), z.maximum(90, LISTING_MESSAGES.latitude))),
    longitude: nullToNull(z.number().check(z.minimum(-180, LISTING_MESSAGES.longitude), z.maximum(180, LISTING_MESSAGES.longitude))),
    bedrooms: integer(LISTING_MESSAGES.bedrooms, 1, LISTING_MESSAGES.bedrooms, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
    beds: integer(LISTING_MESSAGES.beds, 1, LISTING_MESSAGES.beds, LISTING_LIMITS.roomsMax, LISTING_MESSAGES.roomsMax),
    bathrooms: z
      .number({ error: LISTING_MESSAGES.bathrooms })
      .check(
        z.minimum(0.5, LISTING_MESSAGES.bathrooms),
        z.maximum(LISTING_LIMITS.bathroomsMax, LISTING_MESSAGES.roomsMax),
        z.refine((value: number) => Number.isInteger(value * 2), LISTING_MESSAGES.bathroomsStep),
      ),
    maxGuests: integer(LISTING_MESSAGES.maxGuests, 1, LISTING_MESSAGES.maxGuests, LISTING_LIMITS.guestsMax, LISTING_MESSAGES.roomsMax),
    amenities: z._default(
      z.pipe(
        z.array(z.enum(amenityChoices, { error: LISTING_MESSAGES.amenity }), { error: LISTING_MESSAGES.amenity }),
        z.transform((chosen: string[]) => amenityChoices.filter((amenity) => chosen.includes(amenity))) as never,
      ),
      [] as never,
    ),
    images: z
      .array(z.string().check(z.regex(PHOTO_URL_PATTERN, LISTING_MESSAGES.imageUrl)), { error: LISTING_MESSAGES.images })
      .check(z.minLength(LISTING_PHOTOS_MIN, LISTING_MESSAGES.images), z.maxLength(LISTING_PHOTOS_MAX, LISTING_MESSAGES.imagesMax), z.refine(noRepeats, LISTING_MESSAGES.imagesRepeated)),
    hasWorkspace: z._default(z.boolean(), false),
    workReady: z._default(
      z.object({
        deskAndChair: yesNo(WORK_READY_MESSAGES.yesNo),
        quietSpace: yesNo(WORK_READY_MESSAGES.yesNo),
        wifiMbps: nullToNull(
          z.number({ error: WORK_READY_MESSAGES.wifiMbps }).check(z.int(WORK_READY_MESSAGES.wifiMbps) as never, z.minimum(0, WORK_READY_MESSAGES.wifiMbps), z.maximum(WIFI_MBPS_MAX, WORK_READY_MESSAGES.wifiMbpsMax)),
        ),
        externalMonitor: yesNo(WORK_READY_MESSAGES.yesNo),
        workspacePhoto: z.pipe(z.nullish(z.string({ error: WORK_READY_MESSAGES.workspacePhoto })), z.transform((value: string | null | undefined) => value || null)),
      }),
      (() => ({ deskAndChair: false, quietSpace: false, wifiMbps: null, externalMonitor: false, workspacePhoto: null })) as never,
    ),
    wifiSpeed: optionalText(LISTING_LIMITS.wifiSpeedMax, LISTING_MESSAGES.wifiSpeedMax),
    availableDates: z._default(
      z.pipe(
        z
          .array(z.string().check(z.refine(isCalendarDate, LISTING_MESSAGES.dateFormat)), { error: LISTING_MESSAGES.dateFormat })
          .check(
            z.maxLength(LISTING_LIMITS.availableDatesMax, LISTING_MESSAGES.datesMax),
            z.refine(noRepeats, LISTING_MESSAGES.dateRepeated),
            z.refine((dates: string[]) => noPastDates(dates), LISTING_MESSAGES.datePast),
          ),
        z.transform((dates: string[]) => [...dates].sort()),
      ),
      [],
    ),
    minNights: z._default(integer(LISTING_MESSAGES.minNights, 1, LISTING_MESSAGES.minNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax), 1),
    maxNights: nullToNull(integer(LISTING_MESSAGES.maxNights, 1, LISTING_MESSAGES.maxNights, LISTING_LIMITS.nightsMax, LISTING_MESSAGES.nightsMax)),
    advanceNoticeDays: z._default(
      integer(LISTING_MESSAGES.advanceNotice, 0, LISTING_MESSAGES.advanceNotice, LISTING_LIMITS.advanceNoticeMax, LISTING_MESSAGES.advanceNoticeMax),
      0,
    ),
    cancellationPolicy: z._default(z.enum(cancellationPolicies, { error: LISTING_TERMS_MESSAGES.cancellationPolicy }), 'flexible' as never),
    bookingMode: z._default(z.enum(bookingModes, { error: LISTING_TERMS_MESSAGES.bookingMode }), 'instant' as never),
    timeZone: z.optional(z.string({ error: LISTING_TERMS_MESSAGES.timeZone }).check(z.refine(isTimeZone, LISTING_TERMS_MESSAGES.timeZoneInvalid))),
    houseRules: z._default(
      z.object(
        {
          smoking: yesNo(ARRIVAL_MESSAGES.yesNo),
          pets: yesNo(ARRIVAL_MESSAGES.yesNo),
          events: yesNo(ARRIVAL_MESSAGES.yesNo),
          quietHours: nullToNull(z.object({ from: clockTime, to: clockTime }, { error: ARRIVAL_MESSAGES.quietHours })),
          notes: guideText(true, HOUSE_RULES_NOTES_MAX, ARRIVAL_MESSAGES.notesMax),
        },
        { error: ARRIVAL_MESSAGES.houseRules },
      ),
      (() => ({ smoking: false, pets: false, events: false, quietHours: null, notes: null })) as never,
    ),
    arrivalGuide: z._default(
      z
        .object(
          {
            checkIn: guideText(true),
            keys: guideText(true),
            wifiName: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
            wifiPassword: guideText(false, WIFI_TEXT_MAX, ARRIVAL_MESSAGES.wifiMax),
            parking: guideText(true),
            other: guideText(true),
          },
          { error: ARRIVAL_MESSAGES.arrivalGuide },
        )
        .check(z.refine((guide) => arrivalGuideLength(guide as never) <= ARRIVAL_GUIDE_MAX, { message: ARRIVAL_MESSAGES.guideMax })),
      () => ({ checkIn: null, keys: null, wifiName: null, wifiPassword: null, parking: null, other: null }),
    ),
    accepts: nullToNull(
      z.pipe(
        z.array(z.enum(LISTING_ACCEPTS, { error: ACCEPTS_MESSAGES.accepts }), { error: ACCEPTS_MESSAGES.accepts }).check(z.minLength(1, ACCEPTS_MESSAGES.accepts)),
        z.transform(orderedAccepts) as never,
      ),
    ),
  })
  .check(
    z.superRefine((listing, context) => {
      for (const issue of listingRuleIssues(listing as never)) context.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.') });
      const zoneIssue = listingTimeZoneIssue(listing as never);
      if (zoneIssue) context.addIssue({ code: 'custom', message: zoneIssue.message, path: [zoneIssue.path] });
    }),
  );

export const listingInputMiniSchema = z.pipe(
  listingFieldsMini,
  z.transform((listing) => withListingTimeZone(withWifiFromLegacy(listing as never) as never)),
);
