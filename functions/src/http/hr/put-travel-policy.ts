import { saveTravelPolicy, type TravelPolicyView } from '../../domain/approvals/travel-policy';
import { defineHandler } from '../../middleware/define-handler';
import { travelPolicyBody } from './travel-policy-inputs';

/**
 * `PUT /api/hr/travel-policy {maxNightlyCents, countryCaps, maxNights, minAdvanceDays, approval,
 * approvalDeadlineHours, onDeadline}` (issue 35): the whole policy. Stays already created keep
 * their check and deadline.
 */
export const handler = defineHandler({ body: travelPolicyBody, maxBodyBytes: 16_384 }, async ({ body, session }): Promise<TravelPolicyView> =>
  saveTravelPolicy(session.companyDomain, body, session.userId),
);
