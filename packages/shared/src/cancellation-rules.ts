/* Plain rules, no zod (issue 15): ./cancellation adds the schemas and re-exports all of this. */
import { formatEuros, stayNights } from './booking-rules';
import { dates } from './format-dates';

/**
 * Cancellation policies and refunds (issue 17): pure rules shared by the server (which decides)
 * and the web app (which explains them). A night of a stay begins at check-in time (15:00) on its
 * date and the stay ends at check-out time (11:00) on its check-out date, both in the listing's
 * own time zone (`timeZone`, an IANA name stored on the listing; see docs/adr/0042-cancellation-policies-in-listing-time.md).
 *
 * - flexible: cancelling at least 24 hours before check-in refunds the whole stay (nights and
 *   service fee); later, the first night and the service fee are kept and the later nights not
 *   yet begun are refunded.
 * - moderate: at least 5 days before check-in, a full refund; later, half of the nights not yet begun.
 * - strict: at least 14 days before check-in, a full refund; from 14 to 7 days, half of the
 *   nights; later, nothing.
 *
 * "At least N before check-in" includes the exact instant of the deadline. A night that has begun
 * is never refunded to a guest. The host (or an admin) cancelling refunds the whole stay; once the
 * stay has begun, the nights not yet begun and the service fee (the nights spent are not refunded).
 */

export const cancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

export const bookingModes = ['instant', 'request'] as const;
export type BookingMode = (typeof bookingModes)[number];
export const DEFAULT_BOOKING_MODE: BookingMode = 'instant';

/** How long a host has to answer a booking request. */
export const BOOKING_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

/** The preview's `rule` for a request its guest withdraws before the host answers (nothing charged; issue 17). */
export const REQUEST_WITHDRAWAL_RULE = 'request-withdrawal';

export const CHECK_IN_TIME = '15:00';
export const CHECK_OUT_TIME = '11:00';
/** Listings created before time zones were stored (a new listing's zone comes from its country and city: time-zone-rules.ts). */
export const DEFAULT_LISTING_TIME_ZONE = 'UTC';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const cancellationPolicyLabels: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** The policy in plain words, without dates (the listing form and page). */
export const cancellationPolicySummaries: Record<CancellationPolicy, string> = {
  flexible:
    'Full refund when cancelled at least 24 hours before check-in. After that, the first night and the service fee are kept and the nights not yet begun are refunded.',
  moderate: 'Full refund when cancelled at least 5 days before check-in. After that, half of the nights not yet begun are refunded.',
  strict:
    'Full refund when cancelled at least 14 days before check-in. From 14 to 7 days before check-in, half of the nights are refunded. After that, nothing is refunded.',
};

export const bookingModeLabels: Record<BookingMode, string> = {
  instant: 'Instant booking: a stay is confirmed as soon as the payment succeeds',
  request: 'Booking requests: I accept or decline each request within 24 hours',
};

export const CANCELLATION_MESSAGES = {
  checkedOut: 'This stay is over, so it can no longer be cancelled.',
  notConfirmed: 'Only a confirmed stay can be cancelled.',
  alreadyCancelled: 'This stay was already cancelled.',
  providerUnavailable: 'The refund could not be started. Please try again.',
} as const;

/** The messages of a listing's stay terms (its policy, booking mode and time zone fields). */
export const LISTING_TERMS_MESSAGES = {
  cancellationPolicy: 'Please choose a cancellation policy',
  bookingMode: 'Please choose how guests book',
  timeZone: 'Please choose a time zone',
  timeZoneInvalid: 'Please choose a valid time zone',
} as const;

