/** Business constants of SPEC.md §1 and §9. Every other file imports them from here. */

export const MAGIC_LINK_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 10;
/** A session nobody used for this long ends before its 10 days (issue 14: idle timeout). */
export const SESSION_IDLE_DAYS = 7;
export const MINIMUM_AGE = 18;
/** Waitlist signups and demo requests are deleted this many months after they arrive (privacy page, TTL). */
export const MARKETING_RETENTION_MONTHS = 24;

export const CURRENCY = 'eur';
export const SERVICE_FEE_CENTS = 2000;
export const DEFAULT_PRICE_PER_NIGHT_CENTS = 5000;
export const MIN_PRICE_PER_NIGHT_CENTS = 500;

export const LISTING_TITLE_MIN = 10;
export const LISTING_DESCRIPTION_MIN = 50;
export const LISTING_ADDRESS_MIN = 5;
export const LISTING_CITY_MIN = 2;
export const LISTING_COUNTRY_MIN = 2;
export const LISTING_PHOTOS_MIN = 2;
export const LISTING_PHOTOS_MAX = 10;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_GUESTS = 10;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ROLE_MAX_LENGTH = 20;
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * Longest stay, in nights: the listing form's minimum and maximum stay, the listing schema and the
 * booking rules all use this one value (issue 13). A booking is written in one DynamoDB
 * transaction with one item per night plus the booking itself, and a transaction holds at most
 * 100 items; 90 keeps a margin under that limit.
 */
export const MAX_STAY_NIGHTS = 90;

/** Booking holds keep nights for a guest while they pay. */
export const BOOKING_HOLD_MINUTES = 30;

export const UPLOAD = {
  multipartThresholdBytes: 100 * 1024 * 1024,
  minPartBytes: 5 * 1024 * 1024,
  maxParts: 10_000,
  retryDelaysMs: [0, 1000, 3000, 5000],
  concurrency: 6,
  signedUrlExpiresSeconds: 604_800,
} as const;

export const LANDING = {
  navThresholdPx: 20,
  anchorOffsetPx: 80,
  stickyBarThresholdPx: 600,
  formResetDelayMs: 300,
  revealThreshold: 0.1,
  revealDelaysMs: [200, 400],
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
} as const;
