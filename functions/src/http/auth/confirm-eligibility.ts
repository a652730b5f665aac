import { eligibilityRequestSchema } from '@worknest/shared/auth';
import { toApiUser } from '../../domain/auth/api-user';
import { confirmEligibility } from '../../domain/auth/confirm-eligibility';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/auth/confirm-eligibility`: the member confirms once that they are 18+ and accept the Terms. */
export const handler = defineHandler({ body: eligibilityRequestSchema, maxBodyBytes: 1024 }, async ({ session }) => toApiUser(await confirmEligibility(session.userId)));