/** An IANA zone's name as the database spells it: an area and a location ("Europe/Copenhagen", "America/Argentina/Buenos_Aires", "Etc/GMT+5"). */
const IANA_ZONE_NAME = /^[A-Z][A-Za-z]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * IANA time zone names this runtime knows ("Europe/Copenhagen"), spelled as the database spells
 * them; "UTC" always. Issue 29: an offset ("+01:00", which Intl accepts too), another case
 * ("europe/copenhagen") or a legacy abbreviation ("EST") is no home's zone.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (value !== 'UTC' && !IANA_ZONE_NAME.test(value)) return false;
  try {
    const known = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    // Intl takes any case ("EUROPE/COPENHAGEN"); the zone itself (not a link to another) must be spelled as Intl spells it.
    return known.toLowerCase() !== value.toLowerCase() || known === value;
  } catch {
    return false;
  }
}


/** One formatter per zone, as format-money.ts keeps one per locale and style: making an Intl.DateTimeFormat costs far more than using one (issue 31: ~90 ms at 4x CPU for My Bookings' cards). */
const ZONED_PARTS_FORMATS = new Map<string, Intl.DateTimeFormat>();
const ZONED_PARTS: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' };

function zonedPartsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = ZONED_PARTS_FORMATS.get(timeZone);
  if (!format) ZONED_PARTS_FORMATS.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { ...ZONED_PARTS, timeZone })));
  return format;
}

