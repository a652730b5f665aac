import type { PaymentsConfig } from '@worknest/shared/booking';
import { paymentKeys } from '../../adapters/payments/keys';
import { defineHandler } from '../../middleware/define-handler';

/**
 * `GET /api/payments/config`: the publishable key the checkout confirms cards with, and (only
 * against the local emulator) the emulator's URL, which makes the checkout show its local card
 * form instead of loading Stripe.js.
 */
export const handler = defineHandler({}, async (): Promise<PaymentsConfig> => {
  const { keys, localApiUrl } = await paymentKeys();
  return { publishableKey: keys.publishableKey, localApiUrl };
});
