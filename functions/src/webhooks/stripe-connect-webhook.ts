import { verifyPaymentEvent } from '../adapters/payments/events';
import { paymentKeys } from '../adapters/payments/keys';
import { handleConnectEvent } from '../domain/payouts/handle-connect-event';
import { withStripeEventClaim } from '../domain/stripe-event-claim';
import { defineHandler } from '../middleware/define-handler';
import { rawBody } from '../middleware/json-body';
import { json } from '../middleware/responses';
import { logger } from '../logging/logger';
import { countWebhookSignatureFailure } from '../logging/metrics';

/**
 * `POST /api/webhooks/stripe-connect` (issue 21): Connect's events (account.updated of connected
 * accounts, transfer.created and transfer.reversed), signed with the Connect endpoint's own
 * secret: an event signed with the payments endpoint's secret is refused here, and the other way
 * round. Each event id is handled once; a failure answers 500 so Stripe delivers it again.
 */
export const handler = defineHandler<undefined, undefined, undefined, null>({ rawBody: true }, async ({ event: request }) => {
  const { keys } = await paymentKeys();
  if (keys.connectWebhookSecrets.length === 0) {
    // A deployment defect (the secret lacks connectWebhookSecret): 500, so Stripe keeps the events until it is fixed.
    throw new Error('The Stripe secret holds no connectWebhookSecret');
  }
  const signature = request.headers['stripe-signature'];
  // Each destination's secret in turn (verifyPaymentEvent tries them all).
  const verified = verifyPaymentEvent(rawBody(request), signature, keys.connectWebhookSecrets);
  if (!verified.ok) {
    logger.warn('connect webhook refused: bad signature', { hasSignature: Boolean(signature) });
    countWebhookSignatureFailure();
    return json(400, { message: 'Invalid webhook signature', code: 'invalid_signature' });
  }

  const event = verified.event;
  const result = await withStripeEventClaim(event, () => handleConnectEvent(event));
  if (result.claim === 'done') return json(200, { received: true, duplicate: true });
  if (result.claim === 'in-progress') return json(409, { message: 'This event is being processed', code: 'in_progress' });
  logger.info('connect webhook handled', { eventId: event.id, type: event.type, account: event.account, outcome: result.outcome });
  return json(200, { received: true, outcome: result.outcome });
});
