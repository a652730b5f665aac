import { roleChangeSchema } from '@worknest/shared/people';
import * as z from 'zod';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { NotAllowedError, NotFoundError } from '../../domain/errors';
import { updateUser } from '../../store/users';

const params = z.object({ id: z.string().uuid('User not found') });

/** `PATCH /api/admin/users/{id} {role}`: an admin changes someone else's role. */
export const handler = defineHandler({ params, body: roleChangeSchema }, async ({ params, body, session }) => {
  if (params.id === session.userId) throw new NotAllowedError('You cannot change your own role.');
  const user = await updateUser(params.id, { role: body.role });
  if (!user) throw new NotFoundError('User not found');
  return toEmployee(user);
});
