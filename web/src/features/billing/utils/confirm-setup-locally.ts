import type { ParsedCard } from '../../../lib/card-input';
import { confirmIntentLocally, type LocalConfirmation } from '../../../lib/confirm-intent-locally';

export type SetupConfirmation = LocalConfirmation;
/** What the card form's submit calls, whichever form it is (local or Stripe Elements). */
export type SetupConfirmer = (clientSecret: string) => Promise<SetupConfirmation>;

/** Confirms a SetupIntent with the local Stripe emulator, as Stripe.js's confirmCardSetup would (lib/confirm-intent-locally.ts). */
export function confirmSetupLocally(options: { apiUrl: string; publishableKey: string; clientSecret: string; card: ParsedCard }): Promise<SetupConfirmation> {
  return confirmIntentLocally({ ...options, intents: 'setup_intents', accepted: (status) => status === 'succeeded' });
}
