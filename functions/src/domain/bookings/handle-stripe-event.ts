import type { PaymentEvent } from '../../adapters/payments/events';
import { getBooking, getBookingIdByPaymentIntent } from '../../store/bookings';
import { nowMs } from '../../clock';
import { confirmPaidBooking } from './confirm-paid-booking';
import { releaseBookingHolds } from './release-booking-holds';
import { onRequestIntentCanceled } from './booking-requests';
import { onChargeRefunded } from './cancel-stay';
import { handleBillingEvent } from '../billing/handle-billing-event';
import { onSetupFeeCheckoutEvent } from '../companies/setup-fee';

/**
 * What a verified event of the payments webhook does, as an outcome to record; the webhook runs it
 * once per event id inside withStripeEventClaim (domain/stripe-event-claim.ts). The event comes
 * read by the payments adapter (adapters/payments/events.ts): `event.data` holds what it is about.
 */
export async function handleStripeEvent(event: PaymentEvent): Promise<string> {
  const data = event.data;
  switch (data.type) {
    case 'payment_intent.succeeded': {
      const intent = data.intent;
      const bookingId = intent.metadata.bookingId;
      const booking = bookingId ? await getBooking(bookingId) : null;
      if (!booking) return 'ignored: no booking';
      return (await confirmPaidBooking(booking, intent)).outcome;
    }
    case 'payment_intent.amount_capturable_updated': {
      // A booking request's card is authorized (issue 17): the same path as the browser's confirm call.
      const intent = data.intent;
      const booking = intent.metadata.bookingId ? await getBooking(intent.metadata.bookingId) : null;
      if (!booking) return 'ignored: no booking';
      return (await confirmPaidBooking(booking, intent)).outcome;
    }
    case 'payment_intent.payment_failed':
      return releaseBookingHolds(data.intent, 'failed');
    case 'payment_intent.canceled': {
      const intent = data.intent;
      const booking = intent.metadata.bookingId ? await getBooking(intent.metadata.bookingId) : null;
      // A request whose decline or expiry stopped right after Stripe's cancel: finish closing it.
      if (booking?.status === 'requested' && booking.paymentIntentId === intent.id) return onRequestIntentCanceled(booking, nowMs());
      return releaseBookingHolds(intent, 'canceled');
    }
    case 'charge.refunded': {
      // A cancelled stay's refund (issue 17), recorded once whoever made it first.
      const paymentIntentId = data.charge.paymentIntentId;
      const bookingId = paymentIntentId ? await getBookingIdByPaymentIntent(paymentIntentId) : null;
      return onChargeRefunded(data.charge, bookingId);
    }
    // Company billing (issue 34): the card on file, the monthly invoices.
    case 'setup_intent.succeeded':
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return handleBillingEvent(event);
    // Self-serve company sign-up (issue 38): the setup fee paid through Stripe Checkout.
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return onSetupFeeCheckoutEvent(event);
    default:
      return 'ignored';
  }
}
