import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { outboxMailItem, type OutboxPut } from '../../store/outbox';
import { startConversation } from '../messaging/start-conversation';
import { scheduleStayNotices } from '../notifications/schedule-notices';

/**
 * The e-mails of a confirmation (the guest's receipt, the host's notice): outbox items written in
 * the confirmation's own transaction (issue 33), sent by the table-stream subscriber.
 */
export function confirmationMails(bookingId: string, nowMs: number): OutboxPut[] {
  return [outboxMailItem({ kind: 'booking-confirmed-guest', bookingId }, nowMs), outboxMailItem({ kind: 'booking-confirmed-host', bookingId }, nowMs)];
}

/**
 * What follows a confirmation, run once by whichever call confirmed the booking: the guest-host
 * conversation, and the stay's reminders and review requests (the e-mails to guest and host were
 * committed with the confirmation: confirmationMails). The booking is confirmed whatever happens
 * here, so a failure is logged, not thrown (a retry would find the booking confirmed and skip this).
 */
export async function notifyConfirmed(booking: BookingRecord): Promise<void> {
  const steps = [
    startConversation({ guestId: booking.guestId, hostId: booking.hostId, listingId: booking.listingId }),
    scheduleStayNotices(booking),
  ];
  const results = await Promise.allSettled(steps);
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      logger.error('a step after the booking confirmation failed', { step: ['conversation', 'stay notices'][index], bookingId: booking.id, error: result.reason as Error });
    }
  }
}
