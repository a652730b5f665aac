import type { PayoutOnboarding } from '@worknest/shared/payouts';
import { startOnboarding } from '../../domain/payouts/payout-accounts';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';

/**
 * `POST /api/payouts/account` (issue 21): creates my Stripe Express account on first use and
 * answers a fresh Account Link (the request has no body; the kit refuses one over 1 KiB): `{ "onboardingUrl": … }`, where the browser goes next.
 */
export const handler = defineHandler({}, async ({ session }): Promise<PayoutOnboarding> =>
  startOnboarding({ userId: session.userId, email: session.email }, nowMs()),
);
