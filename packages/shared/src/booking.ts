import { z } from 'zod';
import { DEFAULT_MAX_GUESTS, DEFAULT_PRICE_PER_NIGHT_CENTS } from './constants';

/**
 * Booking rules of SPEC.md §5 ("Booking dates") and §9 (money), used by the booking panel for
 * speed and by the server for trust. Stay dates are `yyyy-MM-dd` calendar strings in UTC; a stay
 * from check-in to check-out occupies the nights check-in … check-out − 1 day.
 */

/**
 * Longest stay we take, whatever the listing says. A booking is written in one DynamoDB
 * transaction with one item per night plus the booking itself, and a transaction holds at most
 * 100 items; 90 keeps a margin under that limit.
 */
export const MAX_STAY_NIGHTS = 90;

export const BOOKING_MESSAGES = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  minimumStay: (nights: number) => `Minimum stay is ${nights} night(s)`,
  maximumStay: (nights: number) => `Maximum stay is ${nights} nights`,
  advanceNotice: (days: number) => `Requires ${days} day(s) advance notice`,
  /** Not in the spec: a past check-in on a listing without advance notice. */
  checkInInPast: 'Check-in cannot be in the past',
  unavailable: 'Selected dates include blocked/unavailable dates',
  minimumGuests: 'Must have at least 1 guest',
  /** Not in the spec, which only says "at most maxGuests". */
  maximumGuests: (guests: number) => `Maximum ${guests} guest(s) allowed`,
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

/** Cents for display (SPEC §9: cents / 100): `5000` → `€50`, `8950` → `€89.50`, `123456` → `€1,234.56`. */
export function formatEuros(cents: number): string {
  const euros = cents / 100;
  const digits = Number.isInteger(euros) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `€${euros.toLocaleString('en-US', digits)}`;
}

/** A stay date for people: `2030-03-12` → `Tue, Mar 12, 2030` (the calendar day itself, in any time zone). */
export function formatStayDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

// --- Request and answer shapes (SPEC §3, §7) -------------------------------------------------

const stayDate = z.string({ error: BOOKING_MESSAGES.datesRequired }).refine(isCalendarDate, BOOKING_MESSAGES.datesRequired);

/**
 * `POST /api/create-payment-intent`. Unknown keys (status, isPaid, serviceFee, totalAmount, …)
 * are dropped: the server computes every amount and state itself.
 */
