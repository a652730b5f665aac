import * as z from 'zod';
import { reactivateEmployee } from '../../domain/users/manage-employee';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ id: z.string().uuid('Employee not found') });

/** `POST /api/hr/employees/{id}/reactivate`. */
export const handler = defineHandler({ params }, async ({ params, session }) =>
  toEmployee(await reactivateEmployee(session, params.id)),
);
