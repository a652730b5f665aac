import type { HostRewards } from '@worknest/shared/credit-rules';
import { hostRewardsOf } from '../../domain/credits/host-rewards';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/hr/host-rewards` (issue 37): how the company rewards its members for hosting colleagues on business stays. */
export const handler = defineHandler({}, async ({ session }): Promise<HostRewards> => hostRewardsOf(session.companyDomain));
