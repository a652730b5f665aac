import type { FormObject } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing, StripeApiError, unexpectedState, type StripeErrorBody } from './stripe-errors';
import { allowOnly, booleanParam, isObject, mergeMetadata, metadataParam, optionalString, stringParam, type Caller, type PaymentMethod } from './stripe-state';
import { setupOutcome } from './test-cards';
import type { BillingContext } from './billing-context';
import type { Customers } from './customers';

/**
 * SetupIntents (issue 34): a card saved for later, off-session payments. Created with a secret key
 * for a customer, confirmed from the browser with the publishable key and the client secret (the
 * local card form, as Stripe.js's confirmCardSetup), which checks the test card and attaches the
 * PaymentMethod to the customer. A declined test card fails the setup with its message; a card that
 * always asks for authentication (4000 0027 6000 3184) is set up (the local form stands in for the
 * challenge) and then fails every off-session payment with `authentication_required`.
 */
export type SetupIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: Record<string, unknown> | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

const CONFIRMABLE: SetupIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

export class SetupIntents {
  readonly setupIntents = new Map<string, SetupIntent>();

  constructor(
    private readonly context: BillingContext,
    private readonly customers: Customers,
  ) {}

  create(params: FormObject, caller: Caller): SetupIntent {
    allowOnly(params, ['customer', 'payment_method_types', 'automatic_payment_methods', 'usage', 'metadata', 'description', 'payment_method', 'confirm', 'expand']);
    const customer = params.customer === undefined ? null : this.customers.retrieve(stringParam(params.customer, 'customer')).id;
    const usage = params.usage === undefined ? 'off_session' : stringParam(params.usage, 'usage');
    if (usage !== 'off_session' && usage !== 'on_session') throw invalidRequest('Invalid usage: must be one of off_session or on_session', 'usage');
    const types = params.payment_method_types === undefined ? ['card'] : (Array.isArray(params.payment_method_types) ? params.payment_method_types : [params.payment_method_types]).map((type) => stringParam(type, 'payment_method_types'));
    if (types.some((type) => type !== 'card')) throw invalidRequest('The local Stripe emulator supports card payment methods only.', 'payment_method_types');
    const method = params.payment_method === undefined ? null : this.context.state.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method'));
    const id = stripeId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      cancellation_reason: null,
      client_secret: `${id}_secret_${stripeId('x', 25).slice(2)}`,
      created: this.context.nowSeconds(),
      customer,
      description: optionalString(params.description, 'description'),
      last_setup_error: null,
      livemode: false,
      metadata: metadataParam(params.metadata),
      next_action: null,
      payment_method: method?.id ?? null,
      payment_method_types: types,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      usage,
    };
    this.setupIntents.set(id, intent);
    this.context.state.emitEvent('setup_intent.created', intent, caller);
    if (params.confirm !== undefined && booleanParam(params.confirm, 'confirm')) return this.complete(intent, method, caller);
    return intent;
  }

  retrieve(id: string, caller: Caller, clientSecret: string | undefined): SetupIntent {
    const intent = this.setupIntents.get(id);
    if (!intent) throw resourceMissing('setup_intent', id, 'intent');
    if (caller.keyKind === 'publishable' || clientSecret !== undefined) assertClientSecret(intent, clientSecret);
    return intent;
  }

  update(id: string, params: FormObject, caller: Caller): SetupIntent {
    allowOnly(params, ['metadata', 'description', 'payment_method', 'expand']);
    const intent = this.retrieve(id, caller, undefined);
    if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(`You cannot update this SetupIntent because it has a status of ${intent.status}.`);
    if (params.metadata !== undefined) intent.metadata = mergeMetadata(intent.metadata, params.metadata);
    if (params.description !== undefined) intent.description = optionalString(params.description, 'description');
    if (params.payment_method !== undefined) {
      intent.payment_method = this.context.state.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method')).id;
      intent.status = 'requires_confirmation';
    }
    return intent;
  }

  list(filter: { customer?: string; limit: number }): SetupIntent[] {
    return [...this.setupIntents.values()]
      .filter((intent) => !filter.customer || intent.customer === filter.customer)
      .reverse()
      .slice(0, filter.limit);
  }

  /** `POST /v1/setup_intents/{id}/confirm`: a secret key, or the publishable key with the client secret. */
  confirm(id: string, params: FormObject, caller: Caller): SetupIntent {
    allowOnly(params, ['payment_method', 'payment_method_data', 'return_url', 'expand', 'client_secret', 'key', 'use_stripe_sdk', 'mandate_data']);
    const intent = this.setupIntents.get(id);
    if (!intent) throw resourceMissing('setup_intent', id, 'intent');
    const clientSecret = params.client_secret === undefined ? undefined : stringParam(params.client_secret, 'client_secret');
    if (caller.keyKind === 'publishable' && clientSecret === undefined) {
      throw invalidRequest('A publishable key can confirm a SetupIntent only with its client_secret.', 'client_secret');
    }
    if (clientSecret !== undefined) assertClientSecret(intent, clientSecret);
    if (!CONFIRMABLE.includes(intent.status)) {
      throw invalidRequest(
        intent.status === 'succeeded'
          ? 'You cannot confirm this SetupIntent because it has already succeeded.'
          : `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    let method: PaymentMethod | null = null;
    if (params.payment_method !== undefined) method = this.context.state.resolvePaymentMethod(stringParam(params.payment_method, 'payment_method'));
    else if (params.payment_method_data !== undefined) {
      const data = params.payment_method_data;
      if (!isObject(data) || data.type !== 'card') throw invalidRequest('The local Stripe emulator supports payment_method_data[type]=card only.', 'payment_method_data[type]');
      try {
        method = this.context.state.cardPaymentMethod(data.card, 'payment_method_data[card]');
      } catch (error) {
        if (error instanceof StripeApiError && error.statusCode === 402) this.fail(intent, { ...error.body }, caller);
        throw error;
      }
    } else if (intent.payment_method) method = this.context.state.paymentMethods.get(intent.payment_method) ?? null;
    if (!method) {
      throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method', 'setup_intent_unexpected_state');
    }
    return this.complete(intent, method, caller);
  }

  cancel(id: string, params: FormObject, caller: Caller): SetupIntent {
    allowOnly(params, ['cancellation_reason', 'expand']);
    const intent = this.retrieve(id, caller, undefined);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(`You cannot cancel this SetupIntent because it has a status of ${intent.status}.`, undefined, 'setup_intent_unexpected_state');
    }
    intent.status = 'canceled';
    intent.cancellation_reason = params.cancellation_reason === undefined ? null : stringParam(params.cancellation_reason, 'cancellation_reason');
    this.context.state.emitEvent('setup_intent.canceled', intent, caller);
    return intent;
  }

  /** Checks the card as a zero-amount authorization does; on success it is saved to the customer. */
  private complete(intent: SetupIntent, method: PaymentMethod | null, caller: Caller): SetupIntent {
    if (!method) return intent;
    if (intent.customer && method.customer && method.customer !== intent.customer) {
      throw invalidRequest('The provided PaymentMethod belongs to another customer.', 'payment_method');
    }
    const outcome = setupOutcome(this.context.state.cardNumberOf(method));
    if (outcome.kind === 'declined') {
      this.fail(
        intent,
        {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          message: outcome.message,
          doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replace(/_/g, '-')}`,
          payment_method: this.context.state.snapshot(method),
        },
        caller,
      );
    }
    if (intent.customer) this.context.attachPaymentMethod(method.id, intent.customer, caller);
    intent.payment_method = method.id;
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    this.context.state.emitEvent('setup_intent.succeeded', intent, caller);
    return intent;
  }

  /** A failed setup keeps its error, emits `setup_intent.setup_failed` and answers 402 (kept for the idempotency key). */
  private fail(intent: SetupIntent, error: StripeErrorBody, caller: Caller): never {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = error;
    this.context.state.emitEvent('setup_intent.setup_failed', intent, caller);
    throw new StripeApiError(402, { ...error, setup_intent: this.context.state.snapshot(intent) }, true);
  }
}

function assertClientSecret(intent: SetupIntent, clientSecret: string | undefined): void {
  if (clientSecret !== intent.client_secret) {
    throw invalidRequest('The client_secret provided does not match the client_secret associated with the SetupIntent.', 'client_secret');
  }
}
