import type Stripe from 'stripe';
import { idOf } from './client';
import { toCheckoutSummary } from './checkout-sessions';
import { toIntentSummary } from './intents';
import { toSetupIntentSummary } from './customers';
import { toAccountSummary, toTransferSummary } from './transfers';
import { checkStripeSignature } from './webhook-signature';
import type { CheckoutSessionSummary, ConnectedAccountSummary, InvoiceStatusValue, PaymentIntentSummary, SetupIntentSummary, TransferSummary } from './types';

/**
 * The two webhooks' events (payments and Connect): the signature checked on the exact bytes
 * received, then the event read into the app's own shape. `type` is Stripe's event type (what the
 * claim records and the logs say); `data` carries the object of the events the app handles, keyed
 * by the same type, and `{ type: 'unhandled' }` for every other.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The connected account an event of the Connect webhook is about, else null. */
  account: string | null;
  data: PaymentEventData;
}

export type PaymentEventData =
  | {
      type: 'payment_intent.succeeded' | 'payment_intent.amount_capturable_updated' | 'payment_intent.payment_failed' | 'payment_intent.canceled';
      intent: PaymentIntentSummary;
    }
  | { type: 'charge.refunded'; charge: { paymentIntentId: string | null } }
  | { type: 'setup_intent.succeeded'; setupIntent: SetupIntentSummary }
  | { type: 'invoice.finalized' | 'invoice.paid' | 'invoice.payment_failed'; invoice: { id: string; number: string | null; status: InvoiceStatusValue | null; totalCents: number } }
  | { type: 'checkout.session.completed' | 'checkout.session.expired'; checkout: CheckoutSessionSummary }
  | { type: 'account.updated'; account: ConnectedAccountSummary }
  | { type: 'transfer.created' | 'transfer.reversed'; transfer: TransferSummary }
  | { type: 'unhandled' };

export type VerifiedEvent = { ok: true; event: PaymentEvent } | { ok: false; reason: string };

/**
 * Checks the `Stripe-Signature` header against each signing secret in turn (a Connect route may
 * have two destinations); the first that verifies wins (webhook-signature.ts: node:crypto, no SDK).
 */
export function verifyPaymentEvent(rawBody: string | Buffer, signature: string | undefined, secrets: readonly string[]): VerifiedEvent {
  if (!signature) return { ok: false, reason: 'missing Stripe-Signature header' };
  let reason = 'no signing secret';
  for (const secret of secrets) {
    const check = checkStripeSignature(rawBody, signature, secret);
    if (!check.ok) {
      reason = check.reason;
      continue;
    }
    try {
      return { ok: true, event: toPaymentEvent(JSON.parse(rawBody.toString()) as Stripe.Event) };
    } catch (error) {
      return { ok: false, reason: `signed body is not an event: ${(error as Error).message}` };
    }
  }
  return { ok: false, reason };
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  return { id: event.id, type: event.type, account: event.account ?? null, data: eventData(event) };
}

function eventData(event: Stripe.Event): PaymentEventData {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { type: event.type, intent: toIntentSummary(event.data.object) };
    case 'charge.refunded':
      return { type: event.type, charge: { paymentIntentId: idOf(event.data.object.payment_intent) } };
    case 'setup_intent.succeeded':
      return { type: event.type, setupIntent: toSetupIntentSummary(event.data.object) };
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return { type: event.type, invoice: { id: invoice.id!, number: invoice.number ?? null, status: (invoice.status ?? null) as InvoiceStatusValue | null, totalCents: invoice.total } };
    }
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { type: event.type, checkout: toCheckoutSummary(event.data.object) };
    case 'account.updated':
      return { type: event.type, account: toAccountSummary(event.data.object) };
    case 'transfer.created':
    case 'transfer.reversed':
      return { type: event.type, transfer: toTransferSummary(event.data.object) };
    default:
      return { type: 'unhandled' };
  }
}
