import type { HostDeactivationResult } from '@worknest/shared/host-deactivation';
import type { Session } from '../auth/session';
import type { UserRecord } from '../../store/users';
import { deactivateUser } from './deactivate-user';
import { manageableEmployee } from './manage-employee';

/**
 * HR (of the employee's company) or an admin deactivates an employee: the same checks as every
 * HR action on a person (manage-employee.ts), then the one deactivation (deactivate-user.ts).
 */
export async function deactivateEmployee(session: Session, employeeId: string, nowMs: number): Promise<{ user: UserRecord; deactivation: HostDeactivationResult }> {
  const user = await manageableEmployee(session, employeeId);
  const done = await deactivateUser(user.id, nowMs);
  if (!done) return { user, deactivation: { staysCancelled: 0, requestsDeclined: 0, staysInProgress: [], staysNotCancelled: 0 } };
  return done;
}