/** The wall-clock parts of an instant in a zone. */
function zonedParts(epochMs: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = zonedPartsFormat(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** Offset of a zone from UTC at an instant, in ms (Copenhagen in summer: +2 h). */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time on a calendar day happens in a zone (`2030-03-12`, `15:00`,
 * `Europe/Copenhagen`). A time skipped by a daylight-saving jump resolves to the instant after
 * the jump; a repeated one to its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle on the offset in force at that wall-clock time.
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  const first = wall - zoneOffsetMs(guess - HOUR_MS, timeZone);
  if (first < guess && zonedWall(first, timeZone) === zonedWall(guess, timeZone)) return first;
  return guess;
}

function zonedWall(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** When a stay begins (check-in 15:00) and ends (check-out 11:00), in the listing's zone. */
export function stayInstants(stay: { checkIn: string; checkOut: string; timeZone: string }): { checkInMs: number; checkOutMs: number } {
  return {
    checkInMs: zonedInstant(stay.checkIn, CHECK_IN_TIME, stay.timeZone),
    checkOutMs: zonedInstant(stay.checkOut, CHECK_OUT_TIME, stay.timeZone),
  };
}

/** What a refund is computed from: the booking's snapshot of its price and terms. */
export interface CancellableStay {
  checkIn: string;
  checkOut: string;
  timeZone: string;
  policy: CancellationPolicy;
  pricePerNight: number;
  serviceFee: number;
  /** What the guest paid (accommodation + service fee), cents. */
  totalAmount: number;
}

export type Canceller = 'guest' | 'host' | 'admin';

/** Which rule applied: what the guest gets back, in words the UI shows. */
export type RefundRule =
  | 'full'
  | 'later-nights'
  | 'half-unbegun-nights'
  | 'half-nights'
  | 'none'
  | 'host-full'
  | 'host-unbegun-nights';

export interface RefundQuote {
  /** Cents that go back to the guest. */
  refundAmount: number;
  /** Cents the guest does not get back. */
  keptAmount: number;
  rule: RefundRule;
  /** Nights of the stay that have begun (never refunded). */
  nightsBegun: number;
  /** When cancelling starts to refund less, and how much it refunds from then; null when it only drops at check-out. */
  nextDeadline: { at: number; refundAmount: number } | null;
}

export type CancellationCheck = { cancellable: true; quote: RefundQuote } | { cancellable: false; reason: 'checked-out' };

/** The start instant of every night of the stay (15:00 on its date, listing time). */
function nightStarts(stay: CancellableStay): number[] {
  return stayNights(stay.checkIn, stay.checkOut).map((night) => zonedInstant(night, CHECK_IN_TIME, stay.timeZone));
}

function rawRefund(stay: CancellableStay, by: Canceller, nowMs: number): { amount: number; rule: RefundRule; nightsBegun: number } {
  const starts = nightStarts(stay);
  const nights = starts.length;
  const unbegun = starts.filter((start) => start > nowMs).length;
  const nightsBegun = nights - unbegun;
  const price = stay.pricePerNight;
  const cap = (amount: number) => Math.max(0, Math.min(stay.totalAmount, amount));
  if (by !== 'guest') {
    if (nightsBegun === 0) return { amount: stay.totalAmount, rule: 'host-full', nightsBegun };
    return { amount: cap(unbegun * price + stay.serviceFee), rule: 'host-unbegun-nights', nightsBegun };
  }
  const checkInMs = starts[0] ?? zonedInstant(stay.checkIn, CHECK_IN_TIME, stay.timeZone);
  const before = checkInMs - nowMs;
  switch (stay.policy) {
    case 'flexible':
      if (before >= DAY_MS) return { amount: stay.totalAmount, rule: 'full', nightsBegun };
      return { amount: cap(Math.min(unbegun, nights - 1) * price), rule: 'later-nights', nightsBegun };
    case 'moderate':
      if (before >= 5 * DAY_MS) return { amount: stay.totalAmount, rule: 'full', nightsBegun };
      return { amount: cap(Math.floor((unbegun * price) / 2)), rule: 'half-unbegun-nights', nightsBegun };
    case 'strict':
      if (before >= 14 * DAY_MS) return { amount: stay.totalAmount, rule: 'full', nightsBegun };
      if (before >= 7 * DAY_MS) return { amount: cap(Math.floor((nights * price) / 2)), rule: 'half-nights', nightsBegun };
      return { amount: 0, rule: 'none', nightsBegun };
  }
}

/** The instants at which a policy's refund can change: its deadlines and each night's start. */
function changePoints(stay: CancellableStay, by: Canceller): number[] {
  const starts = nightStarts(stay);
  const checkInMs = starts[0] ?? zonedInstant(stay.checkIn, CHECK_IN_TIME, stay.timeZone);
  const deadlines =
    by !== 'guest'
      ? []
      : stay.policy === 'flexible'
        ? [checkInMs - DAY_MS]
        : stay.policy === 'moderate'
          ? [checkInMs - 5 * DAY_MS]
          : [checkInMs - 14 * DAY_MS, checkInMs - 7 * DAY_MS];
  return [...deadlines, ...starts].sort((a, b) => a - b);
}

/**
 * What cancelling at `nowMs` refunds, or that it is too late (the stay ended at check-out 11:00).
 * The refund never exceeds what was paid and never covers a night already begun (for the guest).
 */
export function quoteCancellation(stay: CancellableStay, by: Canceller, nowMs: number): CancellationCheck {
  const { checkOutMs } = stayInstants(stay);
  if (nowMs >= checkOutMs) return { cancellable: false, reason: 'checked-out' };
  const current = rawRefund(stay, by, nowMs);
  let nextDeadline: RefundQuote['nextDeadline'] = null;
  for (const point of changePoints(stay, by)) {
    // A deadline "at least N before" still grants at its exact instant; from the next millisecond on, less.
    if (point < nowMs) continue;
    const after = rawRefund(stay, by, point + 1);
    if (after.amount < current.amount) {
      nextDeadline = { at: point, refundAmount: after.amount };
      break;
    }
  }
  return {
    cancellable: true,
    quote: { refundAmount: current.amount, keptAmount: stay.totalAmount - current.amount, rule: current.rule, nightsBegun: current.nightsBegun, nextDeadline },
  };
}

/** One step of a stay's refund schedule: until `until` (inclusive), cancelling refunds `refundAmount`. */
export interface PolicyStep {
  until: number;
  refundAmount: number;
}

/**
 * The refund schedule of a stay as the listing page and checkout show it: the refund now, then
 * each deadline with what cancelling after it refunds, until check-out.
 */
export function refundSchedule(stay: CancellableStay, nowMs: number): { now: RefundQuote | null; steps: PolicyStep[] } {
  const first = quoteCancellation(stay, 'guest', nowMs);
  if (!first.cancellable) return { now: null, steps: [] };
  const steps: PolicyStep[] = [];
  let at = nowMs;
  let quote: RefundQuote = first.quote;
  for (let guard = 0; guard < 200 && quote.nextDeadline; guard++) {
    steps.push({ until: quote.nextDeadline.at, refundAmount: quote.refundAmount });
    at = quote.nextDeadline.at + 1;
    const next = quoteCancellation(stay, 'guest', at);
    if (!next.cancellable) break;
    quote = next.quote;
  }
  return { now: first.quote, steps };
}

/** `Tue, Mar 11, 2030 at 3:00 PM (Copenhagen time)`: an instant on the listing's clock (format-dates.ts). */
export function formatDeadline(epochMs: number, timeZone: string): string {
  return dates.deadline(epochMs, timeZone);
}

/**
 * The policy for one stay in plain words with its dates (checkout summary, listing page once
 * dates are chosen): "Free cancellation until Mon, Mar 10, 2030 at 3:00 PM (Copenhagen time). …".
 */
export function describeStayPolicy(stay: CancellableStay, nowMs: number): string[] {
  const { checkInMs } = stayInstants(stay);
  const when = (ms: number) => formatDeadline(ms, stay.timeZone);
  const lines: string[] = [];
  const full = (deadline: number) =>
    deadline >= nowMs ? `Full refund (${formatEuros(stay.totalAmount)}) if you cancel by ${when(deadline)}.` : null;
  const nights = stayNights(stay.checkIn, stay.checkOut).length;
  switch (stay.policy) {
    case 'flexible': {
      const line = full(checkInMs - DAY_MS);
      if (line) lines.push(line);
      lines.push(
        nights > 1
          ? `After that, the first night and the service fee are kept; the nights not yet begun are refunded (up to ${formatEuros((nights - 1) * stay.pricePerNight)}).`
          : 'After that, nothing is refunded (the first night and the service fee are kept).',
      );
      break;
    }
    case 'moderate': {
      const line = full(checkInMs - 5 * DAY_MS);
      if (line) lines.push(line);
      lines.push('After that, half of the nights not yet begun are refunded; the service fee is kept.');
      break;
    }
    case 'strict': {
      const line = full(checkInMs - 14 * DAY_MS);
      if (line) lines.push(line);
      const halfUntil = checkInMs - 7 * DAY_MS;
      if (halfUntil >= nowMs) lines.push(`Until ${when(halfUntil)}, half of the nights (${formatEuros(Math.floor((nights * stay.pricePerNight) / 2))}) are refunded.`);
      lines.push('After that, nothing is refunded.');
      break;
    }
  }
  lines.push(`Check-in from ${dates.wallTime(CHECK_IN_TIME)}, check-out by ${dates.wallTime(CHECK_OUT_TIME)} (${dates.zoneTime(stay.timeZone)}).`);
  return lines;
}

/**
 * What the booking panel and the checkout say for each booking mode (issue 29): a request is
 * asked for and only authorized on the card until the host answers; an instant booking is paid.
 */
export const bookingModeTexts: Record<
  BookingMode,
  { book: string; submit: string; submitting: string; panelNote: string; checkoutIntro: string }
> = {
  instant: {
    book: 'Book Now',
    submit: 'Confirm & Pay',
    submitting: 'Processing...',
    panelNote: "You won't be charged until you confirm at checkout.",
    checkoutIntro: 'Check your stay and pay by card to confirm it.',
  },
  request: {
    book: 'Request to book',
    submit: 'Send request',
    submitting: 'Sending request...',
    panelNote: 'The host answers within 24 hours. Your card is only authorized until then, and charged only if they accept.',
    checkoutIntro: 'Check your stay and send your request. Your card is only authorized until the host answers (within 24 hours) and charged only if they accept.',
  },
};
