import { confirmBookingSchema, type ConfirmBookingRequest } from '@worknest/shared/booking';
import { schemaResolver } from '../../../components/form/schema-resolver';

/** The card form has no boxes of its own: the card's are the payment provider's (Stripe's Element or the local stand-in). */
export type CardPaymentFormValues = Record<string, never>;

/**
 * The card form checked with the schema `POST /api/bookings/confirm` checks its body with
 * (`confirmBookingSchema`): the held payment's id. An issue is the form's message (`root`).
 */
export function cardPaymentResolver(paymentIntentId: string) {
  return schemaResolver<CardPaymentFormValues, ConfirmBookingRequest>(confirmBookingSchema, {
    toInput: () => ({ paymentIntentId }),
    fieldOf: () => 'root',
  });
}
