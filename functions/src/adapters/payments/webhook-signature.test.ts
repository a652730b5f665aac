import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkStripeSignature } from './webhook-signature';

/* Stripe's webhook signature checked with node:crypto (ADR 0192), against headers the SDK makes. */

const SECRET = 'whsec_test_one';
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', amount: 24350 } } });
const nowS = 1_800_000_000;

function header(options: { payload?: string; secret?: string; timestamp?: number; signature?: string } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: options.payload ?? body, secret: options.secret ?? SECRET, timestamp: options.timestamp ?? nowS, ...(options.signature ? { signature: options.signature } : {}) });
}

describe('webhook signature', () => {
  it('a header made by the SDK verifies, for a string and for the bytes received', () => {
    expect(checkStripeSignature(body, header(), SECRET, nowS * 1000)).toEqual({ ok: true });
    expect(checkStripeSignature(Buffer.from(body), header(), SECRET, nowS * 1000 + 299_000)).toEqual({ ok: true });
    const unicode = JSON.stringify({ id: 'evt_2', name: 'Zoë – Köln' });
    expect(checkStripeSignature(Buffer.from(unicode), header({ payload: unicode }), SECRET, nowS * 1000)).toEqual({ ok: true });
  });

  it('refuses a tampered body, a wrong secret and an old timestamp', () => {
    expect(checkStripeSignature(body.replace('24350', '100'), header(), SECRET, nowS * 1000)).toEqual({ ok: false, reason: 'No signatures found matching the expected signature for payload' });
    expect(checkStripeSignature(body, header({ secret: 'whsec_other' }), SECRET, nowS * 1000).ok).toBe(false);
    expect(checkStripeSignature(body, header(), SECRET, nowS * 1000 + 301_000)).toEqual({ ok: false, reason: 'Timestamp outside the tolerance zone' });
    expect(checkStripeSignature(body, header().replace(`t=${nowS}`, `t=${nowS + 1}`), SECRET, nowS * 1000).ok).toBe(false);
  });

  it('accepts any one matching v1 among several (a rolled secret) and ignores v0', () => {
    const good = header().split(',').find((part) => part.startsWith('v1='))!;
    const stale = header({ secret: 'whsec_old' }).split(',').find((part) => part.startsWith('v1='))!;
    expect(checkStripeSignature(body, `t=${nowS},${stale},v0=abc,${good}`, SECRET, nowS * 1000)).toEqual({ ok: true });
    expect(checkStripeSignature(body, `t=${nowS},${stale}`, SECRET, nowS * 1000).ok).toBe(false);
  });

  it('refuses a header without a timestamp or a v1 signature', () => {
    const reason = 'Unable to extract timestamp and signatures from header';
    expect(checkStripeSignature(body, 'garbage', SECRET, nowS * 1000)).toEqual({ ok: false, reason });
    expect(checkStripeSignature(body, `t=${nowS},v0=${'a'.repeat(64)}`, SECRET, nowS * 1000)).toEqual({ ok: false, reason });
    expect(checkStripeSignature(body, `v1=${'a'.repeat(64)}`, SECRET, nowS * 1000)).toEqual({ ok: false, reason });
    expect(checkStripeSignature(body, `t=${nowS},v1=short`, SECRET, nowS * 1000)).toEqual({ ok: false, reason });
  });
});
