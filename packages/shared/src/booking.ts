import * as z from 'zod';
import { BOOKING_MESSAGES, BOOKING_NOT_FOUND_MESSAGE, bookingStatuses, HOST_STAY_PERIOD_MESSAGE, hostStayPeriods, isCalendarDate, LISTING_ID_MAX_LENGTH, LISTING_NOT_FOUND_MESSAGE, PAYMENT_INTENT_ID_PATTERN, PAYMENT_NOT_FOUND_MESSAGE } from './booking-rules';
import { hostEarningsSchema } from './payouts';
import { PAYERS } from './business-stay-rules';
import type { StayReviewState } from './review-rules';
import type { ApprovalDecision } from './travel-policy-rules';

/**
 * Booking request and answer shapes (zod). The rules, dates and formatting helpers live in
 * ./booking-rules so that importing them does not load zod; they are re-exported here.
 */
export * from './booking-rules';

// --- Request and answer shapes (SPEC §3, §7) -------------------------------------------------

const stayDate = z.string({ error: BOOKING_MESSAGES.datesRequired }).refine(isCalendarDate, BOOKING_MESSAGES.datesRequired);

/**
 * `POST /api/create-payment-intent`. Unknown keys (status, isPaid, serviceFee, totalAmount, …)
 * are dropped: the server computes every amount and state itself.
 */
export const createPaymentIntentSchema = z.object({
  listingId: z.string({ error: LISTING_NOT_FOUND_MESSAGE }).min(1, LISTING_NOT_FOUND_MESSAGE).max(LISTING_ID_MAX_LENGTH, LISTING_NOT_FOUND_MESSAGE),
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

export const paymentIntentIdSchema = z.string({ error: PAYMENT_NOT_FOUND_MESSAGE }).regex(PAYMENT_INTENT_ID_PATTERN, PAYMENT_NOT_FOUND_MESSAGE);

/** `POST /api/bookings/confirm`. */
export const confirmBookingSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
export type ConfirmBookingRequest = z.infer<typeof confirmBookingSchema>;

/**
 * `POST /api/bookings/cancel`: the guest leaves the checkout (Cancel, or /app/booking-cancel).
 * The PaymentIntent is cancelled with Stripe and the nights are given back at once, instead of
 * when the 30-minute hold runs out. Only the booking's guest, only while it is unpaid.
 */
export const cancelBookingSchema = z.object({ paymentIntentId: paymentIntentIdSchema });
export type CancelBookingRequest = z.infer<typeof cancelBookingSchema>;

/** SPEC §3 "Pending booking": what Book Now leaves in sessionStorage for /app/checkout. */
export const pendingBookingSchema = z.object({
  listingId: z.string().min(1),
  checkIn: z.string().refine(isCalendarDate),
  checkOut: z.string().refine(isCalendarDate),
  numberOfGuests: z.number().int().min(1),
  listingTitle: z.string().optional(),
  /** Issue 34: a business trip, paid by the member's company (POST /api/business-stays instead of the card checkout). */
  business: z.object({ purpose: z.string(), costCentre: z.string().nullable() }).optional(),
});
export type PendingBooking = z.infer<typeof pendingBookingSchema>;

/**
 * Stored booking states. `pending`: created, not paid (its nights are held until `holdExpiresAt`
 * unless the payment failed); `confirmed`: paid, nights booked; `cancelled`: the payment was
 * cancelled (the guest left the checkout, or at Stripe) or, with `cancelledBy`, a paid stay was
 * cancelled and `refundedAmount` went back (issue 17); `refunded`: paid after its nights were
 * taken, so the money went back. Booking requests (issue 17): `requested`: the card is
 * authorized, the nights held until the host answers or `requestExpiresAt`; `declined` by the
 * host, or `expired` unanswered (the authorization was released).
 */

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
  /** Only in the host's list (issue 21): what the stay earns them, and where its payout stands. */
  hostEarnings: hostEarningsSchema.nullable().optional(),
  /**
   * Issue 31: in `GET /api/bookings` and `GET /api/bookings/host`, the caller's side of a confirmed
   * stay's reviews, as `GET /api/reviews/booking/{id}` answers it (null for other stays), so the
   * lists need no request per stay. Absent from the other answers.
   */
  stayReview: z.custom<StayReviewState>().nullable().optional(),
  /** Issue 34: who pays the stay (`self`, or `company` for a business stay), its purpose and cost centre. */
  payer: z.enum(PAYERS),
  purpose: z.string().nullable(),
  costCentre: z.string().nullable(),
  /** Issue 37: the credits a credit stay took (`payer: credits`), and the swap a `payer: swap` stay is a half of. */
  creditsAmount: z.number().int().nullable().optional(),
  swapId: z.string().nullable().optional(),
  /**
   * Issue 35: the travel policy check of a business stay at creation (false and [] for a private
   * stay), the traveller's justification when given, and an approval's deadline and outcome.
   */
  outOfPolicy: z.boolean(),
  policyReasons: z.array(z.object({ rule: z.enum(['nightly-cap', 'max-nights', 'advance-notice']), message: z.string() })),
  justification: z.string().nullable(),
  approvalDeadlineAt: z.string().nullable(),
  approval: z.custom<ApprovalDecision>().nullable(),
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
export const hostStayPeriodSchema = z.enum(hostStayPeriods, { error: HOST_STAY_PERIOD_MESSAGE });

/** `GET /api/bookings/host`: stays on the caller's listings, and their counts (My Hostings). */
export const hostBookingListSchema = bookingListSchema.extend({
  /** Every confirmed stay and every request still waiting for the host's answer (issue 29). */
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
/**
 * `POST /api/bookings/{id}/cancellation` body (optional): the state the caller saw. A guest who
 * clicked Withdraw request on a request the host accepted a moment before gets 409, not a paid
 * stay cancelled under a policy they were not shown.
 */
export const cancelStayRequestSchema = z
  .object({ expectedStatus: z.enum(['confirmed', 'requested']).optional() })
  .strict()
  .optional();
export type CancelStayRequest = z.infer<typeof cancelStayRequestSchema>;

export const cancelStayResponseSchema = z.object({
  /** `withdrawn`: a request the host had not answered yet, closed by its guest (nothing charged). */
  outcome: z.enum(['cancelled', 'already-cancelled', 'withdrawn']),
  booking: bookingViewSchema,
});
export type CancelStayResponse = z.infer<typeof cancelStayResponseSchema>;

/** `POST /api/bookings/{id}/accept` and `/decline` (issue 17): the request, answered by this call or an earlier one. */
export const requestAnswerResponseSchema = z.object({
  outcome: z.enum(['accepted', 'already-accepted', 'declined', 'already-declined']),
  booking: bookingViewSchema,
});
export type RequestAnswerResponse = z.infer<typeof requestAnswerResponseSchema>;

export const bookingIdParamsSchema = z.object({ id: z.string().uuid(BOOKING_NOT_FOUND_MESSAGE) });

/** `GET /api/payments/config`: how the checkout confirms a card. */
export const paymentsConfigSchema = z.object({
  publishableKey: z.string(),
  /** Set only against the local Stripe emulator: the checkout then shows its local test-card form. */
  localApiUrl: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
