import type { PaymentEvent } from '../../adapters/payments/events';
import { getBooking } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getUserIdByConnectedAccount, recordPayoutPaid, recordTransferReversed } from '../../store/payouts';
import { syncPayoutAccount } from './payout-accounts';

/**
 * Connect's events (issue 21), each handled once however often Stripe delivers it (the webhook runs
 * this inside withStripeEventClaim, as the payments webhook does), and each with an effect that is the same when repeated:
 * - `account.updated`: the account's state is read back from Stripe and recorded; once enabled,
 *   the host's stays waiting for it are queued for the payout job.
 * - `transfer.created`: the transfer is recorded on its booking if the job did not get there
 *   (it died between Stripe's answer and its write): one transfer id per booking.
 * - `transfer.reversed`: how much was taken back (`amount_reversed`, an absolute value that only
 *   grows: an older event delivered after a newer one is ignored, as Stripe does not promise order).
 */
export async function handleConnectEvent(event: PaymentEvent): Promise<string> {
  const data = event.data;
  switch (data.type) {
    case 'account.updated': {
      const account = data.account;
      const userId = await getUserIdByConnectedAccount(account.id);
      if (!userId) return 'ignored: unknown account';
      const { state, requeued } = await syncPayoutAccount(userId, account.id, nowMs());
      return `account ${state}${requeued ? `, ${requeued} payouts queued` : ''}`;
    }
    case 'transfer.created': {
      const transfer = data.transfer;
      const booking = transfer.metadata.bookingId ? await getBooking(transfer.metadata.bookingId) : null;
      if (!booking) return 'ignored: no booking';
      if (booking.transferId === transfer.id) return 'already recorded';
      const recorded = await recordPayoutPaid(booking, { id: transfer.id, amount: transfer.amountCents, createdIso: new Date(transfer.createdMs).toISOString() });
      return recorded ? 'recorded' : 'ignored: the booking records another transfer';
    }
    case 'transfer.reversed': {
      const transfer = data.transfer;
      const bookingId = transfer.metadata.bookingId;
      if (!bookingId) return 'ignored: no booking';
      const recorded = await recordTransferReversed(bookingId, { id: transfer.id, amount: transfer.amountCents, amountReversed: transfer.amountReversedCents });
      if (recorded === 'stale') return `ignored: ${transfer.amountReversedCents} of ${transfer.amountCents} reversed is older than the total on record`;
      return recorded === 'recorded' ? `reversed ${transfer.amountReversedCents} of ${transfer.amountCents}` : 'ignored: not this booking’s transfer';
    }
    default:
      return 'ignored';
  }
}
