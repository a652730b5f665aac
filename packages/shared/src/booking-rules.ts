import { DEFAULT_MAX_GUESTS, DEFAULT_PRICE_PER_NIGHT_CENTS, MAX_STAY_NIGHTS } from './constants';
import { plural } from './plural';
import { dates } from './format-dates';
import { listOfDays } from './list-of-days';
export { formatEuros } from './format-money';

/**
 * Every status a booking can be in (issue 30: functions/src/domain/bookings/lifecycle/table.ts
 * says how each is reached). Here, not beside the zod schemas, so the booking functions read it
 * without loading zod.
 */
// Issue 35: `awaiting_approval` (a business stay waiting for an approver, its nights held) and `rejected`.
export const bookingStatuses = ['pending', 'requested', 'confirmed', 'cancelled', 'declined', 'expired', 'refunded', 'awaiting_approval', 'rejected'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * Booking rules of SPEC.md §5 ("Booking dates") and §9 (money), used by the booking panel for
 * speed and by the server for trust. Stay dates are `yyyy-MM-dd` calendar strings in UTC; a stay
 * from check-in to check-out occupies the nights check-in … check-out − 1 day.
 */

/** Longest stay we take (constants.ts): also the most a listing's minimum or maximum stay can say. */
export { MAX_STAY_NIGHTS };

export const BOOKING_MESSAGES = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  minimumStay: (nights: number) => `Minimum stay is ${plural(nights, 'night')}`,
  maximumStay: (nights: number) => `Maximum stay is ${nights} nights`,
  advanceNotice: (days: number) => `Requires ${plural(days, 'day')} advance notice`,
  /** Not in the spec: a past check-in on a listing without advance notice. */
  checkInInPast: 'Check-in cannot be in the past',
  unavailable: 'Selected dates include blocked/unavailable dates',
  minimumGuests: 'Must have at least 1 guest',
  /** Not in the spec, which only says "at most maxGuests". */
  maximumGuests: (guests: number) => `Maximum ${plural(guests, 'guest')} allowed`,
} as const;

/**
 * Deleting a listing that still has stays ahead (issue 6): refused for its host and for admins
 * alike, so no paid stay silently disappears. Not in the spec.
 */
export const LISTING_DELETE_MESSAGES = {
  upcomingBookings: 'This listing has upcoming bookings and cannot be deleted',
  /** The same, with when it becomes possible (the last booked stay's check-out, yyyy-MM-dd). */
  upcomingBookingsUntil: (lastCheckOut: string) =>
    `This listing has upcoming bookings and cannot be deleted. You can delete it once the last stay ends on ${formatStayDate(lastCheckOut)}.`,
  checkoutInProgress: 'Someone is paying for a stay at this listing right now, so it cannot be deleted. Please try again in 30 minutes.',
} as const;

/**
 * Issue 16: an edit that stops offering nights a guest has booked or is paying for (409 naming
 * them, yyyy-MM-dd): "These dates cannot be removed because a guest has booked or is booking
 * them: Mon, Mar 3, 2031 and Tue, Mar 4, 2031". The SPA writes it from its code and the days.
 */
export function datesInUseMessage(nights: readonly string[]): string {
  return `These dates cannot be removed because a guest has booked or is booking them: ${listOfDays(nights.map(formatStayDate), 'en')}`;
}

/** `POST /api/bookings/cancel`: why a checkout can no longer be left. */
export const CANCEL_BOOKING_MESSAGES = {
  confirmed: 'This booking is already paid and confirmed, so it can no longer be cancelled here.',
  paymentSucceeded: 'Your payment has already gone through, so this booking can no longer be cancelled here.',
  refunded: 'This booking was already refunded.',
  /** Issue 30: a request's card is authorized; the guest withdraws it from their trips (the host is told), not here. */
  requested: 'This booking is a request waiting for the host: withdraw it from your trips instead.',
  providerUnavailable: 'Failed to cancel the payment. Please try again.',
} as const;

/**
 * `GET /api/bookings/host?when=`: upcoming stays, past ones, or the cancelled ones (issue 29: stays
 * cancelled and requests declined, withdrawn or expired, whatever their dates; see
 * hostStayPeriodSchema in ./booking).
 */
export const hostStayPeriods = ['upcoming', 'past', 'cancelled'] as const;
export type HostStayPeriod = (typeof hostStayPeriods)[number];
export const HOST_STAY_PERIOD_MESSAGE = 'when must be upcoming, past or cancelled';
/** The statuses the host's upcoming and past stays list (a stay, or a request still waiting); the rest are `cancelled`. */
export const hostLiveStayStatuses = ['confirmed', 'requested'] as const;
/** The statuses of the host's `cancelled` group. */
export const hostClosedStayStatuses = ['cancelled', 'declined', 'expired', 'refunded'] as const;

