import { eligibilityRequestSchema } from '@worknest/shared/auth';
import { toApiUser } from '../../domain/auth/api-user';
import { confirmEligibility } from '../../domain/auth/confirm-eligibility';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/auth/confirm-eligibility`: the member confirms once that they are 18+ and accept the Terms. */
<<<<<<< HEAD
export const handler = defineHandler({ body: eligibilityRequestSchema, maxBodyBytes: 1024 }, async ({ session }) => {
  const current = await getUser(session.userId);
  if (!current) throw new NotSignedInError();
  const user = current.eligibilityConfirmedAt ? current : await updateUser(session.userId, { eligibilityConfirmedAt: nowIso() });
  if (!user) throw new NotSignedInError();
  return toApiUser(user);
});
=======
export const handler = defineHandler({ body: eligibilityRequestSchema }, async ({ session }) => toApiUser(await confirmEligibility(session.userId)));
>>>>>>> main
