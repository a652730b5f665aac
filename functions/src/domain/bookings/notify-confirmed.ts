import { sendMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { getUser } from '../../store/users';
import { startConversation } from '../messaging/start-conversation';
import { scheduleStayNotices } from '../notifications/schedule-notices';
import { guestConfirmationMail, hostNotificationMail } from './booking-mails';

/**
 * What follows a confirmation, run once by whichever call confirmed the booking: the e-mails to
 * guest and host, the guest-host conversation, and the stay's reminders and review requests. The booking is confirmed whatever happens
 * here, so a failure is logged, not thrown (a retry would find the booking confirmed and skip this).
 */
export async function notifyConfirmed(booking: BookingRecord): Promise<void> {
  const [guest, host] = await Promise.all([getUser(booking.guestId), getUser(booking.hostId)]);
  if (!guest || !host) {
    logger.warn('booking confirmed but a participant is gone; no e-mails', { bookingId: booking.id });
    return;
  }
  const appOrigin = requireEnv(ENV.appOrigin);
  const steps = [
    sendMail(guestConfirmationMail(booking, guest, host, appOrigin)),
    sendMail(hostNotificationMail(booking, guest, host, appOrigin)),
    startConversation({ guestId: booking.guestId, hostId: booking.hostId, listingId: booking.listingId }),
    scheduleStayNotices(booking),
  ];
  const results = await Promise.allSettled(steps);
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      logger.error('a step after the booking confirmation failed', { step: ['guest mail', 'host mail', 'conversation', 'stay notices'][index], bookingId: booking.id, error: result.reason as Error });
    }
  }
}
