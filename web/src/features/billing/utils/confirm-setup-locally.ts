import type { ParsedCard } from '../../../lib/card-input';

export type SetupConfirmation = { status: 'succeeded' } | { status: 'failed'; message: string } | { status: 'error' };
/** What the card form's submit calls, whichever form it is (local or Stripe Elements). */
export type SetupConfirmer = (clientSecret: string) => Promise<SetupConfirmation>;

/**
 * Confirms a SetupIntent with the local Stripe emulator exactly as Stripe.js's confirmCardSetup
 * does with api.stripe.com: a form POST with the publishable key, the client secret and the card.
 */
export async function confirmSetupLocally(options: { apiUrl: string; publishableKey: string; clientSecret: string; card: ParsedCard }): Promise<SetupConfirmation> {
  const intentId = options.clientSecret.split('_secret_')[0] ?? '';
  const body = new URLSearchParams({
    key: options.publishableKey,
    client_secret: options.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': options.card.number,
    'payment_method_data[card][exp_month]': String(options.card.expMonth),
    'payment_method_data[card][exp_year]': String(options.card.expYear),
    'payment_method_data[card][cvc]': options.card.cvc,
  });
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}/v1/setup_intents/${encodeURIComponent(intentId)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return { status: 'error' };
  }
  const answer = (await response.json().catch(() => ({}))) as { status?: string; error?: { type?: string; message?: string } };
  if (response.ok && answer.status === 'succeeded') return { status: 'succeeded' };
  if (answer.error?.type === 'card_error' && answer.error.message) return { status: 'failed', message: answer.error.message };
  return { status: 'error' };
}
