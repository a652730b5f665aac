import { stayNights } from '@worknest/shared/booking';
import { isProviderError } from '../../adapters/payments/errors';
import { createRefund, latestRefundId } from '../../adapters/payments/refunds';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { canTake, markRefunded } from './lifecycle';
import { releaseHeldNights } from '../../store/nights';
import type { RefundReason } from './booking-mails';
import { nowMs } from '../../clock';
import { outboxMailItem } from '../../store/outbox';
import { countRefund } from '../../logging/metrics';

/**
 * Gives a guest their money back for a payment that bought no stay (its nights were taken, or it
 * did not match the booking): never a charge without a stay. Safe to run any number of times and
 * concurrently: the refund's idempotency key makes Stripe refund once, the conditional status
 * change lets one caller mark the booking and e-mail the guest.
 */
export async function refundBooking(booking: BookingRecord, paymentIntentId: string, reason: RefundReason): Promise<BookingRecord> {
  let refundId: string;
  try {
    refundId = await createRefund({ paymentIntentId, metadata: { bookingId: booking.id, reason }, idempotencyKey: `refund-${booking.id}` });
  } catch (error) {
    if (!isProviderError(error, 'charge_already_refunded')) throw error;
    refundId = (await latestRefundId(paymentIntentId)) ?? 'already_refunded';
  }
  await releaseHeldNights(booking.listingId, stayNights(booking.checkIn, booking.checkOut), booking.id);
  // The guest's e-mail is an outbox item committed with the status change (issue 33).
  // A booking the table gives no `payment-refunded` (declined, expired) keeps its status: Stripe's refund stands.
  if (canTake(booking.status, 'payment-refunded') && await markRefunded(booking, refundId, reason, [outboxMailItem({ kind: 'booking-refunded-guest', bookingId: booking.id, reason }, nowMs())])) {
    logger.warn('payment refunded: it bought no stay', { bookingId: booking.id, paymentIntentId, reason });
    countRefund(booking.totalAmount);
  }
  return (await getBooking(booking.id)) ?? booking;
}
