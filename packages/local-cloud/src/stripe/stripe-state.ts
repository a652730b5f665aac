import type { FormObject, FormValue } from './form-body';
import { epochSeconds, stripeId } from './ids';
import { invalidRequest, resourceMissing, StripeApiError, unexpectedState, unknownParameter } from './stripe-errors';
import { cardBrand, chargeOutcome, luhnValid, TEST_CARDS, TEST_PAYMENT_METHODS, type CardDetails, type ChargeOutcome } from './test-cards';

/**
 * The emulator's objects and their rules: PaymentIntents (create, retrieve, update, confirm,
 * capture for `capture_method=manual`, cancel), PaymentMethods, charges and (partial) refunds,
 * and the events each change produces. Everything
 * is in memory; nothing here knows about HTTP.
 */

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_capture' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  /** `manual`: a successful confirmation only authorizes the card (`requires_capture`) until captured or cancelled. */
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: CardDetails;
  billing_details: { address: null; email: null; name: null; phone: null };
  created: number;
  /** The Customer it is attached to (payment_methods/attach, a succeeded SetupIntent), else null. */
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: CardDetails };
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  /** Set on events of a connected account (Connect): delivered to Connect webhook endpoints only. */
  account?: string;
}

/** Who is calling: a secret key may do everything, a publishable key only what Stripe.js does. */
export interface Caller {
  keyKind: 'secret' | 'publishable';
  requestId: string;
  idempotencyKey: string | null;
}

export interface StripeStateOptions {
  apiVersion: string;
  /** Epoch ms; the local cloud shifts it together with the functions' clock. */
  now?: () => number;
  /** Called for every event, in the order the changes happen. */
  onEvent: (event: StripeEvent) => void;
}

const CURRENCY_MINIMUM_CENTS: Record<string, number> = { eur: 50, usd: 50, gbp: 30, chf: 50 };
const MAX_AMOUNT = 99_999_999;
const CONFIRMABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

export interface StripeStateSnapshot {
  paymentIntents: PaymentIntent[];
  paymentMethods: PaymentMethod[];
  charges: Charge[];
  refunds: Refund[];
  events: StripeEvent[];
  cardNumbers: [string, string][];
}

export class StripeState {
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly events = new Map<string, StripeEvent>();
  /** Set by the billing resources (customers.ts): whether a Customer id exists. */
  customerExists: ((id: string) => boolean) | null = null;

  constructor(private readonly options: StripeStateOptions) {}

  private nowSeconds(): number {
    return epochSeconds(this.options.now?.() ?? Date.now());
  }

  /** Every object, as plain JSON (objects refer to each other by id), for the dev state file. */
  saveState(): StripeStateSnapshot {
    return {
      paymentIntents: [...this.paymentIntents.values()],
      paymentMethods: [...this.paymentMethods.values()],
      charges: [...this.charges.values()],
      refunds: [...this.refunds.values()],
      events: [...this.events.values()],
      cardNumbers: [...this.cardNumbers.entries()],
    };
  }

  /** Puts back what `saveState` returned (on an empty state, at start). */
  loadState(snapshot: Partial<StripeStateSnapshot>): void {
    for (const intent of snapshot.paymentIntents ?? []) this.paymentIntents.set(intent.id, intent);
    for (const method of snapshot.paymentMethods ?? []) this.paymentMethods.set(method.id, method);
    for (const charge of snapshot.charges ?? []) this.charges.set(charge.id, charge);
    for (const refund of snapshot.refunds ?? []) this.refunds.set(refund.id, refund);
    for (const event of snapshot.events ?? []) this.events.set(event.id, event);
    for (const [id, number] of snapshot.cardNumbers ?? []) this.cardNumbers.set(id, number);
  }

  // --- PaymentIntents ---------------------------------------------------------------------

