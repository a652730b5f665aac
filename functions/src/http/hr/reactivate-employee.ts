import { reactivateEmployee } from '../../domain/users/manage-employee';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { employeeIdParams } from './hr-inputs';

/** `POST /api/hr/employees/{id}/reactivate`. */
export const handler = defineHandler({ params: employeeIdParams }, async ({ params, session }) =>
  toEmployee(await reactivateEmployee(session, params.id)),
);
