import { hostBookingFate, type HostDeactivationResult } from '@worknest/shared/host-deactivation';
import { logger } from '../../logging/logger';
import type { UserRecord } from '../../store/users';
import { declineRequest } from '../bookings/booking-requests';
import { cancelStay } from '../bookings/cancel-stay';
import type { Viewer } from '../listings/viewer';
import { hostedFrom, refOf, sorted } from './preview-host-stays';

/**
 * What deactivating a host does to the stays on their listings (issue 29, item 2; the rule is
 * `hostBookingFate` in packages/shared/src/host-deactivation.ts). Each stay not yet begun goes
 * through the host's own cancellation (`cancelStay` as the host: full refund, both e-mails, the
 * conversation line, the nights freed) and each open request through the host's own Decline
 * (`declineRequest`): there is no second cancellation path, so refunds stay exactly-once with
 * the same idempotency keys, and calling this again (a retry, a second deactivation) finishes
 * what a failure left and repeats nothing.
 */

/**
 * Cancels the host's stays not yet begun and declines their open requests, one at a time (each
 * is a Stripe call and two e-mails), as the host. A failure of one (the payment provider did not
 * answer) is logged and counted, and the others go on.
 */
export async function closeHostStays(host: Pick<UserRecord, 'id' | 'role' | 'companyDomain'>, nowMs: number): Promise<HostDeactivationResult> {
  const asHost: Viewer = { userId: host.id, role: host.role, companyDomain: host.companyDomain };
  const result: HostDeactivationResult = { staysCancelled: 0, requestsDeclined: 0, staysInProgress: [], staysNotCancelled: 0 };
  for (const booking of sorted(await hostedFrom(host.id, nowMs))) {
    const fate = hostBookingFate(booking, nowMs);
    if (fate === 'in-progress') result.staysInProgress.push(refOf(booking));
    if (fate !== 'cancel' && fate !== 'decline') continue;
    try {
      if (fate === 'cancel') {
        const { outcome } = await cancelStay(booking.id, asHost, nowMs, 'confirmed');
        if (outcome === 'cancelled') result.staysCancelled += 1;
      } else {
        const { outcome } = await declineRequest(booking.id, asHost, nowMs);
        if (outcome === 'declined') result.requestsDeclined += 1;
      }
    } catch (error) {
      result.staysNotCancelled += 1;
      logger.error('a stay of a deactivated host could not be closed; deactivating again finishes it', { bookingId: booking.id, fate, error: error as Error });
    }
  }
  if (result.staysCancelled + result.requestsDeclined > 0) logger.info('stays of a deactivated host closed', { hostId: host.id, ...result, staysInProgress: result.staysInProgress.length });
  return result;
}
