import type { BookingView } from '@worknest/shared/booking';
import { stayDisplayState } from '@worknest/shared/stay-state';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';

/**
 * A stay's state in words: paid and booked (or completed once check-out has passed, issue 29),
 * waiting for payment or for the host, cancelled, or not completed. `viewer` says whose screen it
 * is: a request reads "Waiting for the host" to its guest and "Needs your answer" to the host.
 */
export function BookingStatusBadge({
  booking,
  viewer = 'guest',
  nowMs = Date.now(),
}: {
  booking: Pick<BookingView, 'status' | 'holdActive' | 'checkOut' | 'timeZone'>;
  viewer?: 'guest' | 'host';
  nowMs?: number;
}) {
  const t = useT('bookings');
  switch (stayDisplayState(booking, nowMs)) {
    case 'confirmed':
      return <Badge variant="success">{t('status.confirmed')}</Badge>;
    case 'completed':
      return <Badge variant="secondary">{t('status.completed')}</Badge>;
    case 'refunded':
      return <Badge variant="warning">{t('status.refunded')}</Badge>;
    case 'cancelled':
      return <Badge variant="outline">{t('status.cancelled')}</Badge>;
    case 'requested':
      return viewer === 'host' ? <Badge variant="warning">{t('status.needsAnswer')}</Badge> : <Badge variant="warning">{t('status.waitingHost')}</Badge>;
    case 'declined':
      return <Badge variant="outline">{t('status.declined')}</Badge>;
    case 'expired':
      return <Badge variant="outline">{t('status.expired')}</Badge>;
    // Issue 35: a business stay waiting for an approver, or not approved.
    case 'awaiting_approval':
      return <Badge variant="warning">{t('status.awaitingApproval')}</Badge>;
    case 'rejected':
      return <Badge variant="outline">{t('status.rejected')}</Badge>;
    default:
      return booking.holdActive ? <Badge variant="secondary">{t('status.awaitingPayment')}</Badge> : <Badge variant="outline">{t('status.notCompleted')}</Badge>;
  }
}