  createPaymentIntent(params: FormObject, caller: Caller): PaymentIntent {
    allowOnly(params, ['amount', 'currency', 'metadata', 'description', 'receipt_email', 'payment_method', 'payment_method_types', 'allowed_payment_method_types', 'automatic_payment_methods', 'confirm', 'capture_method', 'customer', 'return_url', 'expand', 'off_session', 'setup_future_usage']);
    const currency = requiredCurrency(params.currency);
    const amount = requiredAmount(params.amount, currency);
    const captureMethod = params.capture_method === undefined ? 'automatic' : stringParam(params.capture_method, 'capture_method');
    if (captureMethod !== 'automatic' && captureMethod !== 'automatic_async' && captureMethod !== 'manual') {
      throw invalidRequest('Invalid capture_method: must be one of automatic, automatic_async, or manual', 'capture_method');
    }
    const automatic = params.automatic_payment_methods;
    const automaticEnabled = isObject(automatic) && booleanParam(automatic.enabled, 'automatic_payment_methods[enabled]');
    // Newer API versions name the list `allowed_payment_method_types`; older ones `payment_method_types`.
    const typesParam = params.allowed_payment_method_types !== undefined ? 'allowed_payment_method_types' : 'payment_method_types';
    const paymentMethodTypes = params[typesParam] === undefined ? ['card'] : stringList(params[typesParam]!, typesParam);
    if (paymentMethodTypes.some((type) => type !== 'card')) {
      throw invalidRequest('The local Stripe emulator supports card payments only.', typesParam);
    }
    const paymentMethod = params.payment_method === undefined ? null : this.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method'));
    const customer = params.customer === undefined ? null : stringParam(params.customer, 'customer');
    if (customer !== null && this.customerExists && !this.customerExists(customer)) throw resourceMissing('customer', customer, 'customer');
    if (paymentMethod?.customer && paymentMethod.customer !== customer) {
      throw invalidRequest(
        `The provided PaymentMethod ${paymentMethod.id} belongs to customer ${paymentMethod.customer}. Pass customer=${paymentMethod.customer} to use it.`,
        'payment_method',
      );
    }
    // Off-session (issue 34): the customer is not there; a card that asks for authentication fails.
    const offSession = params.off_session !== undefined && booleanParam(params.off_session, 'off_session');
    const confirmNow = params.confirm !== undefined && booleanParam(params.confirm, 'confirm');
    if (offSession && !confirmNow) throw invalidRequest('off_session can only be used when confirm=true.', 'off_session');
    if (offSession && !customer) throw invalidRequest('An off-session payment needs the customer whose saved PaymentMethod it charges.', 'customer');
    const id = stripeId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: params.allowed_payment_method_types === undefined ? null : paymentMethodTypes,
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automaticEnabled ? { enabled: true, allow_redirects: 'always' } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: captureMethod,
      client_secret: `${id}_secret_${stripeId('x', 25).slice(2)}`,
      confirmation_method: 'automatic',
      created: this.nowSeconds(),
      currency,
      customer,
      description: optionalString(params.description, 'description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataParam(params.metadata),
      next_action: null,
      payment_method: paymentMethod?.id ?? null,
      payment_method_types: paymentMethodTypes,
      receipt_email: optionalString(params.receipt_email, 'receipt_email'),
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    };
    this.paymentIntents.set(id, intent);
    this.emit('payment_intent.created', intent, caller);
    if (confirmNow) return this.confirm(intent, paymentMethod, caller, { offSession });
    return intent;
  }

