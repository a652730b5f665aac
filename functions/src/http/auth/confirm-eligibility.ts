import { toApiUser } from '../../domain/auth/api-user';
import { confirmEligibility } from '../../domain/auth/confirm-eligibility';
import { defineHandler } from '../../middleware/define-handler';
import { eligibilityBody } from './auth-inputs';

/** `POST /api/auth/confirm-eligibility {firstName, lastName, isAdult, acceptsTerms}`: the first-visit step. */
export const handler = defineHandler({ body: eligibilityBody, maxBodyBytes: 1024 }, async ({ session, body }) =>
  toApiUser(await confirmEligibility(session.userId, { firstName: body.firstName, lastName: body.lastName })),
);
