import type { HostDeactivationPreview } from '@worknest/shared/host-deactivation';
import { previewEmployeeDeactivation } from '../../domain/users/preview-employee-deactivation';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { employeeIdParams } from './hr-inputs';

/**
 * `GET /api/hr/employees/{id}/deactivation` (issue 29): what deactivating the employee would do to
 * the stays they host, for the confirmation dialog: how many stays not yet begun it cancels, how
 * many open requests it declines, and the stays under way it leaves to finish. HR of their company
 * or an admin, as the deactivation itself; anyone else 404 (403 for oneself and, for HR, an admin).
 */
export const handler = defineHandler({ params: employeeIdParams }, async ({ params, session }): Promise<HostDeactivationPreview> =>
  previewEmployeeDeactivation(session, params.id, nowMs()),
);
