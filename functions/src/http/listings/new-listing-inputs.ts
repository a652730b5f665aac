import { bookingModes, cancellationPolicies, DEFAULT_BOOKING_MODE, DEFAULT_CANCELLATION_POLICY } from '@worknest/shared/cancellation-rules';
import type { NewListing } from '@worknest/shared/listing';
import { listingRuleIssues, withWifiFromLegacy } from '@worknest/shared/listing-rules';
import { listingTimeZoneIssue, withListingTimeZone } from '@worknest/shared/time-zone-rules';
import { emptyWorkReady } from '@worknest/shared/work-ready-rules';
import { mapped, objectField, optional, schemaOf, withDefault, type PlainSchema } from '../../validation/plain-schema';
import { emptyArrivalGuide, emptyHouseRules, listingFields } from './listing-inputs';

/*
 * Its own module (issue 29): the time zone rule's country and city data (@vvo/tzdb, about 43 KB)
 * is needed by creation only, so `PATCH /api/listings/{id}` (listing-inputs.ts) does not load it.
 */

/** `POST /api/listings`: `listingInputSchema` (the defaults creation fills, then the rules between fields). */
export const newListingBody: PlainSchema<NewListing> = schemaOf(
  mapped(
    objectField(
      {
        ...listingFields,
        amenities: withDefault(listingFields.amenities, () => []),
        hasWorkspace: withDefault(listingFields.hasWorkspace, false),
        workReady: withDefault(listingFields.workReady, emptyWorkReady),
        availableDates: withDefault(listingFields.availableDates, () => []),
        minNights: withDefault(listingFields.minNights, 1),
        advanceNoticeDays: withDefault(listingFields.advanceNoticeDays, 0),
        cancellationPolicy: withDefault<(typeof cancellationPolicies)[number]>(listingFields.cancellationPolicy, DEFAULT_CANCELLATION_POLICY),
        bookingMode: withDefault<(typeof bookingModes)[number]>(listingFields.bookingMode, DEFAULT_BOOKING_MODE),
        // Issue 29: absent, it is the zone of the country and city (time-zone-rules.ts), or a 400 asking for it.
        timeZone: optional(listingFields.timeZone),
        houseRules: withDefault(listingFields.houseRules, () => ({ ...emptyHouseRules })),
        arrivalGuide: withDefault(listingFields.arrivalGuide, () => ({ ...emptyArrivalGuide })),
      },
      {
        superRefine: (listing) =>
          [...listingRuleIssues(listing), ...[listingTimeZoneIssue(listing)].filter((issue) => issue !== null)].map((issue) => ({
            path: issue.path.split('.'),
            message: issue.message,
          })),
      },
    ),
    (listing) => withListingTimeZone(withWifiFromLegacy(listing)),
  ),
);

