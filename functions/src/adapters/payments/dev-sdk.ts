import Stripe from 'stripe';
import { paymentKeys, type PaymentKeys } from './keys';

/**
 * The `stripe` SDK with this container's keys, for the dev scripts only (scripts/src/seed drives
 * the local emulator as a guest's browser would). No function's code imports this file
 * (functions/src/payments-rule.test.ts keeps it so), so no route bundle carries the SDK: the app
 * calls Stripe through client.ts's own REST client (ADR 0192).
 */
export async function payments(): Promise<{ stripe: Stripe } & PaymentKeys> {
  const loaded = await paymentKeys();
  const stripe = new Stripe(loaded.keys.secretKey, {
    ...(loaded.localApiUrl ? endpointOptions(loaded.localApiUrl) : {}),
    maxNetworkRetries: 2,
    timeout: 8_000,
    telemetry: false,
    appInfo: { name: 'worknest-dev-scripts' },
  });
  return { stripe, ...loaded };
}

function endpointOptions(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}
