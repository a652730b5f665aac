import { parseTravelPolicy, type TravelPolicy } from '@worknest/shared/travel-policy-rules';
import type { PlainSchema } from '../../validation/plain-schema';

/**
 * `PUT /api/hr/travel-policy` (issue 35), without zod: parseTravelPolicy of the shared rules (the
 * same messages the policy page shows), every field's issue at once.
 */
export const travelPolicyBody: PlainSchema<TravelPolicy> = {
  safeParse(input) {
    const parsed = parseTravelPolicy(input);
    if ('policy' in parsed) return { success: true, data: parsed.policy };
    return { success: false, error: { issues: parsed.issues.map((issue) => ({ path: issue.path ? issue.path.split('.') : [], message: issue.message })) } };
  },
};
