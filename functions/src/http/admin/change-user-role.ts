import { changeUserRole } from '../../domain/users/change-role';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { userIdParams } from '../users/user-inputs';
import { roleChangeBody } from './admin-inputs';

/** `PATCH /api/admin/users/{id} {role}`: an admin changes someone else's role. */
export const handler = defineHandler({ params: userIdParams, body: roleChangeBody }, async ({ params, body, session }) =>
  toEmployee(await changeUserRole(session, params.id, body.role)),
);
