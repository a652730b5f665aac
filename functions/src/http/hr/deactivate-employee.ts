import { deactivateEmployee } from '../../domain/users/manage-employee';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { employeeIdParams } from './hr-inputs';

/** `POST /api/hr/employees/{id}/deactivate`: ends their sessions and hides their listings at once. */
export const handler = defineHandler({ params: employeeIdParams }, async ({ params, session }) =>
  toEmployee(await deactivateEmployee(session, params.id)),
);
