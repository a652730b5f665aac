import type { ParsedCard } from './card-input';
import { cardErrorText } from './card-error-text';

/** How a card step ended: through, refused with the card's message (in the reader's language), or not reached. */
export type LocalConfirmation = { status: 'succeeded' } | { status: 'failed'; message: string } | { status: 'error' };

/**
 * Confirms a PaymentIntent or a SetupIntent with the local Stripe emulator exactly as Stripe.js
 * does with api.stripe.com: a form POST with the publishable key, the client secret and the card.
 * `accepted` says which intent statuses count as through.
 */
export async function confirmIntentLocally(options: {
  intents: 'payment_intents' | 'setup_intents';
  accepted: (status: string | undefined) => boolean;
  apiUrl: string;
  publishableKey: string;
  clientSecret: string;
  card: ParsedCard;
}): Promise<LocalConfirmation> {
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
    response = await fetch(`${options.apiUrl}/v1/${options.intents}/${encodeURIComponent(intentId)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return { status: 'error' };
  }
  const answer = (await response.json().catch(() => ({}))) as { status?: string; error?: { type?: string; code?: string; decline_code?: string; message?: string } };
  if (response.ok && options.accepted(answer.status)) return { status: 'succeeded' };
  // Card errors carry the provider's message for the person ("Your card was declined."): its text by code.
  if (answer.error?.type === 'card_error' && answer.error.message) return { status: 'failed', message: cardErrorText(answer.error, answer.error.message) };
  return { status: 'error' };
}
