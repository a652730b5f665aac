import { BUSINESS_STAY_MESSAGES, PURPOSE_MAX_LENGTH, PURPOSE_MIN_LENGTH } from '@worknest/shared/business-stay-rules';
import { nullish, plainObject, text } from '../../middleware/plain-schema';
import { stayFields } from '../payments/payment-intent-body';

/**
 * `POST /api/business-stays` (issue 34), without zod: the private checkout's body
 * (payment-intent-body.ts: listing, dates, guests, same rules and messages) with the trip's
 * purpose (3–200 characters once white space is folded) and an optional cost centre code.
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
});
