import { randomUUID } from 'node:crypto';
import { BOOKING_HOLD_MINUTES, CURRENCY } from '@worknest/shared/constants';
import { countNights, priceBreakdown, type CreatePaymentIntentRequest } from '@worknest/shared/booking';
import { createBookingWithHolds, type BookingRecord } from '../../store/bookings';
import type { ListingRecord } from '../../store/listings';
import { datesUnavailable } from './booking-errors';
import { INITIAL_STATE } from './lifecycle/table';
import { splitPayment } from '@worknest/shared/payout-rules';
import type { BillingMode } from '@worknest/shared/company-billing-rules';
import type { PolicyReason } from '@worknest/shared/travel-policy-rules';
import { commissionBasisPoints, serviceFeeCents } from './service-fee';

/** Issue 35: a business stay's travel policy check, kept on the booking. */
export interface BusinessStayPolicy {
  outOfPolicy: boolean;
  policyReasons: PolicyReason[];
  justification: string | null;
}

/**
 * Writes a pending, unpaid booking and holds its nights for BOOKING_HOLD_MINUTES, in one
 * transaction. Every amount is computed here from the listing and the configured fee. Throws 409
 * when another booking took a night first.
 */
export async function createBooking(...args: Parameters<typeof newBookingRecord>): Promise<BookingRecord> {
  const booking = newBookingRecord(...args);
  if (!(await createBookingWithHolds(booking, args[3]))) throw datesUnavailable();
  return booking;
}

/** The pending booking createBooking writes, not yet written (issue 37: a swap writes both of its halves at once). */
export function newBookingRecord(
  listing: ListingRecord,
  guestId: string,
  stay: CreatePaymentIntentRequest,
  nowMs: number,
  /** When the hold ends; default BOOKING_HOLD_MINUTES from now. A replacing checkout passes an earlier end. */
  holdUntilMs?: number,
  /** Issue 34: a business stay, paid by the guest's company (its card on file or its monthly invoice). */
  business?: { purpose: string; costCentre: string | null; billingMode: BillingMode; policy?: BusinessStayPolicy },
  /** Issue 37: a stay paid in credits (no money: every amount 0) or a half of a swap. */
  exchange?: { payer: 'credits'; creditsAmount: number } | { payer: 'swap'; swapId: string },
): BookingRecord {
  const nights = countNights(stay.checkIn, stay.checkOut);
  const price = exchange ? { nights, pricePerNight: 0, accommodation: 0, serviceFee: 0, total: 0 } : priceBreakdown(listing.pricePerNight, nights, serviceFeeCents());
  // Issue 21: who gets what is decided here, once, and stays with the booking.
  const split = splitPayment({ accommodationAmount: price.accommodation, serviceFee: price.serviceFee }, commissionBasisPoints());
  const now = new Date(nowMs).toISOString();
  const holdExpiresAtMs = Math.min(holdUntilMs ?? Infinity, nowMs + BOOKING_HOLD_MINUTES * 60_000);
  const booking: BookingRecord = {
    id: randomUUID(),
    listingId: listing.id,
    guestId,
    hostId: listing.userId,
    companyDomain: listing.companyDomain,
    listingTitle: listing.title,
    city: listing.city,
    country: listing.country,
    listingImage: listing.images[0] ?? null,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    numberOfGuests: stay.numberOfGuests,
    status: INITIAL_STATE,
    isPaid: false,
    pricePerNight: price.pricePerNight,
    accommodationAmount: price.accommodation,
    serviceFee: price.serviceFee,
    totalAmount: price.total,
    currency: CURRENCY as 'eur',
    paymentIntentId: null,
    holdExpiresAt: new Date(holdExpiresAtMs).toISOString(),
    holdExpiresAtMs,
    holdsReleasedAt: null,
    lastPaymentError: null,
    specialRequests: null,
    createdAt: now,
    updatedAt: now,
    confirmedAt: null,
    cancelledAt: null,
    refundedAt: null,
    refundId: null,
    refundReason: null,
    // The terms the checkout shows stay with the booking, whatever the host changes later (issue 17).
    cancellationPolicy: listing.cancellationPolicy,
    bookingMode: listing.bookingMode,
    timeZone: listing.timeZone,
    cancelledBy: null,
    cancelledById: null,
    refundedAmount: null,
    requestExpiresAt: null,
    requestExpiresAtMs: null,
    decidedAt: null,
    commissionBasisPoints: split.commissionBasisPoints,
    commissionAmount: split.commissionAmount,
    platformFeeAmount: split.platformFeeAmount,
    hostPayoutAmount: split.hostPayoutAmount,
    payoutStatus: null,
    payoutDueAtMs: null,
    payoutQueueAtMs: null,
    payoutAmount: null,
    transferId: null,
    paidOutAt: null,
    payoutReversedAmount: null,
    payoutError: null,
    payer: exchange?.payer ?? (business ? 'company' : 'self'),
    purpose: business?.purpose ?? null,
    costCentre: business?.costCentre ?? null,
    billingMode: business?.billingMode ?? null,
    invoiceId: null,
    invoiceItemId: null,
    feeItemId: null,
    creditsAmount: exchange?.payer === 'credits' ? exchange.creditsAmount : null,
    swapId: exchange?.payer === 'swap' ? exchange.swapId : null,
    hostReward: null,
    rewardInvoiceItemId: null,
    // Issue 35: every business stay carries its policy check (in or out of policy, approval or not).
    outOfPolicy: business ? (business.policy?.outOfPolicy ?? false) : null,
    policyReasons: business ? (business.policy?.policyReasons ?? []) : null,
    justification: business?.policy?.justification ?? null,
    approvalDeadlineAtMs: null,
    approvalDeadlineAt: null,
    approvalOnDeadline: null,
    approval: null,
  };
  return booking;
}
