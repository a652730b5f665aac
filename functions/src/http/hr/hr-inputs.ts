import { cursorField, optional, pageLimit, plainObject, uuid } from '../../validation/plain-schema';
import { companyDomainField } from '../admin/company-inputs';

/** `{id}` of an employee: `z.object({ id: z.string().uuid('Employee not found') })`, checked without zod (issue 15). */
export const employeeIdParams = plainObject({ id: uuid('Employee not found') });

/** `GET /api/hr/employees?domain=&cursor=&limit=`: the company (admins only), the page. */
export const employeesQuery = plainObject({ domain: optional(companyDomainField), cursor: cursorField, limit: pageLimit(50, 100) });
