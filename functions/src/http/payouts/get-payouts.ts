import type { PayoutsOverview } from '@worknest/shared/payouts';
import { payoutsOverview } from '../../domain/payouts/payouts-overview';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { payoutsQuery } from './payouts-inputs';

/** `GET /api/payouts?limit=&cursor=` (issue 21): my payout account's state and my stays' payouts. */
export const handler = defineHandler({ query: payoutsQuery }, async ({ query, session }): Promise<PayoutsOverview> =>
  payoutsOverview(session.userId, query, nowMs()),
);
