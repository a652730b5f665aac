import type Stripe from 'stripe';
import { withStripe } from './client';
import { v1 } from './stripe-http';
import type { CheckoutSessionSummary, Metadata } from './types';

/** Stripe Checkout (issue 38): the self-serve company's one-time setup fee. */

export function toCheckoutSummary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  return {
    id: session.id,
    status: (session.status ?? null) as CheckoutSessionSummary['status'],
    url: session.url ?? null,
    paymentStatus: session.payment_status as CheckoutSessionSummary['paymentStatus'],
    amountTotalCents: session.amount_total ?? null,
    metadata: { ...(session.metadata ?? {}) },
  };
}

export function retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionSummary> {
  return withStripe(async (stripe) => toCheckoutSummary(await stripe.get<Stripe.Checkout.Session>(v1`checkout/sessions/${sessionId}`)));
}

export function expireCheckoutSession(sessionId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Checkout.Session>(v1`checkout/sessions/${sessionId}/expire`);
  });
}

export interface OneTimeCheckoutInput {
  amountCents: number;
  currency: string;
  productName: string;
  customerEmail: string;
  clientReferenceId: string;
  /** On the session and on its PaymentIntent. */
  metadata: Metadata;
  paymentDescription: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A Checkout Session (mode `payment`) for one line of quantity one. */
export function createOneTimeCheckoutSession(input: OneTimeCheckoutInput): Promise<CheckoutSessionSummary> {
  return withStripe(async (stripe) =>
    toCheckoutSummary(
      await stripe.post<Stripe.Checkout.Session>(
        v1`checkout/sessions`,
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.productName } } }],
          customer_email: input.customerEmail,
          client_reference_id: input.clientReferenceId,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata, description: input.paymentDescription },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  );
}
