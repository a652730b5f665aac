import { businessStaySchema, type BusinessStayRequest } from '@worknest/shared/business-stay';
import type { PendingBooking } from '@worknest/shared/booking';
import { schemaResolver } from '../../../components/form/schema-resolver';

/** The business checkout's one box: why an out-of-policy trip is needed (issue 35). */
export interface BusinessStayFormValues {
  justification: string;
}

/**
 * The body `POST /api/business-stays` gets: the pending stay, its purpose and cost centre from the
 * booking panel, and the justification when the trip is out of policy and one was typed.
 */
export function toBusinessStayInput(pending: PendingBooking, business: NonNullable<PendingBooking['business']>, values: BusinessStayFormValues, outOfPolicy: boolean): BusinessStayRequest {
  return {
    listingId: pending.listingId,
    checkIn: pending.checkIn,
    checkOut: pending.checkOut,
    numberOfGuests: pending.numberOfGuests,
    purpose: business.purpose,
    costCentre: business.costCentre,
    justification: outOfPolicy && values.justification.trim() ? values.justification : null,
  };
}

/**
 * The form checked with the schema the route checks the body with (`businessStaySchema`, one
 * validation source): the justification's issues under its box, any other (the stay or purpose
 * the booking panel gave) as the form's message.
 */
export function businessStayResolver(pending: PendingBooking, business: NonNullable<PendingBooking['business']>, outOfPolicy: boolean) {
  return schemaResolver<BusinessStayFormValues, BusinessStayRequest>(businessStaySchema, {
    toInput: (values) => toBusinessStayInput(pending, business, values, outOfPolicy),
    fieldOf: (path) => (path === 'justification' ? 'justification' : 'root'),
  });
}
