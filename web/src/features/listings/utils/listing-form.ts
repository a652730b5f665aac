import { LISTING_ACCEPTS, type ListingAccept } from '@worknest/shared/credit-rules';
import { DEFAULT_PRICE_PER_NIGHT_CENTS, LISTING_PHOTOS_MIN } from '@worknest/shared/constants';
import {
  eurosToCents,
  LISTING_MESSAGES,
  listingInputSchema,
  type Amenity,
  type Listing,
  type ListingInput,
  type ListingUpdateInput,
  type RentalType,
} from '@worknest/shared/listing';
import { emptyArrivalGuide, emptyHouseRules, type ArrivalGuide, type HouseRules } from '@worknest/shared/arrival-rules';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { DEFAULT_BOOKING_MODE, DEFAULT_CANCELLATION_POLICY, type BookingMode, type CancellationPolicy } from '@worknest/shared/cancellation';

/**
 * The Create Listing form's state: what the person typed, as typed (numbers stay text until
 * submit, so "1." or an emptied box does not jump back to a number under their cursor).
 */
export interface ListingFormValues {
  title: string;
  description: string;
  rentalType: RentalType | '';
  /** Euros, as typed. */
  price: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  bedrooms: string;
  beds: string;
  bathrooms: string;
  maxGuests: string;
  images: string[];
  availableDates: string[];
  minNights: string;
  maxNights: string;
  advanceNoticeDays: string;
  hasWorkspace: boolean;
  /** The work-ready checklist (issue 16): WiFi in Mbps as typed. */
  deskAndChair: boolean;
  quietSpace: boolean;
  wifiMbps: string;
  externalMonitor: boolean;
  workspacePhoto: string | null;
  amenities: Amenity[];
  // Issue 17
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  /** Issue 37 (ADR 0161): what the home accepts (all three by default: whatever the company runs). */
  accepts: ListingAccept[];
  /** Issue 29: empty until the country (and city) tell it or the host picks one (time-zone-rules.ts). */
  timeZone: string;
  /** Issue 41: the pin, as typed (both empty: placed from the address). */
  latitude: string;
  longitude: string;
  // Issue 41: house rules (public) and the arrival guide (private), as typed.
  smokingAllowed: boolean;
  petsAllowed: boolean;
  eventsAllowed: boolean;
  quietFrom: string;
  quietTo: string;
  houseNotes: string;
  guideCheckIn: string;
  guideKeys: string;
  guideWifiName: string;
  guideWifiPassword: string;
  guideParking: string;
  guideOther: string;
}

export type ListingFormField = keyof ListingFormValues;

/** SPEC.md §5 initial defaults: price 5000 cents, bedrooms 1, beds 1, bathrooms 1, max guests 2. */
export function initialListingForm(): ListingFormValues {
  return {
    title: '',
    description: '',
    rentalType: '',
    price: String(DEFAULT_PRICE_PER_NIGHT_CENTS / 100),
    address: '',
    city: '',
    state: '',
    country: '',
    zipCode: '',
    bedrooms: '1',
    beds: '1',
    bathrooms: '1',
    maxGuests: '2',
    images: [],
    availableDates: [],
    minNights: '1',
    maxNights: '',
    advanceNoticeDays: '0',
    hasWorkspace: false,
    deskAndChair: false,
    quietSpace: false,
    wifiMbps: '',
    externalMonitor: false,
    workspacePhoto: null,
    amenities: [],
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    bookingMode: DEFAULT_BOOKING_MODE,
    accepts: [...LISTING_ACCEPTS],
    timeZone: '',
    latitude: '',
    longitude: '',
    ...houseRulesForm(emptyHouseRules),
    ...arrivalGuideForm(emptyArrivalGuide),
  };
}

/** Issue 41: the form's boxes of the house rules. */
function houseRulesForm(rules: HouseRules) {
  return {
    smokingAllowed: rules.smoking,
    petsAllowed: rules.pets,
    eventsAllowed: rules.events,
    quietFrom: rules.quietHours?.from ?? '',
    quietTo: rules.quietHours?.to ?? '',
    houseNotes: rules.notes ?? '',
  };
}

