import type Stripe from 'stripe';
import { idOf, withStripe } from './client';
import { v1 } from './stripe-http';
import type { Metadata, PaymentIntentStatus, PaymentIntentSummary } from './types';

/**
 * PaymentIntents: the checkout's card payment (or a request's authorization), a business stay's
 * charge of the company's card on file, and their reads, captures and cancels. Every parameter
 * and idempotency key is the caller's, passed through as given.
 */

export function toIntentSummary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    amountCapturableCents: intent.amount_capturable,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    clientSecret: intent.client_secret ?? null,
    lastPaymentErrorMessage: intent.last_payment_error?.message ?? null,
    latestChargeId: idOf(intent.latest_charge),
  };
}

export interface CheckoutIntentInput {
  amountCents: number;
  currency: string;
  /** A booking request only authorizes the card (issue 17): the host's Accept captures it. */
  manualCapture: boolean;
  description: string;
  metadata: Metadata;
  idempotencyKey: string;
}

/** A card-only PaymentIntent the guest's browser confirms. */
export function createCheckoutIntent(input: CheckoutIntentInput): Promise<PaymentIntentSummary> {
  return withStripe(async (stripe) =>
    toIntentSummary(
      await stripe.post<Stripe.PaymentIntent>(
        v1`payment_intents`,
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ['card'],
          ...(input.manualCapture ? { capture_method: 'manual' as const } : {}),
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  );
}

export interface SavedCardChargeInput extends CheckoutIntentInput {
  customerId: string;
  paymentMethodId: string;
}

/** Charges a customer's saved card off-session, confirmed at once (a refused card throws a `card` PaymentProviderError). */
export function chargeSavedCard(input: SavedCardChargeInput): Promise<PaymentIntentSummary> {
  return withStripe(async (stripe) =>
    toIntentSummary(
      await stripe.post<Stripe.PaymentIntent>(
        v1`payment_intents`,
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          ...(input.manualCapture ? { capture_method: 'manual' as const } : {}),
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  );
}

export function retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentSummary> {
  return withStripe(async (stripe) => toIntentSummary(await stripe.get<Stripe.PaymentIntent>(v1`payment_intents/${paymentIntentId}`)));
}

/** Captures an authorized card in full. */
export function capturePaymentIntent(paymentIntentId: string, idempotencyKey: string): Promise<PaymentIntentSummary> {
  return withStripe(async (stripe) => toIntentSummary(await stripe.post<Stripe.PaymentIntent>(v1`payment_intents/${paymentIntentId}/capture`, {}, { idempotencyKey })));
}

export type IntentCancellationReason = 'requested_by_customer' | 'abandoned';

/** Cancels an intent (or a card's authorization); Stripe refuses one already captured or paid (`payment_intent_unexpected_state`). */
export function cancelPaymentIntent(paymentIntentId: string, reason: IntentCancellationReason, idempotencyKey: string): Promise<PaymentIntentSummary> {
  return withStripe(async (stripe) => toIntentSummary(await stripe.post<Stripe.PaymentIntent>(v1`payment_intents/${paymentIntentId}/cancel`, { cancellation_reason: reason }, { idempotencyKey })));
}
