import { translate } from './i18n';

/**
 * Issue 40: a card refused by Stripe (or by the local Stripe emulator) in the reader's language.
 * Stripe's errors carry English `message` with a `code` (`card_declined`, `expired_card`, …) and,
 * for a decline, a `decline_code` (`insufficient_funds`, `lost_card`, …). Each code below has its
 * text in the `errors` catalog as `card.<code>`, English word for word as Stripe says it (what the
 * SPA showed before; card-error-text.test.ts checks the catalog against this table).
 */
export const CARD_ERROR_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
  incomplete_number: 'Your card number is incomplete.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_expiry: "Your card's expiration date is invalid.",
};

/** What Stripe.js, the emulator or the local card form says about a card. */
export interface CardError {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}

/**
 * The catalog id (`card.<code>`) for a card error: its `decline_code`, else its `code`, when that
 * code's English text is what Stripe said (or Stripe said nothing). A code with another message
 * (a live card in test mode: "Your card was declined. Your request was in test mode, …") says more
 * than the catalog, so it has no id; neither has an unknown code. A message without a code (the
 * local card form's) finds its id by its English text.
 */
export function cardErrorId(error: CardError | null | undefined): string | null {
  if (!error) return null;
  const message = error.message ?? null;
  for (const code of [error.decline_code, error.code]) {
    const english = code ? CARD_ERROR_MESSAGES[code] : undefined;
    if (code && english !== undefined && (message === null || message === english)) return `card.${code}`;
  }
  if (!error.code && message !== null) {
    const code = Object.keys(CARD_ERROR_MESSAGES).find((known) => CARD_ERROR_MESSAGES[known] === message);
    if (code) return `card.${code}`;
  }
  return null;
}

/**
 * The card error's text in the active language (the `errors` catalog, which the checkout and the
 * billing pages load), else Stripe's own message, else `fallback`.
 */
export function cardErrorText(error: CardError | null | undefined, fallback: string): string {
  const id = cardErrorId(error);
  if (id) return translate('errors', id);
  return error?.message || fallback;
}
