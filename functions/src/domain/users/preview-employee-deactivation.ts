import type { HostDeactivationPreview } from '@worknest/shared/host-deactivation';
import type { Session } from '../auth/session';
import { manageableEmployee } from './manage-employee';
import { previewHostStays } from './preview-host-stays';

/**
 * What deactivating the employee would do to the stays they host (issue 29), for the callers who
 * may deactivate them (manage-employee.ts). Apart from deactivate-employee.ts so the preview's
 * function loads no payment or mail code.
 */
export async function previewEmployeeDeactivation(session: Session, employeeId: string, nowMs: number): Promise<HostDeactivationPreview> {
  const user = await manageableEmployee(session, employeeId);
  return previewHostStays(user.id, nowMs);
}
