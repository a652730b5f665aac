import type { HostDeactivationResult } from '@worknest/shared/host-deactivation';
import type { Employee } from '@worknest/shared/people';
import { deactivateEmployee } from '../../domain/users/deactivate-employee';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { employeeIdParams } from './hr-inputs';

/**
 * `POST /api/hr/employees/{id}/deactivate`: ends their sessions and hides their listings at once,
 * cancels the stays they host that have not begun (full refunds, as the host cancelling) and
 * declines their open requests (issue 29); `deactivation` says what it did to bookings. Calling it
 * again for an inactive employee finishes what a failure left and repeats nothing.
 */
export const handler = defineHandler({ params: employeeIdParams }, async ({ params, session }): Promise<Employee & { deactivation: HostDeactivationResult }> => {
  const { user, deactivation } = await deactivateEmployee(session, params.id, nowMs());
  return { ...toEmployee(user), deactivation };
});
