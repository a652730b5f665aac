import { stayNights } from '@worknest/shared/booking';
import type { TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { ENV, requireEnv } from '../../config/function-environment';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { sendMail } from '../../adapters/mail';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { releaseHeldNights } from '../../store/nights';
import { getUser } from '../../store/users';
import { datesUnavailable } from '../bookings/booking-errors';
import { markAwaitingApproval } from '../bookings/lifecycle/approval-writes';
import { approvalLinkOf, approvalRequestMail } from './approval-mails';
import { APPROVAL_LINK_TTL_MS, signApprovalToken } from './approval-token';
import { approversOf } from './approvers';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 35: a business stay that needs approval waits for it (`approval-requested`): its nights
 * are held until the deadline (the policy's hours from now), nothing is charged, and every
 * approver gets an e-mail with two signed links. What happens at the deadline is the policy's
 * as it is now, kept on the booking (a later change of the policy does not change it).
 */
export async function requestApproval(booking: BookingRecord, policy: TravelPolicy, nowMs: number): Promise<BookingRecord> {
  const deadlineMs = nowMs + policy.approvalDeadlineHours * HOUR_MS;
  const traveller = await getUser(booking.guestId);
  const listDomain = traveller?.companyDomain ?? booking.companyDomain;
  const outcome = await markAwaitingApproval(booking, nowMs, { deadlineMs, onDeadline: policy.onDeadline, listDomain });
  if (outcome !== 'awaiting') {
    await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
    throw datesUnavailable();
  }
  const waiting = (await getBooking(booking.id)) ?? booking;
  if (traveller) await mailApprovers(waiting, traveller.id, nowMs);
  logger.info('business stay awaits approval', { bookingId: booking.id, deadlineMs, onDeadline: policy.onDeadline });
  return waiting;
}

/** One e-mail per approver, each with its own links (best effort: the stay waits either way, and /app/approvals lists it). */
async function mailApprovers(booking: BookingRecord, travellerId: string, nowMs: number): Promise<void> {
  try {
    const traveller = await getUser(travellerId);
    if (!traveller) return;
    const approvers = await approversOf(traveller);
    if (approvers.length === 0) return;
    const key = await mailLinksKey();
    const appOrigin = requireEnv(ENV.appOrigin);
    const expiresAtMs = nowMs + APPROVAL_LINK_TTL_MS;
    for (const approver of approvers) {
      const link = (decision: 'approve' | 'reject') => approvalLinkOf(appOrigin, signApprovalToken(key, { bookingId: booking.id, approverId: approver.id, decision, expiresAtMs }));
      await sendMail(approvalRequestMail({ to: approver, traveller, booking, approveLink: link('approve'), rejectLink: link('reject') }));
    }
  } catch (error) {
    logger.error('approval request e-mails failed', { bookingId: booking.id, error: error as Error });
  }
}
