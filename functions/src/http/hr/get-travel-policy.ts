import { readTravelPolicy, type TravelPolicyView } from '../../domain/approvals/travel-policy';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/hr/travel-policy` (issue 35): HR's (and an admin's) own company's travel policy for business stays. */
export const handler = defineHandler({}, async ({ session }): Promise<TravelPolicyView> => readTravelPolicy(session.companyDomain));
