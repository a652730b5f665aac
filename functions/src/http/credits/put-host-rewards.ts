import type { HostRewards } from '@worknest/shared/credit-rules';
import { saveHostRewards } from '../../domain/credits/host-rewards';
import { defineHandler } from '../../middleware/define-handler';
import { hostRewardsBody } from './credit-inputs';

/** `PUT /api/hr/host-rewards {kind, perNight, monthlyCapPerHost}` (issue 37). */
export const handler = defineHandler({ body: hostRewardsBody }, async ({ body, session }): Promise<HostRewards> => saveHostRewards(session.companyDomain, body));
