import { LISTING_PHOTOS_MAX, MAX_STAY_NIGHTS } from './constants';

/**
 * Listing choices, labels, limits, messages and photo paths: plain values, no zod, so the pages
 * that only show listings do not load it. ./listing re-exports all of them.
 */

/** SPEC.md §3: the two rental types and the amenity choices, in the order the form shows them. */
export const rentalTypes = ['whole_apartment', 'room'] as const;
export type RentalType = (typeof rentalTypes)[number];
export const rentalTypeLabels: Record<RentalType, string> = { whole_apartment: 'Whole apartment', room: 'Private room' };

export const amenityChoices = [
  'WiFi', 'Dedicated Workspace', 'Kitchen', 'Parking', 'Air Conditioning', 'Heating', 'Washer', 'Dryer', 'Coffee Maker',
  'Dishwasher', 'TV', 'Garden', 'Balcony', 'Gym Access', 'Shower', 'Bike', 'Car', 'Motorbike',
] as const;
export type Amenity = (typeof amenityChoices)[number];

/**
 * Listing limits SPEC.md leaves open. Maxima keep one listing item well under DynamoDB's 400 KB
 * and keep the form honest; they are not business rules of the spec.
 */
export const LISTING_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  textMax: 200,
  wifiSpeedMax: 50,
  priceMaxCents: 1_000_000,
  roomsMax: 50,
  guestsMax: 50,
  bathroomsMax: 50,
  /** The booking rules' cap: a listing cannot promise a stay it cannot take. */
  nightsMax: MAX_STAY_NIGHTS,
  advanceNoticeMax: 365,
  availableDatesMax: 730,
} as const;

/** Every listing message, SPEC.md §5 word for word first, then the ones for gaps the spec leaves. */
export const LISTING_MESSAGES = {
  title: 'Title must be at least 10 characters',
  description: 'Description must be at least 50 characters',
  rentalType: 'Please select a rental type',
  price: 'Price must be at least €5 per night',
  address: 'Please enter a valid address',
  city: 'Please enter a city',
  country: 'Please enter a country',
  bedrooms: 'Must have at least 1 bedroom',
  beds: 'Must have at least 1 bed',
  bathrooms: 'Must have at least half a bathroom',
  maxGuests: 'Must accommodate at least 1 guest',
  images: 'Must have at least 2 photos',
  imagesToast: 'Please upload at least 2 photos',
  minNights: 'Minimum stay must be at least 1 night',
  advanceNotice: 'Advance notice cannot be negative',
  // Not in the spec:
  titleMax: `Title must be at most ${LISTING_LIMITS.titleMax} characters`,
  descriptionMax: `Description must be at most ${LISTING_LIMITS.descriptionMax} characters`,
  textMax: `Please use at most ${LISTING_LIMITS.textMax} characters`,
  wifiSpeedMax: `WiFi speed must be at most ${LISTING_LIMITS.wifiSpeedMax} characters`,
  priceMax: 'Price must be at most €10,000 per night',
  roomsMax: `Please enter at most ${LISTING_LIMITS.roomsMax}`,
  bathroomsStep: 'Bathrooms go in steps of 0.5',
  wholeNumber: 'Please enter a whole number',
  imagesMax: `You can add at most ${LISTING_PHOTOS_MAX} photos`,
  imageUrl: 'Photos must be uploaded with the photo uploader',
  imagesRepeated: 'Each photo can be used only once',
  amenity: 'Please choose amenities from the list',
  dateFormat: 'Dates must be in yyyy-MM-dd format',
  datePast: 'Available dates cannot be in the past',
  dateRepeated: 'Each available date can be chosen only once',
  datesMax: `You can offer at most ${LISTING_LIMITS.availableDatesMax} dates`,
  maxNights: 'Maximum stay must be at least 1 night',
  maxNightsBelowMin: 'Maximum stay cannot be shorter than the minimum stay',
  nightsMax: `Stays can be at most ${LISTING_LIMITS.nightsMax} nights`,
  advanceNoticeMax: `Advance notice can be at most ${LISTING_LIMITS.advanceNoticeMax} days`,
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  paused: 'Paused must be true or false',
} as const;

