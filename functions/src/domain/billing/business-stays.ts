import { stayNights, type CreatePaymentIntentRequest } from '@worknest/shared/booking';
import { BUSINESS_STAY_MESSAGES, matchCostCentre, type Payer } from '@worknest/shared/business-stay-rules';
import { BOOKING_REQUEST_TTL_MS } from '@worknest/shared/cancellation';
import { needsApproval, TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';
import { cardRefusedError, isCardRefusal } from '../../adapters/payments/errors';
import { chargeSavedCard } from '../../adapters/payments/intents';
import type { PaymentIntentSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { businessMetrics, countEvent } from '../../logging/metrics';
import { attachPaymentIntent, getBooking, type BookingRecord } from '../../store/bookings';
import { nowMs as clockNow } from '../../clock';
import { getCompanyBilling, getCostCentres, type CompanyBillingRecord } from '../../store/company-billing';
import { forgetCompanyStay, queueCompanyStay } from '../../store/company-stays';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem } from '../../store/outbox';
import { datesUnavailable, bookingRefunded, paymentUnavailable } from '../bookings/booking-errors';
import { confirmPaidBooking } from '../bookings/confirm-paid-booking';
import { createBooking } from '../bookings/create-booking';
import { ensureAvailable } from '../bookings/ensure-available';
import { ensureBookable } from '../bookings/ensure-bookable';
import { confirmWithNights, markCheckoutCancelled, markRequested } from '../bookings/lifecycle';
import { confirmationMails, notifyConfirmed } from '../bookings/notify-confirmed';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { LISTING_NOT_FOUND } from '../listings/find-visible-listing';
import type { Viewer } from '../listings/viewer';
import { billingIsReady } from './billing-view';
import { requestApproval } from '../approvals/request-approval';
import { checkStayAgainstPolicy } from '../approvals/travel-policy';

/**
 * Issue 34: `POST /api/business-stays`, a stay the member's company pays (ADR 0110). The stay is
 * checked exactly as a private checkout checks it (ensureBookable, ensureAvailable, createBooking
 * holding its nights), then paid the company's way:
 * - card: the card on file is charged off-session (manual capture on a request listing: the
 *   host's Accept captures it, as for a private request), with the booking's idempotency key;
 *   a refusal (declined, authentication required) answers 402 with the card's message and the
 *   nights go back (`company-card-refused`). The payment then confirms through the private
 *   checkout's own path (confirmPaidBooking).
 * - invoice: nothing is charged now; the stay is confirmed (`company-billed`) or, on a request
 *   listing, sent to the host (`company-request-sent`), and its lines go on the company's monthly
 *   invoice (company-stay-invoice.ts) once confirmed.
 * Either way the stay is queued for the bill-company-stays job, which puts its lines on the
 * company's draft invoice once it is confirmed (the stay in invoice mode, the fees in both): one
 * path for the lines, so a stay confirmed by the host's Accept is billed the same way.
 */

export interface BusinessStayInput extends CreatePaymentIntentRequest {
  purpose: string;
  costCentre?: string | null;
  /** Issue 35: why an out-of-policy trip is needed (10–500 characters; required when it then needs approval). */
  justification?: string | null;
}

/** The company's billing, ready for business stays; 409 otherwise. */
async function readyBilling(domain: string): Promise<CompanyBillingRecord> {
  const billing = await getCompanyBilling(domain);
  if (!billingIsReady(billing)) throw new ConflictError(BUSINESS_STAY_MESSAGES.notSetUp, 'business_stays_not_set_up');
  return billing;
}

/** The cost centre as the company spells it; 400 when required and missing, or not one of the company's. */
async function costCentreFor(billing: CompanyBillingRecord, requested: string | null | undefined): Promise<string | null> {
  const given = requested?.trim() ? requested.trim() : null;
  if (!given) {
    if (billing.requireCostCentre) throw new InvalidInputError(BUSINESS_STAY_MESSAGES.costCentreRequired, [{ path: 'costCentre', message: BUSINESS_STAY_MESSAGES.costCentreRequired }], 'validation_failed');
    return null;
  }
  const code = matchCostCentre(given, await getCostCentres(billing.domain));
  if (!code) throw new InvalidInputError(BUSINESS_STAY_MESSAGES.unknownCostCentre, [{ path: 'costCentre', message: BUSINESS_STAY_MESSAGES.unknownCostCentre }], 'validation_failed');
  return code;
}

export async function bookBusinessStay(guest: Viewer, input: BusinessStayInput): Promise<BookingRecord> {
  const listing = await ensureBookable(input.listingId, guest);
  const billing = await readyBilling(guest.companyDomain);
  const costCentre = await costCentreFor(billing, input.costCentre);
  const now = clockNow();
  const stay = { listingId: input.listingId, checkIn: input.checkIn, checkOut: input.checkOut, numberOfGuests: input.numberOfGuests };
  await ensureAvailable(listing, stay, guest.userId, now);
  // Issue 35: the company's travel policy; a stay that needs approval waits for it, nothing charged.
  const { policy, check } = await checkStayAgainstPolicy(guest.companyDomain, listing, stay, now);
  const approval = needsApproval(policy, check);
  const justification = input.justification?.trim() ? input.justification.replace(/\s+/g, ' ').trim() : null;
  if (approval && !check.inPolicy && !justification) {
    throw new InvalidInputError(TRAVEL_POLICY_MESSAGES.justification, [{ path: 'justification', message: TRAVEL_POLICY_MESSAGES.justification }], 'justification_required');
  }
  const booking = await createBooking(listing, guest.userId, stay, now, undefined, {
    purpose: input.purpose,
    costCentre,
    billingMode: billing.mode,
    policy: { outOfPolicy: !check.inPolicy, policyReasons: check.reasons, justification },
  });
  if (approval) return requestApproval(booking, policy, now);
  // Queued before any money moves: the job finishes what this request could not.
  await queueCompanyStay({ bookingId: booking.id, domain: booking.companyDomain, queuedAtMs: now });
  countEvent(businessMetrics.checkoutsStarted);
  const result = billing.mode === 'card' ? await payByCard(booking, billing) : await payByInvoice(booking, now);
  logger.info('business stay booked', { bookingId: result.id, domain: result.companyDomain, mode: billing.mode, status: result.status, costCentre });
  return result;
}

async function payByCard(booking: BookingRecord, billing: CompanyBillingRecord): Promise<BookingRecord> {
  let intent: PaymentIntentSummary;
  try {
    intent = await chargeSavedCard({
      amountCents: booking.totalAmount,
      currency: booking.currency,
      customerId: billing.stripeCustomerId!,
      paymentMethodId: billing.card!.paymentMethodId,
      manualCapture: booking.bookingMode === 'request',
      description: `Worknest business stay: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
      metadata: { bookingId: booking.id, listingId: booking.listingId, guestId: booking.guestId, companyDomain: booking.companyDomain, payer: 'company' satisfies Payer },
      idempotencyKey: `business-stay-${booking.id}`,
    });
  } catch (error) {
    await releaseHolds(booking);
    if (isCardRefusal(error)) {
      await markCheckoutCancelled(booking, 'company-card-refused');
      logger.info('business stay: the company card was refused', { bookingId: booking.id, code: error.code, declineCode: error.declineCode });
      throw cardRefusedError(error, BUSINESS_STAY_MESSAGES.cardRefused);
    }
    logger.error('business stay: could not charge the company card', { bookingId: booking.id, error: error as Error });
    await markCheckoutCancelled(booking, 'intent-not-created');
    throw paymentUnavailable();
  }
  await attachPaymentIntent(booking.id, intent.id);
  const confirmation = await confirmPaidBooking({ ...booking, paymentIntentId: intent.id }, intent);
  if (confirmation.outcome === 'refunded') throw bookingRefunded(confirmation.booking.refundReason);
  if (confirmation.outcome === 'request-closed') throw datesUnavailable();
  return (await getBooking(booking.id)) ?? confirmation.booking;
}

async function payByInvoice(booking: BookingRecord, now: number): Promise<BookingRecord> {
  if (booking.bookingMode === 'request') {
    const outcome = await markRequested(booking, now, now + BOOKING_REQUEST_TTL_MS, [outboxMailItem({ kind: 'request-received-host', bookingId: booking.id }, now)], 'company-request-sent');
    if (outcome !== 'requested') {
      await releaseHolds(booking);
      throw datesUnavailable();
    }
    countEvent(businessMetrics.requestsAuthorized);
    return (await getBooking(booking.id)) ?? booking;
  }
  const outcome = await confirmWithNights(booking, now, confirmationMails(booking.id, now), 'company-billed');
  if (outcome !== 'confirmed') {
    await releaseHolds(booking);
    if (outcome === 'listing-gone') throw new NotFoundError(LISTING_NOT_FOUND);
    throw datesUnavailable();
  }
  const confirmed = (await getBooking(booking.id)) ?? booking;
  await notifyConfirmed(confirmed);
  countEvent(businessMetrics.bookingsConfirmed);
  return confirmed;
}

async function releaseHolds(booking: BookingRecord): Promise<void> {
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  await forgetCompanyStay(booking.id);
}

/**
 * Issue 35: a stay an approver (or the deadline) approved goes on as any business stay: queued for
 * the bill-company-stays job, then charged or invoiced the way the company pays now, and confirmed
 * or sent to the host, through the same lifecycle rows as a stay that needed no approval.
 */
export async function continueApprovedStay(booking: BookingRecord): Promise<BookingRecord> {
  const now = clockNow();
  const billing = await readyBilling(booking.companyDomain);
  await queueCompanyStay({ bookingId: booking.id, domain: booking.companyDomain, queuedAtMs: now });
  countEvent(businessMetrics.checkoutsStarted);
  const result = billing.mode === 'card' ? await payByCard(booking, billing) : await payByInvoice(booking, now);
  logger.info('approved business stay went on', { bookingId: result.id, domain: result.companyDomain, mode: billing.mode, status: result.status });
  return result;
}
