import { BUSINESS_STAY_MESSAGES, PURPOSE_MAX_LENGTH, PURPOSE_MIN_LENGTH } from '@worknest/shared/business-stay-rules';
import { JUSTIFICATION_MAX_LENGTH, JUSTIFICATION_MIN_LENGTH, TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';
import { nullish, plainObject, text } from '../../validation/plain-schema';
import { stayFields } from '../payments/payment-intent-inputs';

/**
 * `POST /api/business-stays` (issue 34), without zod: the private checkout's body
 * (payment-intent-inputs.ts: listing, dates, guests, same rules and messages) with the trip's
 * purpose (3–200 characters once white space is folded) and an optional cost centre code.
 * `businessStaySchema` of @worknest/shared/business-stay (the checkout form's) is the same body in
 * zod; business-stay-inputs.test.ts compares both.
 */
const cleanText = (value: string) => value.replace(/\s+/g, ' ').trim();

export const businessStayBody = plainObject({
  ...stayFields,
  purpose: text({
    typeMessage: BUSINESS_STAY_MESSAGES.purpose,
    clean: cleanText,
    min: { length: PURPOSE_MIN_LENGTH, message: BUSINESS_STAY_MESSAGES.purpose },
    max: { length: PURPOSE_MAX_LENGTH, message: BUSINESS_STAY_MESSAGES.purpose },
  }),
  costCentre: nullish(text({ typeMessage: BUSINESS_STAY_MESSAGES.unknownCostCentre, clean: (value) => value.trim(), max: { length: 20, message: BUSINESS_STAY_MESSAGES.unknownCostCentre } })),
  // Issue 35: why an out-of-policy trip is needed (required when the policy then asks an approver).
  justification: nullish(
    text({
      typeMessage: TRAVEL_POLICY_MESSAGES.justification,
      clean: cleanText,
      min: { length: JUSTIFICATION_MIN_LENGTH, message: TRAVEL_POLICY_MESSAGES.justification },
      max: { length: JUSTIFICATION_MAX_LENGTH, message: TRAVEL_POLICY_MESSAGES.justification },
    }),
  ),
});