/** Issue 41: the form's boxes of the arrival guide. */
function arrivalGuideForm(guide: ArrivalGuide | null) {
  return {
    guideCheckIn: guide?.checkIn ?? '',
    guideKeys: guide?.keys ?? '',
    guideWifiName: guide?.wifiName ?? '',
    guideWifiPassword: guide?.wifiPassword ?? '',
    guideParking: guide?.parking ?? '',
    guideOther: guide?.other ?? '',
  };
}

/** The form field of each arrival guide item (issue 41). */
export const guideFormFields = {
  checkIn: 'guideCheckIn',
  keys: 'guideKeys',
  wifiName: 'guideWifiName',
  wifiPassword: 'guideWifiPassword',
  parking: 'guideParking',
  other: 'guideOther',
} as const satisfies Record<keyof ArrivalGuide, keyof ListingFormValues>;

/**
 * The form filled with a listing, to edit it. Dates before today are left out: they cannot be
 * chosen again, and they are only sent if the host changes the dates (changedInput).
 */
export function listingFormOf(listing: Listing, today: string): ListingFormValues {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    title: listing.title,
    description: listing.description,
    rentalType: listing.rentalType,
    price: String(listing.pricePerNight / 100),
    address: listing.address ?? '',
    city: listing.city,
    state: listing.state ?? '',
    country: listing.country,
    zipCode: listing.zipCode ?? '',
    bedrooms: text(listing.bedrooms),
    beds: text(listing.beds),
    bathrooms: text(listing.bathrooms),
    maxGuests: text(listing.maxGuests),
    images: listing.images,
    availableDates: listing.availableDates.filter((date) => date >= today),
    minNights: text(listing.minNights),
    maxNights: text(listing.maxNights),
    advanceNoticeDays: text(listing.advanceNoticeDays),
    hasWorkspace: listing.hasWorkspace,
    deskAndChair: listing.workReady.deskAndChair,
    quietSpace: listing.workReady.quietSpace,
    wifiMbps: text(listing.workReady.wifiMbps),
    externalMonitor: listing.workReady.externalMonitor,
    workspacePhoto: listing.workReady.workspacePhoto,
    amenities: listing.amenities,
    cancellationPolicy: listing.cancellationPolicy,
    bookingMode: listing.bookingMode,
    accepts: listing.acceptsChosen ?? [...LISTING_ACCEPTS],
    timeZone: listing.timeZone,
    latitude: text(listing.latitude),
    longitude: text(listing.longitude),
    ...houseRulesForm(listing.houseRules),
    ...arrivalGuideForm(listing.arrivalGuide),
  };
}

/** What an edit sends (`PATCH`): only the fields that differ from the listing as it was loaded. */
export function changedInput(initial: ListingFormValues, values: ListingFormValues): ListingUpdateInput {
  const before = toListingInput(initial) as Record<string, unknown>;
  const after = toListingInput(values) as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[field])) changed[field] = value;
  }
  return changed as ListingUpdateInput;
}

/** A number box: blank (or not a number) becomes `blank` (SPEC.md §5 "Blank numeric defaults"). */
function numberOr(typed: string, blank: number): number {
  const value = Number(typed.trim());
  return typed.trim() === '' || !Number.isFinite(value) ? blank : value;
}

/**
 * What the form sends (`POST /api/listings`), by the rules of SPEC.md §5: the price in euros
 * becomes cents (invalid or negative → 0); blank bedrooms, beds, bathrooms and guests become 0,
 * blank minimum nights 1, blank advance notice 0, blank maximum nights none.
 */
