import type { Employee } from '@worknest/shared/people';
import { setManager } from '../../domain/approvals/managers';
import { defineHandler } from '../../middleware/define-handler';
import { nullish, plainObject, uuid } from '../../validation/plain-schema';
import { employeeIdParams } from './hr-inputs';

const MANAGER_MESSAGE = 'Please choose a manager from your company';

/** `PUT /api/hr/employees/{id}/manager {managerId|null}` (issue 35): who may approve the member's business stays besides HR. */
export const handler = defineHandler(
  { params: employeeIdParams, body: plainObject({ managerId: nullish(uuid(MANAGER_MESSAGE, MANAGER_MESSAGE)) }) },
  async ({ params, body, session }): Promise<Employee> => setManager(session, params.id, body.managerId ?? null),
);
