import type { SetupFeeCheckout } from '@worknest/shared/company-signup-rules';
import { ENV, requireEnv } from '../../config/function-environment';
import { startSetupFeeCheckout } from '../../domain/companies/setup-fee';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/company/setup-fee` (issue 38): `{ url }` of a Stripe Checkout Session (mode `payment`) for the setup fee. */
export const handler = defineHandler({}, async ({ session }): Promise<SetupFeeCheckout> => startSetupFeeCheckout(session, requireEnv(ENV.appOrigin)));
