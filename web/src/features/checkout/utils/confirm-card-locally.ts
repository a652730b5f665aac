import { confirmIntentLocally, type LocalConfirmation } from '../../../lib/confirm-intent-locally';
import type { ParsedCard } from '../../../lib/card-input';

export type CardConfirmation = LocalConfirmation;

/**
 * Whether the card step went through: paid (`succeeded`), or authorized for a booking request
 * (`requires_capture`: charged only when the host accepts, issue 17).
 */
export function isCardAccepted(status: string | undefined): boolean {
  return status === 'succeeded' || status === 'requires_capture';
}

/** Confirms a PaymentIntent with the local Stripe emulator, as Stripe.js would (lib/confirm-intent-locally.ts). */
export function confirmCardLocally(options: { apiUrl: string; publishableKey: string; clientSecret: string; card: ParsedCard }): Promise<CardConfirmation> {
  return confirmIntentLocally({ ...options, intents: 'payment_intents', accepted: isCardAccepted });
}
