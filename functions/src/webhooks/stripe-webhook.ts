import { verifyPaymentEvent } from '../adapters/payments/events';
import { paymentKeys } from '../adapters/payments/keys';
import { handleStripeEvent } from '../domain/bookings/handle-stripe-event';
import { withStripeEventClaim } from '../domain/stripe-event-claim';
import { defineHandler } from '../middleware/define-handler';
import { rawBody } from '../middleware/json-body';
import { json } from '../middleware/responses';
import { logger } from '../logging/logger';
import { countWebhookSignatureFailure } from '../logging/metrics';

/**
 * `POST /api/webhooks/stripe`: Stripe's events. The signature is checked on the exact bytes
 * received (400 otherwise); each event id is handled once however often Stripe delivers it.
 * A failure answers 500 and gives the event back, so Stripe's retry handles it again.
 */
export const handler = defineHandler<undefined, undefined, undefined, null>({ rawBody: true }, async ({ event: request }) => {
  const { keys } = await paymentKeys();
  const verified = verifyPaymentEvent(rawBody(request), request.headers['stripe-signature'], [keys.webhookSecret]);
  if (!verified.ok) {
    logger.warn('webhook refused: bad signature', { error: verified.reason });
    countWebhookSignatureFailure();
    return json(400, { message: 'Invalid webhook signature', code: 'invalid_signature' });
  }
  const event = verified.event;

  const result = await withStripeEventClaim(event, () => handleStripeEvent(event));
  if (result.claim === 'done') return json(200, { received: true, duplicate: true });
  // Another delivery of this event is being handled right now: Stripe will try again later.
  if (result.claim === 'in-progress') return json(409, { message: 'This event is being processed', code: 'in_progress' });
  logger.info('webhook handled', { eventId: event.id, type: event.type, outcome: result.outcome });
  return json(200, { received: true, outcome: result.outcome });
});
