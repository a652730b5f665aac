import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-shaped ids: a prefix and 24 base62 characters (`pi_3Q…`, `evt_…`, `req_…`). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** Stripe's `created` fields are epoch seconds. */
export function epochSeconds(ms = Date.now()): number {
  return Math.floor(ms / 1000);
}
