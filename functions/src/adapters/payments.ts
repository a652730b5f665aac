import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { ENV, requireEnv } from '../config/function-environment';

/**
 * The Stripe client and keys. The keys live in one Secrets Manager secret
 * (`{secretKey, publishableKey, webhookSecret, connectWebhookSecret}`, named by STRIPE_SECRET_NAME), read once per cold
 * start. Locally the same code runs: AWS_ENDPOINT_URL_SECRETS_MANAGER points the SDK at the
 * local stand-in and STRIPE_API_URL points the stripe SDK at the emulator through its
 * `host`/`port`/`protocol` options. No handler knows which of the two it talks to.
 */
export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * Issue 21: the signing secret(s) of the Connect webhook endpoint(s), never the account
   * endpoint's. Comma-separated when Stripe has two destinations for the Connect route (events of
   * connected accounts, and the platform's transfer events); null until an operator sets it.
   */
  connectWebhookSecrets: string[];
}

export interface Payments {
  stripe: Stripe;
  keys: StripeKeys;
  /** The emulator's base URL when running locally, else null (the browser then loads Stripe.js). */
  localApiUrl: string | null;
}

let loading: Promise<Payments> | undefined;

/** The client of this container; a failed load is retried on the next call rather than cached. */
export function payments(): Promise<Payments> {
  loading ??= loadPayments().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadPayments(): Promise<Payments> {
  const keys = await readKeys(requireEnv(ENV.stripeSecretName));
  const localApiUrl = process.env[ENV.stripeApiUrl] || null;
  const stripe = new Stripe(keys.secretKey, {
    ...(localApiUrl ? endpointOptions(localApiUrl) : {}),
    // The SDK retries network failures and 409/5xx with its own idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 8_000,
    telemetry: false,
    appInfo: { name: 'worknest' },
  });
  return { stripe, keys, localApiUrl };
}

async function readKeys(secretName: string): Promise<StripeKeys> {
  const client = new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretName }));
    const value = JSON.parse(SecretString ?? '{}') as Partial<Omit<StripeKeys, 'connectWebhookSecrets'>> & { connectWebhookSecret?: string };
    if (!value.secretKey || !value.publishableKey || !value.webhookSecret) {
      throw new Error(`Secret ${secretName} must hold secretKey, publishableKey and webhookSecret`);
    }
    const connectWebhookSecrets = (value.connectWebhookSecret ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean);
    return { secretKey: value.secretKey, publishableKey: value.publishableKey, webhookSecret: value.webhookSecret, connectWebhookSecrets };
  } finally {
    client.destroy();
  }
}

function endpointOptions(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}
