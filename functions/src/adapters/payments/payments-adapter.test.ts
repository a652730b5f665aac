import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toProviderError } from './client';
import { cardRefusedError, isCardRefusal, isInvalidRequest, isProviderError, PaymentProviderError } from './errors';
import { verifyPaymentEvent } from './events';

/*
 * The payments adapter's own seams (ADR 0145): Stripe's error classes mapped to PaymentProviderError
 * in one place, and the webhooks' events verified and read into the app's shape. The calls
 * themselves run against the Stripe emulator in test/integration (booking, payouts, company billing).
 */

const SECRET = 'whsec_test_one';
const OTHER_SECRET = 'whsec_test_two';

function signed(event: Record<string, unknown>, secret = SECRET): { body: string; signature: string } {
  const body = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, livemode: false, pending_webhooks: 0, request: null, ...event });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

describe('Stripe errors become PaymentProviderError', () => {
  it('a refused card keeps its code, decline code and message; the 402 the UI shows uses the message', () => {
    const mapped = toProviderError(new Stripe.errors.StripeCardError({ type: 'card_error', message: 'Your card was declined.', code: 'card_declined', decline_code: 'insufficient_funds' }));
    expect(mapped).toBeInstanceOf(PaymentProviderError);
    expect(isCardRefusal(mapped)).toBe(true);
    const refusal = mapped as PaymentProviderError;
    expect([refusal.kind, refusal.code, refusal.declineCode, refusal.type]).toEqual(['card', 'card_declined', 'insufficient_funds', 'StripeCardError']);
    const answer = cardRefusedError(refusal, 'The company card was declined.');
    expect([answer.message, answer.code]).toEqual(['Your card was declined.', 'card_declined']);
  });

  it('authentication_required keeps its code; an empty message falls back to ours', () => {
    const mapped = toProviderError(new Stripe.errors.StripeCardError({ type: 'card_error', message: '', code: 'authentication_required' })) as PaymentProviderError;
    const answer = cardRefusedError(mapped, 'The company card was declined.');
    expect([answer.message, answer.code]).toEqual(['The company card was declined.', 'authentication_required']);
  });

  it('an invalid request is matched by its code; other Stripe errors only as provider errors; ours pass through', () => {
    const missing = toProviderError(new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message: 'No such payment_intent', code: 'resource_missing' }));
    expect(isInvalidRequest(missing, 'resource_missing')).toBe(true);
    expect(isInvalidRequest(missing, 'payment_intent_unexpected_state')).toBe(false);
    const refunded = toProviderError(new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message: 'Charge already refunded', code: 'charge_already_refunded' }));
    expect(isProviderError(refunded, 'charge_already_refunded')).toBe(true);
    const down = toProviderError(new Stripe.errors.StripeConnectionError({ type: 'api_error', message: 'connection reset' }));
    expect([isProviderError(down), isCardRefusal(down), (down as PaymentProviderError).kind]).toEqual([true, false, 'other']);
    const ours = new Error('Secret must hold secretKey');
    expect(toProviderError(ours)).toBe(ours);
  });
});

describe('webhook events', () => {
  const intentEvent = {
    id: 'evt_1',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', amount: 24350, amount_received: 24350, amount_capturable: 0, currency: 'eur', metadata: { bookingId: 'b-1' }, client_secret: 'pi_1_secret', last_payment_error: null, latest_charge: 'ch_1' } },
  };

  it('reads a signed intent event into PaymentIntentSummary', () => {
    const { body, signature } = signed(intentEvent);
    const verified = verifyPaymentEvent(body, signature, [SECRET]);
    expect(verified).toEqual({
      ok: true,
      event: {
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        account: null,
        data: {
          type: 'payment_intent.succeeded',
          intent: { id: 'pi_1', status: 'succeeded', amountCents: 24350, amountReceivedCents: 24350, amountCapturableCents: 0, currency: 'eur', metadata: { bookingId: 'b-1' }, clientSecret: 'pi_1_secret', lastPaymentErrorMessage: null, latestChargeId: 'ch_1' },
        },
      },
    });
  });

  it('tries each secret (a Connect route may have two) and keeps the connected account', () => {
    const { body, signature } = signed({ id: 'evt_2', type: 'transfer.reversed', account: 'acct_1', data: { object: { id: 'tr_1', object: 'transfer', amount: 9000, amount_reversed: 3000, created: 1_700_000_000, metadata: { bookingId: 'b-1' } } } }, OTHER_SECRET);
    const verified = verifyPaymentEvent(body, signature, [SECRET, OTHER_SECRET]);
    expect(verified.ok && verified.event.account).toBe('acct_1');
    expect(verified.ok && verified.event.data).toEqual({ type: 'transfer.reversed', transfer: { id: 'tr_1', amountCents: 9000, amountReversedCents: 3000, createdMs: 1_700_000_000_000, metadata: { bookingId: 'b-1' } } });
  });

  it('charge.refunded names its intent; an event the app does not handle is `unhandled` with its own type kept', () => {
    const refunded = signed({ id: 'evt_3', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' } } });
    const other = signed({ id: 'evt_4', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const first = verifyPaymentEvent(refunded.body, refunded.signature, [SECRET]);
    const second = verifyPaymentEvent(other.body, other.signature, [SECRET]);
    expect(first.ok && first.event.data).toEqual({ type: 'charge.refunded', charge: { paymentIntentId: 'pi_1' } });
    expect(second.ok && [second.event.type, second.event.data]).toEqual(['customer.created', { type: 'unhandled' }]);
  });

  it('refuses a missing signature, a wrong secret and a changed body, with the reason to log', () => {
    const { body, signature } = signed(intentEvent);
    expect(verifyPaymentEvent(body, undefined, [SECRET])).toEqual({ ok: false, reason: 'missing Stripe-Signature header' });
    const wrong = verifyPaymentEvent(body, signature, [OTHER_SECRET]);
    expect(wrong.ok).toBe(false);
    expect(verifyPaymentEvent(body.replace('24350', '100'), signature, [SECRET]).ok).toBe(false);
    expect(verifyPaymentEvent(body, signature, [])).toEqual({ ok: false, reason: 'no signing secret' });
  });
});
