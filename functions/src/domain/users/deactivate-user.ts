import type { HostDeactivationResult } from '@worknest/shared/host-deactivation';
import { nowMs as clockNowMs } from '../../store/clock';
import { deleteUserSessions } from '../../store/sessions';
import { updateUser, type UserRecord } from '../../store/users';
import { hideListingsOfHost } from '../listings/host-listings-visibility';
import { closeHostStays } from './close-host-stays';

/**
 * Deactivates a member: the one function every deactivation calls (HR, an admin, the admin CLI,
 * later directory sync). They can no longer sign in, every session ends at once (the session
 * loader also refuses inactive users, so a session created in a race is dead as well), their
 * listings leave everyone's view, and, since a host who leaves cannot host, their stays not yet
 * begun are cancelled as the host cancelling them and their open requests declined (issue 29;
 * close-host-stays.ts). Calling it again for an inactive member finishes what a failure left.
 */
export async function deactivateUser(userId: string, nowMs: number = clockNowMs()): Promise<{ user: UserRecord; deactivation: HostDeactivationResult } | null> {
  const user = await updateUser(userId, { isActive: false });
  if (!user) return null;
  await deleteUserSessions(userId);
  // Hidden first, so no new checkout starts on their homes while their stays are closed.
  await hideListingsOfHost(userId);
  const deactivation = await closeHostStays(user, nowMs);
  return { user, deactivation };
}
