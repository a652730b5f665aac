import { formatStayDate } from '@worknest/shared/booking-rules';
import { hostRewardFor, rewardMonth, type HostRewardGrant } from '@worknest/shared/credit-rules';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getHostRewardMonthTotal, getHostRewards } from '../../store/credits';
import { grantHostReward } from '../../store/host-rewards';

/**
 * Issue 37 (ADR 0160): the company's reward to the host of a colleague's business stay, decided
 * once, when the payouts job settles the stay (24 hours after check-out): `perNight` × the nights,
 * within the host's monthly cap (the check-out's month); credits go into the ledger (kind
 * `reward`), cash is paid with the stay's payout and queued for the company's monthly invoice.
 * Nothing for a stay that is not a confirmed business stay. Safe under retries and two runs: the
 * booking records its reward in the same transaction, once; the month's total moves only from
 * the total that was read (a run that met another reads again).
 */
export async function rewardHostOfStay(booking: BookingRecord): Promise<HostRewardGrant | null> {
  if (booking.hostReward) return booking.hostReward;
  if (booking.payer !== 'company' || booking.status !== 'confirmed') return null;
  const rewards = await getHostRewards(booking.companyDomain);
  const month = rewardMonth(booking.checkOut);
  for (let attempt = 0; attempt < 5; attempt++) {
    const kind = rewards.kind === 'none' ? null : rewards.kind;
    if (!kind) return null;
    const seenTotal = await getHostRewardMonthTotal(booking.hostId, month, kind);
    const grant = hostRewardFor(rewards, booking.nights, seenTotal);
    if (!grant) return null;
    const outcome = await grantHostReward({
      bookingId: booking.id,
      hostId: booking.hostId,
      domain: booking.companyDomain,
      grant,
      month,
      seenTotal,
      note: `Company reward: hosted ${booking.listingTitle}, ${formatStayDate(booking.checkIn)} – ${formatStayDate(booking.checkOut)}`,
      atMs: nowMs(),
    });
    if (outcome === 'written') {
      logger.info('host rewarded', { bookingId: booking.id, hostId: booking.hostId, kind: grant.kind, amount: grant.amount, capped: grant.capped, month });
      return grant;
    }
    if (outcome === 'duplicate') return (await getBooking(booking.id))?.hostReward ?? null;
  }
  throw new Error(`host reward of booking ${booking.id}: the month's total kept moving`);
}
