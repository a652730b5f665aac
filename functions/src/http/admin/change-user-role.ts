import { roleChangeSchema } from '@worknest/shared/people';
import * as z from 'zod';
import { changeUserRole } from '../../domain/users/change-role';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ id: z.string().uuid('User not found') });

/** `PATCH /api/admin/users/{id} {role}`: an admin changes someone else's role. */
export const handler = defineHandler({ params, body: roleChangeSchema }, async ({ params, body, session }) =>
  toEmployee(await changeUserRole(session, params.id, body.role)),
);
