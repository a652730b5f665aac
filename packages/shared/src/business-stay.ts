import * as z from 'zod';
import { createPaymentIntentSchema } from './booking';
import { BUSINESS_STAY_MESSAGES, PURPOSE_MAX_LENGTH, PURPOSE_MIN_LENGTH } from './business-stay-rules';
import { JUSTIFICATION_MAX_LENGTH, JUSTIFICATION_MIN_LENGTH, TRAVEL_POLICY_MESSAGES } from './travel-policy-rules';

export * from './business-stay-rules';

/** White space folded: inner runs as one space, trimmed (as the purpose and justification are stored). */
const foldSpace = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * `POST /api/business-stays` (issue 34): the private checkout's body (listing, dates, guests) with
 * the trip's purpose (3–200 characters once white space is folded), an optional cost centre code
 * and, issue 35, why an out-of-policy trip is needed (10–500 characters). The business checkout
 * checks its form with it; the route checks the same body without zod
 * (functions/src/http/business-stays/business-stay-inputs.ts, whose test compares both).
 */
export const businessStaySchema = createPaymentIntentSchema.extend({
  purpose: z
    .string({ error: BUSINESS_STAY_MESSAGES.purpose })
    .overwrite(foldSpace)
    .min(PURPOSE_MIN_LENGTH, BUSINESS_STAY_MESSAGES.purpose)
    .max(PURPOSE_MAX_LENGTH, BUSINESS_STAY_MESSAGES.purpose),
  costCentre: z
    .string({ error: BUSINESS_STAY_MESSAGES.unknownCostCentre })
    .overwrite((value) => value.trim())
    .max(20, BUSINESS_STAY_MESSAGES.unknownCostCentre)
    .nullish(),
  justification: z
    .string({ error: TRAVEL_POLICY_MESSAGES.justification })
    .overwrite(foldSpace)
    .min(JUSTIFICATION_MIN_LENGTH, TRAVEL_POLICY_MESSAGES.justification)
    .max(JUSTIFICATION_MAX_LENGTH, TRAVEL_POLICY_MESSAGES.justification)
    .nullish(),
});
