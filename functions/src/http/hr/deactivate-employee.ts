import * as z from 'zod';
import { deactivateEmployee } from '../../domain/users/manage-employee';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ id: z.string().uuid('Employee not found') });

/** `POST /api/hr/employees/{id}/deactivate`: ends their sessions and hides their listings at once. */
export const handler = defineHandler({ params }, async ({ params, session }) =>
  toEmployee(await deactivateEmployee(session, params.id)),
);
