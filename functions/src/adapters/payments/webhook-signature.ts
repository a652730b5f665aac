import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually), checked with
 * node:crypto: the `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]` (other
 * schemes such as v0 are ignored); a v1 value is the HMAC-SHA256, keyed by the endpoint's signing
 * secret, of `${t}.${rawBody}` exactly as received. One matching v1 (constant-time compare)
 * suffices (Stripe sends several while a secret is rolled); a timestamp older than 300 s is refused
 * (replays), as the SDK's constructEvent does.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function checkStripeSignature(rawBody: string | Buffer, header: string, secret: string, nowMs = Date.now()): SignatureCheck {
  let timestamp = NaN;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') timestamp = /^\d+$/.test(value) ? Number(value) : NaN;
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) return { ok: false, reason: 'Unable to extract timestamp and signatures from header' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) {
    return { ok: false, reason: 'No signatures found matching the expected signature for payload' };
  }
  if (Math.floor(nowMs / 1000) - timestamp > SIGNATURE_TOLERANCE_S) return { ok: false, reason: 'Timestamp outside the tolerance zone' };
  return { ok: true };
}
