import Stripe from 'stripe';
import { stayNights } from '@worknest/shared/booking';
import { sendMail } from '../../adapters/mail';
import { payments } from '../../adapters/payments';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { getBooking, markRefunded, type BookingRecord } from '../../store/bookings';
import { releaseHeldNights } from '../../store/nights';
import { getUser } from '../../store/users';
import { refundMail, type RefundReason } from './booking-mails';
import { countRefund } from '../../logging/metrics';

/**
 * Gives a guest their money back for a payment that bought no stay (its nights were taken, or it
 * did not match the booking): never a charge without a stay. Safe to run any number of times and
 * concurrently: the refund's idempotency key makes Stripe refund once, the conditional status
 * change lets one caller mark the booking and e-mail the guest.
 */
export async function refundBooking(booking: BookingRecord, paymentIntentId: string, reason: RefundReason): Promise<BookingRecord> {
  const { stripe } = await payments();
  let refundId: string;
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { bookingId: booking.id, reason } },
      { idempotencyKey: `refund-${booking.id}` },
    );
    refundId = refund.id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'charge_already_refunded') throw error;
    const existing = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 });
    refundId = existing.data[0]?.id ?? 'already_refunded';
  }
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  if (await markRefunded(booking.id, refundId, reason)) {
    logger.warn('payment refunded: it bought no stay', { bookingId: booking.id, paymentIntentId, reason });
    countRefund(booking.totalAmount);
    const guest = await getUser(booking.guestId);
    if (guest) {
      await sendMail(refundMail(booking, guest, requireEnv(ENV.appOrigin), reason)).catch((error: unknown) =>
        logger.error('refund e-mail failed', { bookingId: booking.id, error: error as Error }),
      );
    }
  }
  return (await getBooking(booking.id)) ?? booking;
}
