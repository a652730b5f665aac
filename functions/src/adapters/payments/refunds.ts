import { withStripe } from './client';
import type { Metadata } from './types';

/** Refunds of a PaymentIntent's charge, with the caller's idempotency key. */

export interface RefundInput {
  paymentIntentId: string;
  /** Cents; the whole payment when left out. */
  amountCents?: number;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  metadata: Metadata;
  idempotencyKey: string;
}

/** @returns the refund's id. Stripe refuses a charge refunded already with `charge_already_refunded`. */
export function createRefund(input: RefundInput): Promise<string> {
  return withStripe(async (stripe) => {
    const refund = await stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return refund.id;
  });
}

/** The id of the payment's latest refund, or null when it has none. */
export function latestRefundId(paymentIntentId: string): Promise<string | null> {
  return withStripe(async (stripe) => (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 })).data[0]?.id ?? null);
}
