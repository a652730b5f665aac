import { clearedSessionCookies } from '../../domain/auth/session-cookie';
import { NotFoundError } from '../../domain/errors';
import { assertConfirmEmail, eraseMember } from '../../domain/users/erase-member';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { deleteAccountBody } from './delete-account-inputs';

/**
 * `DELETE /api/users/me {confirmEmail}`: the member erases their own account (GDPR art. 17).
 * 400 when the typed address is not theirs, 409 while a stay is ahead; else 204 and the cookie goes.
 */
export const handler = defineHandler({ body: deleteAccountBody }, async ({ body, session }) => {
  assertConfirmEmail(session, body.confirmEmail);
  const summary = await eraseMember(session.userId, 'member');
  if (!summary) throw new NotFoundError('Member not found');
  return noContent({ cookies: clearedSessionCookies() });
});
