import type { Employee } from '@worknest/shared/people';
import { setUserManager } from '../../store/managers';
import { getUser } from '../../store/users';
import { InvalidInputError, NotFoundError } from '../errors';
import type { Session } from '../auth/session';
import { toEmployee } from '../users/to-employee';

export const EMPLOYEE_NOT_FOUND = 'Employee not found';
export const MANAGER_MESSAGES = {
  notInCompany: 'Please choose a manager from the same company',
  self: 'A member cannot be their own manager',
} as const;

/**
 * Issue 35: HR sets a member's manager (`managerId`), who may approve their business stays
 * besides HR (ADR 0131). The manager is an active member of the same company, never the member;
 * null removes it. HR changes its own company's members (another company's: 404); a platform
 * admin any company's. Directory sync may set it later from the identity provider.
 */
export async function setManager(session: Session, employeeId: string, managerId: string | null): Promise<Employee> {
  const employee = await getUser(employeeId);
  if (!employee || (session.role !== 'admin' && employee.companyDomain !== session.companyDomain)) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  if (managerId) {
    if (managerId === employee.id) throw new InvalidInputError(MANAGER_MESSAGES.self, [{ path: 'managerId', message: MANAGER_MESSAGES.self }], 'validation_failed');
    const manager = await getUser(managerId);
    if (!manager || !manager.isActive || manager.companyDomain !== employee.companyDomain) {
      throw new InvalidInputError(MANAGER_MESSAGES.notInCompany, [{ path: 'managerId', message: MANAGER_MESSAGES.notInCompany }], 'validation_failed');
    }
  }
  if (!(await setUserManager(employee.id, managerId))) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  return toEmployee({ ...employee, managerId });
}