/** A Stripe PaymentIntent id as the API takes it (`paymentIntentIdSchema`, and the functions' plain check of it). */
export const PAYMENT_INTENT_ID_PATTERN = /^pi_[A-Za-z0-9]{8,64}$/;
/** The one answer to a payment intent id that is not one, or not the caller's: nothing to find. */
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
/** The answer to a booking id that is not one (or not the caller's). */
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
/** `POST /api/create-payment-intent`: a listing id that is none (missing, empty, over 64 characters). */
export const LISTING_NOT_FOUND_MESSAGE = 'Listing not found';
export const LISTING_ID_MAX_LENGTH = 64;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written `yyyy-MM-dd` (`2025-02-30` is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function toMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant. */
export function utcDate(epochMs: number): string {
  return fromMs(epochMs);
}

export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Whole nights from check-in to check-out (negative when check-out comes first). */
export function countNights(checkIn: string, checkOut: string): number {
  return Math.round((toMs(checkOut) - toMs(checkIn)) / DAY_MS);
}

/** The nights of a stay, as the dates they start on: check-in up to the day before check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return nights;
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** The earliest check-in a listing accepts (SPEC §5: today plus advance notice). */
export function earliestCheckIn(today: string, advanceNoticeDays: number): string {
  return addDays(today, Math.max(0, advanceNoticeDays));
}

/** The listing fields the booking rules read. */
export interface StayRules {
  minNights: number;
  maxNights: number | null;
  advanceNoticeDays: number;
  maxGuests: number | null;
  /** When non-empty, every night of a stay must be one of these dates. */
  availableDates: readonly string[];
  /** Nights already held or booked. */
  blockedDates: readonly string[];
}

export interface StayRequest {
  checkIn: string | null | undefined;
  checkOut: string | null | undefined;
  numberOfGuests: number;
}

export type StayIssueField = 'dates' | 'numberOfGuests';

export interface StayIssue {
  field: StayIssueField;
  message: string;
}

/** The longest stay a listing takes: its own maximum, capped by {@link MAX_STAY_NIGHTS}. */
export function effectiveMaxNights(maxNights: number | null | undefined): number {
  return maxNights && maxNights > 0 ? Math.min(maxNights, MAX_STAY_NIGHTS) : MAX_STAY_NIGHTS;
}

/** Whether one night can be booked: listed as available (when the host lists any) and not taken. */
export function isNightOpen(night: string, rules: Pick<StayRules, 'availableDates' | 'blockedDates'>): boolean {
  if (rules.blockedDates.includes(night)) return false;
  return rules.availableDates.length === 0 || rules.availableDates.includes(night);
}

/**
 * The first date problem of a stay, in the order of SPEC §5, or null. `today` is the UTC date the
 * caller sees as today.
 */
export function checkStayDates(stay: Pick<StayRequest, 'checkIn' | 'checkOut'>, rules: StayRules, today: string): StayIssue | null {
  const issue = (message: string): StayIssue => ({ field: 'dates', message });
  const { checkIn, checkOut } = stay;
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return issue(BOOKING_MESSAGES.datesRequired);
  const nights = countNights(checkIn, checkOut);
  if (nights <= 0) return issue(BOOKING_MESSAGES.checkOutAfterCheckIn);
  const minNights = Math.max(1, rules.minNights);
  if (nights < minNights) return issue(BOOKING_MESSAGES.minimumStay(minNights));
  const maxNights = effectiveMaxNights(rules.maxNights);
  if (nights > maxNights) return issue(BOOKING_MESSAGES.maximumStay(maxNights));
  if (checkIn < earliestCheckIn(today, rules.advanceNoticeDays)) {
    return issue(rules.advanceNoticeDays > 0 ? BOOKING_MESSAGES.advanceNotice(rules.advanceNoticeDays) : BOOKING_MESSAGES.checkInInPast);
  }
  if (!stayNights(checkIn, checkOut).every((night) => isNightOpen(night, rules))) return issue(BOOKING_MESSAGES.unavailable);
  return null;
}

/** The guest-count problem of a stay, or null: 1 to maxGuests (10 when the listing has none). */
export function checkGuests(numberOfGuests: number, maxGuests: number | null | undefined): StayIssue | null {
  if (!Number.isInteger(numberOfGuests) || numberOfGuests < 1) return { field: 'numberOfGuests', message: BOOKING_MESSAGES.minimumGuests };
  const limit = maxGuests && maxGuests > 0 ? maxGuests : DEFAULT_MAX_GUESTS;
  if (numberOfGuests > limit) return { field: 'numberOfGuests', message: BOOKING_MESSAGES.maximumGuests(limit) };
  return null;
}

/** Every rule of a stay: dates first, then guests. */
export function checkStay(stay: StayRequest, rules: StayRules, today: string): StayIssue | null {
  return checkStayDates(stay, rules, today) ?? checkGuests(stay.numberOfGuests, rules.maxGuests);
}

export interface PriceBreakdown {
  nights: number;
  pricePerNight: number;
  /** pricePerNight × nights, cents. */
  accommodation: number;
  serviceFee: number;
  /** accommodation + serviceFee, cents. */
  total: number;
}

/** SPEC §9: total = nightly price × nights + service fee, integer cents throughout. */
export function priceBreakdown(pricePerNight: number | null | undefined, nights: number, serviceFee: number): PriceBreakdown {
  const price = Number.isInteger(pricePerNight) && (pricePerNight as number) > 0 ? (pricePerNight as number) : DEFAULT_PRICE_PER_NIGHT_CENTS;
  const stayNightCount = Math.max(0, nights);
  const accommodation = price * stayNightCount;
  return { nights: stayNightCount, pricePerNight: price, accommodation, serviceFee, total: accommodation + serviceFee };
}

/** A stay date for people: `2030-03-12` → `Tue, Mar 12, 2030` (the calendar day itself, in any time zone; format-dates.ts). */
export function formatStayDate(date: string): string {
  return dates.stayDate(date);
}

/** Where Book Now leaves the pending booking for /app/checkout (sessionStorage); plain, so the detail page loads no zod (issue 31). */
export const PENDING_BOOKING_STORAGE_KEY = 'pendingBooking';