export const createPaymentIntentSchema = z.object({
  listingId: z.string({ error: 'Listing not found' }).min(1, 'Listing not found').max(64, 'Listing not found'),
  checkIn: stayDate,
  checkOut: stayDate,
  numberOfGuests: z.number({ error: BOOKING_MESSAGES.minimumGuests }).int(BOOKING_MESSAGES.minimumGuests).min(1, BOOKING_MESSAGES.minimumGuests),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

/** SPEC §3 "Payment intent response". */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  totalAmount: z.number().int(),
  serviceFee: z.number().int(),
  nights: z.number().int(),
  listingTitle: z.string(),
  /** Not in the spec's list; lets the checkout confirm the booking and open the success page. */
  paymentIntentId: z.string(),
  bookingId: z.string(),
  pricePerNight: z.number().int(),
  /** ISO instant until which the nights are held for this checkout. */
  holdExpiresAt: z.string(),
  /** Issue 17: the terms of this stay, shown in the summary with its deadline dates. */
  cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
  bookingMode: z.enum(['instant', 'request']),
  timeZone: z.string(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{8,64}$/;

export const paymentIntentIdSchema = z.string({ error: 'Payment not found' }).regex(PAYMENT_INTENT_ID, 'Payment not found');

/** `POST /api/bookings/confirm`. */
export const confirmBookingSchema = z.object({ paymentIntentId: paymentIntentIdSchema });

/**
 * `POST /api/bookings/cancel`: the guest leaves the checkout (Cancel, or /app/booking-cancel).
 * The PaymentIntent is cancelled with Stripe and the nights are given back at once, instead of
 * when the 30-minute hold runs out. Only the booking's guest, only while it is unpaid.
 */
export const cancelBookingSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
export type CancelBookingRequest = z.infer<typeof cancelBookingSchema>;

export const CANCEL_BOOKING_MESSAGES = {
  confirmed: 'This booking is already paid and confirmed, so it can no longer be cancelled here.',
  paymentSucceeded: 'Your payment has already gone through, so this booking can no longer be cancelled here.',
  refunded: 'This booking was already refunded.',
  providerUnavailable: 'Failed to cancel the payment. Please try again.',
} as const;

/** SPEC §3 "Pending booking": what Book Now leaves in sessionStorage for /app/checkout. */
export const pendingBookingSchema = z.object({
  listingId: z.string().min(1),
  checkIn: z.string().refine(isCalendarDate),
  checkOut: z.string().refine(isCalendarDate),
  numberOfGuests: z.number().int().min(1),
  listingTitle: z.string().optional(),
});
export type PendingBooking = z.infer<typeof pendingBookingSchema>;
export const PENDING_BOOKING_STORAGE_KEY = 'pendingBooking';

/**
 * Stored booking states. `pending`: created, not paid (its nights are held until `holdExpiresAt`
 * unless the payment failed); `confirmed`: paid, nights booked; `cancelled`: the payment was
 * cancelled (the guest left the checkout, or at Stripe) or, with `cancelledBy`, a paid stay was
 * cancelled and `refundedAmount` went back (issue 17); `refunded`: paid after its nights were
 * taken, so the money went back. Booking requests (issue 17): `requested`: the card is
 * authorized, the nights held until the host answers or `requestExpiresAt`; `declined` by the
 * host, or `expired` unanswered (the authorization was released).
 */
export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'refunded', 'requested', 'declined', 'expired'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const hostContactSchema = z.object({
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type HostContact = z.infer<typeof hostContactSchema>;

/** One booking as `GET /api/bookings`, `/api/bookings/host` and `/api/bookings/by-payment-intent/{id}` answer it. */
export const bookingViewSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  listingImage: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  numberOfGuests: z.number().int(),
  status: z.enum(bookingStatuses),
  isPaid: z.boolean(),
  /** A pending booking whose nights are still held for its guest. */
  holdActive: z.boolean(),
  pricePerNight: z.number().int(),
  accommodationAmount: z.number().int(),
  serviceFee: z.number().int(),
  totalAmount: z.number().int(),
  paymentIntentId: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** Only for the guest of a confirmed booking. */
  host: hostContactSchema.nullable(),
  /** Only in the host's list: who is coming. */
  guest: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
  // Issue 17: the stay's terms, its cancellation and its request.
  cancellationPolicy: z.enum(['flexible', 'moderate', 'strict']),
  bookingMode: z.enum(['instant', 'request']),
  timeZone: z.string(),
  cancelledAt: z.string().nullable(),
  /** Who cancelled a paid stay; null for anything else. */
  cancelledBy: z.enum(['guest', 'host', 'admin']).nullable(),
  /** Cents going back to the guest for a cancelled stay. */
  refundedAmount: z.number().int().nullable(),
  /** Whether Stripe has made that refund. */
  refundIssued: z.boolean(),
  /** Until when the host can answer a request. */
  requestExpiresAt: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** `GET /api/bookings`: the caller's trips, latest check-out first. */
export const bookingListSchema = z.object({ bookings: z.array(bookingViewSchema), nextCursor: z.string().nullable() });
export type BookingList = z.infer<typeof bookingListSchema>;

/**
 * `GET /api/bookings/host?when=`: `upcoming` stays (check-out after today), soonest first, or
 * `past` ones (from their check-out day on, when the host may review the guest), latest first.
 * Without `when`, every stay, latest check-out first.
 */
export const hostStayPeriods = ['upcoming', 'past'] as const;
export type HostStayPeriod = (typeof hostStayPeriods)[number];
export const hostStayPeriodSchema = z.enum(hostStayPeriods, { error: 'when must be upcoming or past' });

/** `GET /api/bookings/host`: confirmed stays on the caller's listings, and their counts (My Hostings). */
export const hostBookingListSchema = bookingListSchema.extend({
  /** Every confirmed stay. */
  total: z.number().int(),
  /** Those not over yet (check-out today or later). */
  active: z.number().int(),
});
export type HostBookingList = z.infer<typeof hostBookingListSchema>;

/** `POST /api/bookings/confirm`: the booking, confirmed by this call or an earlier one (or the webhook). */
export const confirmBookingResponseSchema = z.object({
  /** `requested`: a booking request (issue 17) whose card is authorized, now waiting for the host. */
  outcome: z.enum(['confirmed', 'already-confirmed', 'requested', 'already-requested']),
  booking: bookingViewSchema,
});
export type ConfirmBookingResponse = z.infer<typeof confirmBookingResponseSchema>;

/** `POST /api/bookings/cancel`: the booking, cancelled by this call or an earlier one. */
export const cancelBookingResponseSchema = z.object({
  outcome: z.enum(['cancelled', 'already-cancelled']),
  booking: bookingViewSchema,
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/** `POST /api/bookings/{id}/cancellation` (issue 17): the stay, cancelled by this call or an earlier one. */
export const cancelStayResponseSchema = cancelBookingResponseSchema;
export type CancelStayResponse = CancelBookingResponse;

/** `POST /api/bookings/{id}/accept` and `/decline` (issue 17): the request, answered by this call or an earlier one. */
export const requestAnswerResponseSchema = z.object({
  outcome: z.enum(['accepted', 'already-accepted', 'declined', 'already-declined']),
  booking: bookingViewSchema,
});
export type RequestAnswerResponse = z.infer<typeof requestAnswerResponseSchema>;

export const bookingIdParamsSchema = z.object({ id: z.string().uuid('Booking not found') });

/** `GET /api/payments/config`: how the checkout confirms a card. */
export const paymentsConfigSchema = z.object({
  publishableKey: z.string(),
  /** Set only against the local Stripe emulator: the checkout then shows its local test-card form. */
  localApiUrl: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
