import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV, requireEnv } from '../../config/function-environment';

/**
 * The Stripe keys. They live in one Secrets Manager secret
 * (`{secretKey, publishableKey, webhookSecret, connectWebhookSecret}`, named by STRIPE_SECRET_NAME), read once per cold
 * start. Locally the same code runs: AWS_ENDPOINT_URL_SECRETS_MANAGER points the SDK at the
 * local stand-in and STRIPE_API_URL names the emulator (client.ts points the stripe SDK at it).
 * This file loads no Stripe SDK: `GET /api/payments/config` only needs the publishable key.
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

export interface PaymentKeys {
  keys: StripeKeys;
  /** The emulator's base URL when running locally, else null (the browser then loads Stripe.js). */
  localApiUrl: string | null;
}

let loading: Promise<PaymentKeys> | undefined;

/** The keys of this container; a failed load is retried on the next call rather than cached. */
export function paymentKeys(): Promise<PaymentKeys> {
  loading ??= loadKeys().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadKeys(): Promise<PaymentKeys> {
  const keys = await readKeys(requireEnv(ENV.stripeSecretName));
  return { keys, localApiUrl: process.env[ENV.stripeApiUrl] || null };
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
