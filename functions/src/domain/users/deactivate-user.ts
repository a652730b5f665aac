import type { HostDeactivationResult } from '@worknest/shared/host-deactivation';
import { nowMs as clockNowMs } from '../../clock';
import { deleteUserSessions } from '../../store/sessions';
import { getUser, updateUser, type UserRecord } from '../../store/users';
import { hideListingsOfHost } from '../listings/host-listings-visibility';
import { closeHostStays } from './close-host-stays';

/**
 * Deactivates a member: the one function every deactivation calls (HR, an admin, the admin CLI,
 * later directory sync). A host who leaves cannot host: their stays not yet begun are cancelled as
 * the host cancelling them and their open requests declined (issue 29; close-host-stays.ts). Then
 * they can no longer sign in, every session ends (the session loader also refuses inactive users,
 * so a session created in a race is dead as well), and their listings leave everyone's view.
 *
 * The stays are closed first, while host and listing are still what a host's own cancellation
 * sees, so it is exactly that cancellation, the line in the guest's conversation included (a
 * conversation needs an active host and a shown listing). A second pass after the listings are
 * hidden catches a stay confirmed or a request accepted meanwhile (usually one empty Query).
 * Calling it again for an inactive member finishes what a failure left.
 */
export async function deactivateUser(userId: string, nowMs: number = clockNowMs()): Promise<{ user: UserRecord; deactivation: HostDeactivationResult } | null> {
  const current = await getUser(userId);
  if (!current) return null;
  const first = await closeHostStays(current, nowMs);
  const user = await updateUser(userId, { isActive: false });
  if (!user) return null;
  await deleteUserSessions(userId);
  await hideListingsOfHost(userId);
  const second = await closeHostStays(user, nowMs);
  return {
    user,
    deactivation: {
      staysCancelled: first.staysCancelled + second.staysCancelled,
      requestsDeclined: first.requestsDeclined + second.requestsDeclined,
      staysInProgress: second.staysInProgress,
      staysNotCancelled: second.staysNotCancelled,
    },
  };
}
