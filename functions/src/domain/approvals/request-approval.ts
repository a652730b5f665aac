import { stayNights } from '@worknest/shared/booking';
import type { TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { releaseHeldNights } from '../../store/nights';
import { outboxMailItem } from '../../store/outbox';
import { getUser } from '../../store/users';
import { datesUnavailable } from '../bookings/booking-errors';
import { markAwaitingApproval } from '../bookings/lifecycle/approval-writes';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 35: a business stay that needs approval waits for it (`approval-requested`): its nights
 * are held until the deadline (the policy's hours from now), nothing is charged, and every
 * approver gets an e-mail with two signed links. What happens at the deadline is the policy's
 * as it is now, kept on the booking (a later change of the policy does not change it).
 *
 * The approvers' e-mails are one outbox item in the same transaction (ADR 0193): its sender
 * writes one item per approver and signs each one's links when it sends, so this route loads no
 * SES client and no mail-links key, and an SES failure loses no request.
 */
export async function requestApproval(booking: BookingRecord, policy: TravelPolicy, nowMs: number): Promise<BookingRecord> {
  const deadlineMs = nowMs + policy.approvalDeadlineHours * HOUR_MS;
  const traveller = await getUser(booking.guestId);
  const listDomain = traveller?.companyDomain ?? booking.companyDomain;
  const outbox = traveller ? [outboxMailItem({ kind: 'approval-requested', bookingId: booking.id }, nowMs)] : [];
  const outcome = await markAwaitingApproval(booking, nowMs, { deadlineMs, onDeadline: policy.onDeadline, listDomain }, outbox);
  if (outcome !== 'awaiting') {
    await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
    throw datesUnavailable();
  }
  const waiting = (await getBooking(booking.id)) ?? booking;
  logger.info('business stay awaits approval', { bookingId: booking.id, deadlineMs, onDeadline: policy.onDeadline });
  return waiting;
}