/**
 * A photo as a listing stores it: the public path `/uploads/<userId>/<uuid>` of an object the
 * member uploaded (served by CloudFront in production, the gateway locally). Never an arbitrary URL.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const PHOTO_URL_PATTERN = new RegExp(`^/uploads/(${UUID})/(${UUID})$`);
export const PHOTO_KEY_PATTERN = new RegExp(`^uploads/(${UUID})/(${UUID})$`);
/**
 * Where the browser uploads a photo (issue 14): `staging/<userId>/<uuid>`. Only staging keys are
 * ever presigned; the server copies a checked photo to its served key `uploads/<userId>/<uuid>`,
 * which no browser can write, so bytes cannot be swapped after the check.
 */
export const STAGED_PHOTO_KEY_PATTERN = new RegExp(`^staging/(${UUID})/(${UUID})$`);
export const STAGED_PHOTO_PREFIX = 'staging/';
export const SERVED_PHOTO_PREFIX = 'uploads/';

/** `staging/<userId>/<uuid>` ⇄ `uploads/<userId>/<uuid>`. */
export function servedKeyOfStaged(stagedKey: string): string {
  return SERVED_PHOTO_PREFIX + stagedKey.slice(STAGED_PHOTO_PREFIX.length);
}
export function stagedKeyOfServed(servedKey: string): string {
  return STAGED_PHOTO_PREFIX + servedKey.slice(SERVED_PHOTO_PREFIX.length);
}

/** `uploads/<userId>/<uuid>` → `/uploads/<userId>/<uuid>`. */
export function photoUrlOfKey(key: string): string {
  return `/${key}`;
}

/** The S3 key of a photo URL and the user it was uploaded by, or null if it is no photo URL. */
export function parsePhotoUrl(url: string): { key: string; ownerId: string } | null {
  const match = PHOTO_URL_PATTERN.exec(url);
  return match ? { key: url.slice(1), ownerId: match[1]! } : null;
}

/**
 * The image types a photo may have. SVG is left out on purpose: photos are served from the app's
 * own origin, and an SVG can carry script.
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export function isPhotoContentType(value: string): value is PhotoContentType {
  return (PHOTO_CONTENT_TYPES as readonly string[]).includes(value.toLowerCase());
}

export const listingSummaryFields = [
  'id', 'userId', 'title', 'rentalType', 'pricePerNight', 'city', 'state', 'country', 'bedrooms', 'beds', 'bathrooms',
  'maxGuests', 'images', 'hasWorkspace', 'workReady', 'isActive', 'paused', 'lastAvailableDate', 'createdAt',
  // Issue 41: the map's pin (never the exact point).
  'approximateLocation',
] as const;

/** The last of a listing's listed dates, or null when it lists none (then every date is open, SPEC §5). */
export function lastAvailableDateOf(dates: readonly string[]): string | null {
  return dates.length === 0 ? null : [...dates].sort().at(-1)!;
}

/**
 * Whether a listing can still be booked on some date from `today` (yyyy-MM-dd, UTC) on: it lists
 * no dates (every date is open), or its last listed date is not past. Otherwise it shows
 * "No dates offered" to its host and leaves the grid.
 */
export function offersDatesFrom(listing: { lastAvailableDate: string | null }, today: string): boolean {
  return listing.lastAvailableDate === null || listing.lastAvailableDate >= today;
}

export const NO_DATES_OFFERED = 'No dates offered';

/** Issue 16: what a guest is told about a paused listing (the checkout answers it with 409). */
export const NOT_TAKING_BOOKINGS = 'This home is not taking bookings right now';

export const LISTING_PAGE_SIZE_DEFAULT = 24;
export const LISTING_PAGE_SIZE_MAX = 100;

/**
 * SPEC.md §5: the price is typed in euros with two decimals and converted to cents by rounding;
 * an invalid or negative value becomes 0.
 */
export function eurosToCents(typed: string): number {
  const euros = Number(typed.trim().replace(',', '.'));
  if (!typed.trim() || !Number.isFinite(euros) || euros < 0) return 0;
  return Math.round(euros * 100);
}
