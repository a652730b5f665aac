import { stayNights, type CreatePaymentIntentRequest, type PaymentIntentResponse } from '@worknest/shared/booking';
import { paymentsReady } from '../../adapters/payments/client';
import { retrievePaymentIntent } from '../../adapters/payments/intents';
import type { PaymentIntentStatus, PaymentIntentSummary } from '../../adapters/payments/types';
import { logger } from '../../logging/logger';
import { attachPaymentIntent, findHeldBookingForStay, type BookingRecord } from '../../store/bookings';
import { markCheckoutCancelled } from './lifecycle';
import { nowMs } from '../../clock';
import { releaseHeldNights } from '../../store/nights';
import type { Viewer } from '../listings/viewer';
import { paymentUnavailable } from './booking-errors';
import { cancelSupersededCheckouts, planCheckout } from './checkout-limits';
import { createBooking } from './create-booking';
import { createBookingIntent } from './create-booking-intent';
import { ensureAvailable } from './ensure-available';
import { ensureBookable } from './ensure-bookable';
import { businessMetrics, countEvent } from '../../logging/metrics';

const OPEN_STATUSES: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * `POST /api/create-payment-intent`: checks the stay, holds its nights in a new pending booking
 * and creates the PaymentIntent for it. Asking again for the same stay while its nights are held
 * (a reload of the checkout) answers the same booking and intent.
 */
export async function startPayment(guest: Viewer, stay: CreatePaymentIntentRequest): Promise<PaymentIntentResponse> {
  const listing = await ensureBookable(stay.listingId, guest);
  // The keys and client load first: a provider that cannot be reached writes no booking.
  await paymentsReady();
  const now = nowMs();

  const held = await findHeldBookingForStay(guest.userId, stay, now);
  if (held?.paymentIntentId) {
    const intent = await retrievePaymentIntent(held.paymentIntentId).catch(() => null);
    if (intent && OPEN_STATUSES.includes(intent.status) && intent.amountCents === held.totalAmount) return answer(held, intent);
  }

  await ensureAvailable(listing, stay, guest.userId, now);
  // Counted only for a stay that passes the rules: a mistyped date costs no budget.
  const plan = await planCheckout(guest.userId, listing.id, now);
  const booking = await createBooking(listing, guest.userId, stay, now, plan.holdUntilMs);
  let intent: PaymentIntentSummary;
  try {
    intent = await createBookingIntent(booking);
    // A request's checkout ends at the card's authorization, an instant one's at the payment (the checkout alarm).
    countEvent(booking.bookingMode === 'request' ? businessMetrics.requestCheckoutsStarted : businessMetrics.checkoutsStarted);
    await attachPaymentIntent(booking.id, intent.id);
  } catch (error) {
    logger.error('could not create the PaymentIntent; releasing the holds', { error: error as Error, bookingId: booking.id });
    await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
    await markCheckoutCancelled(booking, 'intent-not-created');
    throw paymentUnavailable();
  }
  await cancelSupersededCheckouts(plan.superseded);
  return answer({ ...booking, paymentIntentId: intent.id }, intent);
}

function answer(booking: BookingRecord, intent: PaymentIntentSummary): PaymentIntentResponse {
  return {
    clientSecret: intent.clientSecret!,
    totalAmount: booking.totalAmount,
    serviceFee: booking.serviceFee,
    nights: booking.nights,
    listingTitle: booking.listingTitle,
    paymentIntentId: intent.id,
    bookingId: booking.id,
    pricePerNight: booking.pricePerNight,
    holdExpiresAt: booking.holdExpiresAt,
    cancellationPolicy: booking.cancellationPolicy,
    bookingMode: booking.bookingMode,
    timeZone: booking.timeZone,
  };
}