  retrievePaymentIntent(id: string, clientSecret?: string): PaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, 'intent');
    if (clientSecret !== undefined) assertClientSecret(intent, clientSecret);
    return intent;
  }

  updatePaymentIntent(id: string, params: FormObject, caller: Caller): PaymentIntent {
    const intent = this.retrievePaymentIntent(id);
    allowOnly(params, ['amount', 'currency', 'metadata', 'description', 'receipt_email', 'payment_method', 'expand']);
    if (!CONFIRMABLE.includes(intent.status)) {
      throw unexpectedState(`You cannot update this PaymentIntent because it has a status of ${intent.status}.`);
    }
    if (params.currency !== undefined) intent.currency = requiredCurrency(params.currency);
    if (params.amount !== undefined) intent.amount = requiredAmount(params.amount, intent.currency);
    if (params.metadata !== undefined) intent.metadata = mergeMetadata(intent.metadata, params.metadata);
    if (params.description !== undefined) intent.description = optionalString(params.description, 'description');
    if (params.receipt_email !== undefined) intent.receipt_email = optionalString(params.receipt_email, 'receipt_email');
    if (params.payment_method !== undefined) {
      intent.payment_method = this.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method')).id;
      intent.status = 'requires_confirmation';
    }
    this.emit('payment_intent.updated', intent, caller);
    return intent;
  }

  /** `POST /v1/payment_intents/{id}/confirm`: with a secret key, or a publishable key and the client secret. */
  confirmPaymentIntent(id: string, params: FormObject, caller: Caller): PaymentIntent {
    const allowed = ['payment_method', 'payment_method_data', 'return_url', 'receipt_email', 'expand', 'client_secret', 'key', 'expected_payment_method_type', 'use_stripe_sdk', 'error_on_requires_action', 'off_session'];
    allowOnly(params, caller.keyKind === 'secret' ? allowed.filter((name) => name !== 'key') : allowed);
    const intent = this.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, 'intent');
    if (caller.keyKind === 'publishable') {
      if (params.client_secret === undefined) {
        throw invalidRequest('A publishable key can confirm a PaymentIntent only with its client_secret.', 'client_secret');
      }
      assertClientSecret(intent, stringParam(params.client_secret, 'client_secret'));
    } else if (params.client_secret !== undefined) {
      assertClientSecret(intent, stringParam(params.client_secret, 'client_secret'));
    }
    if (!CONFIRMABLE.includes(intent.status)) {
      throw unexpectedState(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
      );
    }
    if (params.receipt_email !== undefined) intent.receipt_email = optionalString(params.receipt_email, 'receipt_email');
    let paymentMethod: PaymentMethod | null = null;
    if (params.payment_method !== undefined) paymentMethod = this.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method'));
    else if (params.payment_method_data !== undefined) paymentMethod = this.paymentMethodFromData(params.payment_method_data, intent);
    else if (intent.payment_method) paymentMethod = this.paymentMethods.get(intent.payment_method) ?? null;
    if (!paymentMethod) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const offSession = caller.keyKind === 'secret' && booleanParam(params.off_session, 'off_session');
    return this.confirm(intent, paymentMethod, caller, { offSession });
  }

  cancelPaymentIntent(id: string, params: FormObject, caller: Caller): PaymentIntent {
    allowOnly(params, ['cancellation_reason', 'expand']);
    const intent = this.retrievePaymentIntent(id);
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      );
    }
    const reason = params.cancellation_reason === undefined ? null : stringParam(params.cancellation_reason, 'cancellation_reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason !== null && !reasons.includes(reason)) {
      throw invalidRequest(`Invalid cancellation_reason: must be one of ${reasons.join(', ')}`, 'cancellation_reason');
    }
    const authorized = intent.status === 'requires_capture' && intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    intent.status = 'canceled';
    intent.canceled_at = this.nowSeconds();
    intent.cancellation_reason = reason;
    intent.amount_capturable = 0;
    if (authorized) {
      // Stripe: "For PaymentIntents with a status of requires_capture, the remaining amount_capturable
      // is automatically refunded": the authorization is released as a refund of the uncaptured charge.
      const refund = this.recordRefund(authorized, authorized.amount - authorized.amount_refunded, null, {});
      this.emit('refund.created', refund, caller);
      this.emit('charge.refunded', authorized, caller);
    }
    this.emit('payment_intent.canceled', intent, caller);
    return intent;
  }

  /**
   * `POST /v1/payment_intents/{id}/capture`: takes the authorized amount (or `amount_to_capture`
   * of it; the rest is released) from an intent in `requires_capture`, as Stripe does.
   */
  capturePaymentIntent(id: string, params: FormObject, caller: Caller): PaymentIntent {
    allowOnly(params, ['amount_to_capture', 'metadata', 'expand', 'final_capture']);
    const intent = this.retrievePaymentIntent(id);
    if (intent.status !== 'requires_capture') {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw unexpectedState('This PaymentIntent has no authorized charge to capture.');
    const amount = params.amount_to_capture === undefined ? intent.amount_capturable : integerParam(params.amount_to_capture, 'amount_to_capture');
    if (amount <= 0) throw invalidRequest('Invalid positive integer', 'amount_to_capture');
    if (amount > intent.amount_capturable) {
      throw invalidRequest(
        `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
        'amount_to_capture',
        'amount_too_large',
      );
    }
    if (params.metadata !== undefined) intent.metadata = mergeMetadata(intent.metadata, params.metadata);
    charge.captured = true;
    charge.amount_captured = amount;
    // What is not captured goes back to the card.
    charge.amount_refunded = charge.amount - amount;
    charge.refunded = false;
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    this.emit('charge.captured', charge, caller);
    this.emit('payment_intent.succeeded', intent, caller);
    return intent;
  }

  listPaymentIntents(limit: number): PaymentIntent[] {
    return [...this.paymentIntents.values()].reverse().slice(0, limit);
  }

  /** Charges the payment method: the test card decides. A decline is a 402 that Stripe keeps for the idempotency key. */
  private confirm(intent: PaymentIntent, paymentMethod: PaymentMethod | null, caller: Caller, options: { offSession?: boolean } = {}): PaymentIntent {
    if (!paymentMethod) {
      intent.status = 'requires_payment_method';
      return intent;
    }
    const outcome: ChargeOutcome = chargeOutcome(this.cardNumberOf(paymentMethod), options);
    const manual = intent.capture_method === 'manual';
    const charge: Charge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: outcome.kind === 'succeeds' && !manual ? intent.amount : 0,
      amount_refunded: 0,
      captured: outcome.kind === 'succeeds' && !manual,
      created: this.nowSeconds(),
      currency: intent.currency,
      failure_code: outcome.kind === 'declined' ? outcome.code : null,
      failure_message: outcome.kind === 'declined' ? outcome.message : null,
      livemode: false,
      metadata: {},
      paid: outcome.kind === 'succeeds',
      payment_intent: intent.id,
      payment_method: paymentMethod.id,
      payment_method_details: { type: 'card', card: paymentMethod.card },
      refunded: false,
      status: outcome.kind === 'succeeds' ? 'succeeded' : 'failed',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (outcome.kind === 'succeeds' && manual) {
      // Authorized, not charged: the money is captured (or released) later.
      intent.status = 'requires_capture';
      intent.payment_method = paymentMethod.id;
      intent.amount_capturable = intent.amount;
      intent.last_payment_error = null;
      this.emit('charge.succeeded', charge, caller);
      this.emit('payment_intent.amount_capturable_updated', intent, caller);
      return intent;
    }
    if (outcome.kind === 'succeeds') {
      intent.status = 'succeeded';
      intent.payment_method = paymentMethod.id;
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      this.emit('charge.succeeded', charge, caller);
      this.emit('payment_intent.succeeded', intent, caller);
      return intent;
    }
    const error = {
      type: 'card_error' as const,
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      charge: charge.id,
      doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replace(/_/g, '-')}`,
      payment_method: paymentMethod,
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = error;
    this.emit('charge.failed', charge, caller);
    this.emit('payment_intent.payment_failed', intent, caller);
    throw new StripeApiError(402, { ...error, payment_intent: this.snapshot(intent) }, true);
  }

  // --- PaymentMethods ------------------------------------------------------------------------

  /** `POST /v1/payment_methods {type: 'card', card: {number, exp_month, exp_year, cvc}}`. */
  createPaymentMethod(params: FormObject): PaymentMethod {
    allowOnly(params, ['type', 'card', 'billing_details', 'metadata', 'key', 'expand', 'payment_user_agent', 'guid', 'muid', 'sid', 'time_on_page']);
    if (params.type !== 'card') throw invalidRequest('The local Stripe emulator supports card payment methods only.', 'type');
    return this.cardPaymentMethod(params.card, 'card');
  }

  retrievePaymentMethod(id: string): PaymentMethod {
    return this.resolvePaymentMethod(id);
  }

  private paymentMethodFromData(data: FormValue, intent: PaymentIntent): PaymentMethod {
    if (!isObject(data) || data.type !== 'card') {
      throw invalidRequest('The local Stripe emulator supports payment_method_data[type]=card only.', 'payment_method_data[type]');
    }
    try {
      return this.cardPaymentMethod(data.card, 'payment_method_data[card]');
    } catch (error) {
      // An unusable card number or date fails the confirmation, as on Stripe, and is kept on the intent.
      if (error instanceof StripeApiError && error.statusCode === 402) {
        intent.last_payment_error = { ...error.body };
        throw new StripeApiError(402, { ...error.body, payment_intent: this.snapshot(intent) }, true);
      }
      throw error;
    }
  }

  /** A card PaymentMethod from `{number, exp_month, exp_year, cvc}` (also for SetupIntents). */
  cardPaymentMethod(card: FormValue | undefined, param: string): PaymentMethod {
    if (!isObject(card)) throw invalidRequest(`Missing required param: ${param}.`, param);
    const number = stringParam(card.number ?? '', `${param}[number]`).replace(/[\s-]/g, '');
    if (!luhnValid(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', `${param}[number]`);
    const expMonth = Number(card.exp_month);
    const expYear = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", `${param}[exp_month]`);
    }
    const now = new Date();
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (!Number.isInteger(expYear) || expYear * 12 + (expMonth - 1) < thisMonth || expYear > now.getUTCFullYear() + 50) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", `${param}[exp_year]`);
    }
    const cvc = card.cvc === undefined ? '' : stringParam(card.cvc, `${param}[cvc]`);
    if (!/^\d{3,4}$/.test(cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.", `${param}[cvc]`);
    const known = TEST_CARDS[number];
    const method: PaymentMethod = {
      id: stripeId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: known?.brand ?? cardBrand(number),
        last4: number.slice(-4),
        funding: known?.funding ?? 'credit',
        country: 'US',
        exp_month: expMonth,
        exp_year: expYear,
      },
      billing_details: { address: null, email: null, name: null, phone: null },
      created: this.nowSeconds(),
      customer: null,
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(method.id, method);
    this.cardNumbers.set(method.id, number);
    return method;
  }

  /** Card numbers stay out of the objects, as on Stripe: only last4 is ever answered. */
  private readonly cardNumbers = new Map<string, string>();

  cardNumberOf(method: PaymentMethod): string {
    return this.cardNumbers.get(method.id) ?? '';
  }

  /** `pm_card_visa` and friends become a fresh PaymentMethod each time, as on Stripe. */
  resolvePaymentMethod(id: string): PaymentMethod {
    const existing = this.paymentMethods.get(id);
    if (existing) return existing;
    const number = TEST_PAYMENT_METHODS[id];
    if (!number) throw resourceMissing('PaymentMethod', id, 'payment_method');
    const year = new Date().getUTCFullYear() + 3;
    return this.cardPaymentMethod({ number, exp_month: '12', exp_year: String(year), cvc: '123' }, 'payment_method');
  }

  // --- Charges and refunds ------------------------------------------------------------------

  retrieveCharge(id: string): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw resourceMissing('charge', id);
    return charge;
  }

  createRefund(params: FormObject, caller: Caller): Refund {
    allowOnly(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    let charge: Charge | undefined;
    if (params.payment_intent !== undefined) {
      const intent = this.retrievePaymentIntent(stringParam(params.payment_intent, 'payment_intent'));
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalidRequest(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      }
      charge = this.charges.get(intent.latest_charge);
    } else if (params.charge !== undefined) {
      charge = this.retrieveCharge(stringParam(params.charge, 'charge'));
    } else {
      throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
    }
    if (!charge || charge.status !== 'succeeded') throw invalidRequest('This charge cannot be refunded.', 'charge', 'charge_not_refundable');
    if (!charge.captured) {
      throw invalidRequest(`Charge ${charge.id} has not been captured; cancel its PaymentIntent instead.`, 'charge', 'charge_not_refundable');
    }
    // As on Stripe, a partial capture counts the released rest as refunded: what is left is what was captured.
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = params.amount === undefined ? remaining : integerParam(params.amount, 'amount');
    if (amount <= 0) throw invalidRequest('Invalid positive integer', 'amount');
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = params.reason === undefined ? null : stringParam(params.reason, 'reason');
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalidRequest('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    }
    const refund = this.recordRefund(charge, amount, reason, metadataParam(params.metadata));
    this.emit('refund.created', refund, caller);
    this.emit('charge.refunded', charge, caller);
    return refund;
  }

  /** A refund of part or all of a charge; the charge is `refunded` once nothing of it is left. */
  private recordRefund(charge: Charge, amount: number, reason: string | null, metadata: Record<string, string>): Refund {
    const refund: Refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: this.nowSeconds(),
      currency: charge.currency,
      metadata,
      payment_intent: charge.payment_intent,
      reason,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return refund;
  }

  retrieveRefund(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id);
    return refund;
  }

  listRefunds(filter: { paymentIntent?: string; limit: number }): Refund[] {
    return [...this.refunds.values()]
      .filter((refund) => !filter.paymentIntent || refund.payment_intent === filter.paymentIntent)
      .reverse()
      .slice(0, filter.limit);
  }

  // --- Events ----------------------------------------------------------------------------

  retrieveEvent(id: string): StripeEvent {
    const event = this.events.get(id);
    if (!event) throw resourceMissing('event', id);
    return event;
  }

  listEvents(filter: { type?: string; limit: number }): StripeEvent[] {
    return [...this.events.values()]
      .filter((event) => !filter.type || event.type === filter.type)
      .reverse()
      .slice(0, filter.limit);
  }

  /** A deep copy: an event shows the object as it was when the event happened. */
  snapshot<T extends object>(object: T): Record<string, unknown> {
    return structuredClone(object) as Record<string, unknown>;
  }

  private emit(type: string, object: object, caller: Caller): void {
    this.emitEvent(type, object, caller);
  }

  /** Records an event (of the platform, or of a connected `account`) and hands it to the webhook senders. */
  emitEvent(type: string, object: object, caller: Pick<Caller, 'requestId' | 'idempotencyKey'> | null, account?: string): void {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.nowSeconds(),
      data: { object: this.snapshot(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: caller?.requestId ?? null, idempotency_key: caller?.idempotencyKey ?? null },
      type,
      ...(account ? { account } : {}),
    };
    this.events.set(event.id, event);
    this.options.onEvent(event);
  }
}

// --- Parameter helpers ------------------------------------------------------------------------

export function isObject(value: FormValue | undefined): value is { [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function allowOnly(params: FormObject, names: string[]): void {
  for (const name of Object.keys(params)) if (!names.includes(name)) throw unknownParameter(name);
}

export function stringParam(value: FormValue, param: string): string {
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, param);
  return value;
}

export function optionalString(value: FormValue | undefined, param: string): string | null {
  if (value === undefined || value === '') return null;
  return stringParam(value, param);
}

export function integerParam(value: FormValue, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalidRequest('Invalid integer: ' + String(value), param);
  return Number(value);
}

export function booleanParam(value: FormValue | undefined, param: string): boolean {
  if (value === 'true') return true;
  if (value === 'false' || value === undefined) return false;
  throw invalidRequest(`Invalid boolean: ${String(value)}`, param);
}

function stringList(value: FormValue, param: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => stringParam(item, param));
}

export function requiredCurrency(value: FormValue | undefined): string {
  if (value === undefined) throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
  const currency = stringParam(value, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, 'currency');
  return currency;
}

function requiredAmount(value: FormValue | undefined, currency: string): number {
  if (value === undefined) throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
  const amount = integerParam(value, 'amount');
  const minimum = CURRENCY_MINIMUM_CENTS[currency] ?? 50;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${minimum} cents (${currency})`, 'amount', 'amount_too_small');
  }
  if (amount > MAX_AMOUNT) throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT}`, 'amount', 'amount_too_large');
  return amount;
}

export function metadataParam(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (!isObject(value)) throw invalidRequest('Invalid object', 'metadata');
  return mergeMetadata({}, value);
}

/** Stripe's metadata rules: up to 50 keys of 40 characters, values of 500; an empty value deletes. */
export function mergeMetadata(current: Record<string, string>, update: FormValue): Record<string, string> {
  if (update === '') return {};
  if (!isObject(update)) throw invalidRequest('Invalid object', 'metadata');
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (key.length > 40) throw invalidRequest(`Metadata keys can have up to 40 characters: ${key}`, `metadata[${key}]`);
    const text = stringParam(value, `metadata[${key}]`);
    if (text.length > 500) throw invalidRequest('Metadata values can have up to 500 characters', `metadata[${key}]`);
    if (text === '') delete next[key];
    else next[key] = text;
  }
  if (Object.keys(next).length > 50) throw invalidRequest('You can have up to 50 metadata keys', 'metadata');
  return next;
}

function assertClientSecret(intent: PaymentIntent, clientSecret: string): void {
  if (clientSecret !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
    );
  }
}

function cardError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(
    402,
    { type: 'card_error', code, message, param, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` },
    true,
  );
}
