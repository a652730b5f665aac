import { DEFAULT_PRICE_PER_NIGHT_CENTS, LISTING_PHOTOS_MIN } from '@worknest/shared/constants';
import {
  eurosToCents,
  LISTING_MESSAGES,
  listingInputSchema,
  type Amenity,
  type ListingInput,
  type RentalType,
} from '@worknest/shared/listing';
import {
  DEFAULT_BOOKING_MODE,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_LISTING_TIME_ZONE,
  isTimeZone,
  type BookingMode,
  type CancellationPolicy,
} from '@worknest/shared/cancellation';

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
  wifiSpeed: string;
  amenities: Amenity[];
  // Issue 17
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  timeZone: string;
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
    wifiSpeed: '',
    amenities: [],
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    bookingMode: DEFAULT_BOOKING_MODE,
    timeZone: browserTimeZone(),
  };
}

/** The host's own zone as a first guess for the home's (they change it when the home is elsewhere). */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : DEFAULT_LISTING_TIME_ZONE;
  } catch {
    return DEFAULT_LISTING_TIME_ZONE;
  }
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
    wifiSpeed: values.wifiSpeed,
    amenities: values.amenities,
    cancellationPolicy: values.cancellationPolicy,
    bookingMode: values.bookingMode,
    timeZone: values.timeZone,
  };
}

export type ListingFormErrors = Partial<Record<ListingFormField, string>>;

/** The input field a schema or server issue path (`pricePerNight`, `images.1`) belongs to. */
const fieldOfPath: Record<string, ListingFormField> = { pricePerNight: 'price' };
function fieldOf(path: string): ListingFormField {
  const head = path.split('.')[0] ?? '';
  return fieldOfPath[head] ?? (head as ListingFormField);
}

/** One message per field (the first), from zod issues or the server's `issues`. */
export function errorsByField(issues: readonly { path: string; message: string }[]): ListingFormErrors {
  const errors: ListingFormErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

export type ListingFormCheck =
  | { ok: true; input: ListingInput }
  | { ok: false; errors: ListingFormErrors; /** SPEC.md §8: fewer than 2 photos also raises this toast. */ photosToast: string | null };

/** Validates with the same schema as the server, before anything is sent. */
export function checkListingForm(values: ListingFormValues): ListingFormCheck {
  const input = toListingInput(values);
  const result = listingInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors = errorsByField(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  return { ok: false, errors, photosToast: values.images.length < LISTING_PHOTOS_MIN ? LISTING_MESSAGES.imagesToast : null };
}