export function toListingInput(values: ListingFormValues): ListingInput {
  return {
    title: values.title,
    description: values.description,
    rentalType: (values.rentalType || undefined) as RentalType,
    pricePerNight: eurosToCents(values.price),
    address: values.address,
    city: values.city,
    state: values.state,
    country: values.country,
    zipCode: values.zipCode,
    bedrooms: numberOr(values.bedrooms, 0),
    beds: numberOr(values.beds, 0),
    bathrooms: numberOr(values.bathrooms, 0),
    maxGuests: numberOr(values.maxGuests, 0),
    images: values.images,
    availableDates: values.availableDates,
    minNights: numberOr(values.minNights, 1),
    maxNights: values.maxNights.trim() === '' ? null : numberOr(values.maxNights, 0),
    advanceNoticeDays: numberOr(values.advanceNoticeDays, 0),
    hasWorkspace: values.hasWorkspace,
    workReady: {
      deskAndChair: values.deskAndChair,
      quietSpace: values.quietSpace,
      // Blank is "unknown"; anything else goes to the schema as typed, so "fast" gets its message.
      wifiMbps: values.wifiMbps.trim() === '' ? null : Number(values.wifiMbps.trim()),
      externalMonitor: values.externalMonitor,
      // A workspace photo that was taken out of the photos is no longer chosen.
      workspacePhoto: values.workspacePhoto && values.images.includes(values.workspacePhoto) ? values.workspacePhoto : null,
    },
    amenities: values.amenities,
    cancellationPolicy: values.cancellationPolicy,
    bookingMode: values.bookingMode,
    accepts: values.accepts,
    // None yet: the schema takes the zone of the country and city, or asks for one.
    timeZone: values.timeZone || undefined,
    // A pin needs both; one alone goes to the schema as typed, so it says what is wrong.
    latitude: values.latitude.trim() === '' && values.longitude.trim() === '' ? null : Number(values.latitude.trim().replace(',', '.')),
    longitude: values.latitude.trim() === '' && values.longitude.trim() === '' ? null : Number(values.longitude.trim().replace(',', '.')),
    houseRules: {
      smoking: values.smokingAllowed,
      pets: values.petsAllowed,
      events: values.eventsAllowed,
      // Both times or none; one alone goes to the schema so it asks for the other.
      quietHours: values.quietFrom.trim() === '' && values.quietTo.trim() === '' ? null : { from: values.quietFrom.trim(), to: values.quietTo.trim() },
      notes: values.houseNotes,
    },
    arrivalGuide: {
      checkIn: values.guideCheckIn,
      keys: values.guideKeys,
      wifiName: values.guideWifiName,
      wifiPassword: values.guideWifiPassword,
      parking: values.guideParking,
      other: values.guideOther,
    },
  };
}

/** The input field a schema or server issue path (`pricePerNight`, `images.1`) belongs to. */
const fieldOfPath: Record<string, ListingFormField> = { pricePerNight: 'price' };
/** Issue 41: `houseRules.notes` → `houseNotes`, `houseRules.quietHours.to` → `quietTo`. */
const houseRuleFields: Record<string, ListingFormField> = { smoking: 'smokingAllowed', pets: 'petsAllowed', events: 'eventsAllowed', quietHours: 'quietFrom', notes: 'houseNotes' };
export function listingFieldOf(path: string): ListingFormField {
  const [head = '', second = '', third = ''] = path.split('.');
  if (head === 'houseRules') return second === 'quietHours' && third === 'to' ? 'quietTo' : (houseRuleFields[second] ?? 'houseNotes');
  // The guide's total length has no item of its own: it is shown under the last box.
  if (head === 'arrivalGuide') return guideFormFields[second as keyof typeof guideFormFields] ?? 'guideOther';
  // `workReady.wifiMbps` → `wifiMbps`: the checklist's boxes are fields of the form.
  if (head === 'workReady' && second) return second as ListingFormField;
  return fieldOfPath[head] ?? (head as ListingFormField);
}

/**
 * The form's check (react-hook-form's resolver): what was typed becomes the body (toListingInput)
 * and the server's own schema checks it before anything is sent; each message goes under its box.
 */
export const listingFormResolver = schemaResolver<ListingFormValues, ListingInput>(listingInputSchema, { toInput: toListingInput, fieldOf: listingFieldOf });

/** SPEC.md §8: a refused form with fewer than 2 photos also raises this toast (English; shown through fieldText). */
export function photosToast(values: ListingFormValues): string | null {
  return values.images.length < LISTING_PHOTOS_MIN ? LISTING_MESSAGES.imagesToast : null;
}
