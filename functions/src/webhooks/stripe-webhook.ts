import Stripe from 'stripe';
import { payments } from '../adapters/payments';
import { confirmPaidBooking } from '../domain/bookings/confirm-paid-booking';
import { releaseBookingHolds } from '../domain/bookings/release-booking-holds';
import { defineHandler } from '../middleware/define-handler';
import { rawBody } from '../middleware/json-body';
import { json } from '../middleware/responses';
import { logger } from '../logging/logger';
import { onRequestIntentCanceled } from '../domain/bookings/booking-requests';
import { onChargeRefunded } from '../domain/bookings/cancel-stay';
import { getBooking, getBookingIdByPaymentIntent } from '../store/bookings';
import { nowMs } from '../store/clock';
import { claimStripeEvent, markStripeEventDone, releaseStripeEvent } from '../store/stripe-events';

/**
 * `POST /api/webhooks/stripe`: Stripe's events. The signature is checked on the exact bytes
 * received (400 otherwise); each event id is handled once however often Stripe delivers it.
 * A failure answers 500 and gives the event back, so Stripe's retry handles it again.
 */
export const handler = defineHandler<undefined, undefined, undefined, null>({ rawBody: true }, async ({ event: request }) => {
  const { keys } = await payments();
  const signature = request.headers['stripe-signature'];
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing Stripe-Signature header');
    event = Stripe.webhooks.constructEvent(rawBody(request), signature, keys.webhookSecret);
  } catch (error) {
    logger.warn('webhook refused: bad signature', { error: (error as Error).message });
    return json(400, { message: 'Invalid webhook signature', code: 'invalid_signature' });
  }

  const claim = await claimStripeEvent(event.id, event.type, nowMs());
  if (claim === 'done') return json(200, { received: true, duplicate: true });
  // Another delivery of this event is being handled right now: Stripe will try again later.
  if (claim === 'in-progress') return json(409, { message: 'This event is being processed', code: 'in_progress' });
  try {
    const outcome = await handleEvent(event);
    await markStripeEventDone(event.id, outcome);
    logger.info('webhook handled', { eventId: event.id, type: event.type, outcome });
    return json(200, { received: true, outcome });
  } catch (error) {
    await releaseStripeEvent(event.id).catch(() => undefined);
    throw error;
  }
});

async function handleEvent(event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const bookingId = intent.metadata?.bookingId;
      const booking = bookingId ? await getBooking(bookingId) : null;
      if (!booking) return 'ignored: no booking';
      return (await confirmPaidBooking(booking, intent)).outcome;
    }
    case 'payment_intent.amount_capturable_updated': {
      // A booking request's card is authorized (issue 17): the same path as the browser's confirm call.
      const intent = event.data.object;
      const booking = intent.metadata?.bookingId ? await getBooking(intent.metadata.bookingId) : null;
      if (!booking) return 'ignored: no booking';
      return (await confirmPaidBooking(booking, intent)).outcome;
    }
    case 'payment_intent.payment_failed':
      return releaseBookingHolds(event.data.object, 'failed');
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const booking = intent.metadata?.bookingId ? await getBooking(intent.metadata.bookingId) : null;
      if (booking?.status === 'requested' && booking.paymentIntentId === intent.id) return onRequestIntentCanceled(booking, nowMs());
      return releaseBookingHolds(intent, 'canceled');
    }
    case 'charge.refunded': {
      // A cancelled stay's refund (issue 17), recorded once whoever made it first.
      const charge = event.data.object;
      const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const bookingId = paymentIntentId ? await getBookingIdByPaymentIntent(paymentIntentId) : null;
      return onChargeRefunded(charge, bookingId);
    }
    default:
      return 'ignored';
  }
}
