import { NotAllowedError, NotFoundError } from '../../domain/errors';
import { eraseMember } from '../../domain/users/erase-member';
import { defineHandler } from '../../middleware/define-handler';
import { memberIdParams } from './member-inputs';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';


/**
 * `DELETE /api/admin/users/{id}`: an admin erases a member on their request, with the same rules
 * as the member's own deletion (409 while a stay is ahead). 404 for an unknown or erased member.
 */
export const handler = defineHandler({ params: memberIdParams }, async ({ params, session }) => {
  if (params.id === session.userId) throw new NotAllowedError(ADMIN_MESSAGES.eraseSelf, 'erase_self');
  const summary = await eraseMember(params.id, 'admin');
  if (!summary) throw new NotFoundError(ADMIN_MESSAGES.memberNotFound);
  return { erased: true, pseudonym: summary.pseudonym };
});
