/**
 * The keys of the local Stripe account. The emulator accepts any `sk_test_…` key; these are the
 * ones the local cloud hands to the functions (through the Secrets Manager stand-in) and to tests.
 * They are not secrets: they open nothing but the emulator.
 */
export const LOCAL_STRIPE_KEYS = {
  secretKey: 'sk_test_worknest_local_emulator',
  publishableKey: 'pk_test_worknest_local_emulator',
  webhookSecret: 'whsec_worknest_local_emulator_signing_secret',
  /** The Connect endpoint's own signing secret (issue 21): payouts' events, never the payments'. */
  connectWebhookSecret: 'whsec_worknest_local_emulator_connect_secret',
} as const;

/** The value of the Stripe secret, in the shape production keeps in Secrets Manager. */
export type StripeSecretValue = { secretKey: string; publishableKey: string; webhookSecret: string; connectWebhookSecret: string };

export const DEFAULT_STRIPE_EMULATOR_PORT = 12111;
