import type Stripe from 'stripe';
import { withStripe } from './client';
import { v1 } from './stripe-http';
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
    const refund = await stripe.post<Stripe.Refund>(
      v1`refunds`,
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
  return withStripe(async (stripe) => (await stripe.get<Stripe.ApiList<Stripe.Refund>>(v1`refunds`, { payment_intent: paymentIntentId, limit: 1 })).data[0]?.id ?? null);
}
