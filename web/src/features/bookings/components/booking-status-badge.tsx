import type { BookingView } from '@worknest/shared/booking';
import { COMPLETED_STAY_LABEL, stayDisplayState } from '@worknest/shared/stay-state';
import { Badge } from '../../../components/ui/badge';

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
  switch (stayDisplayState(booking, nowMs)) {
    case 'confirmed':
      return <Badge variant="success">Confirmed</Badge>;
    case 'completed':
      return <Badge variant="secondary">{COMPLETED_STAY_LABEL}</Badge>;
    case 'refunded':
      return <Badge variant="warning">Refunded</Badge>;
    case 'cancelled':
      return <Badge variant="outline">Cancelled</Badge>;
    case 'requested':
      return viewer === 'host' ? <Badge variant="warning">Needs your answer</Badge> : <Badge variant="warning">Waiting for the host</Badge>;
    case 'declined':
      return <Badge variant="outline">Declined</Badge>;
    case 'expired':
      return <Badge variant="outline">Request expired</Badge>;
    // Issue 35: a business stay waiting for an approver, or not approved.
    case 'awaiting_approval':
      return <Badge variant="warning">Waiting for approval</Badge>;
    case 'rejected':
      return <Badge variant="outline">Not approved</Badge>;
    default:
      return booking.holdActive ? <Badge variant="secondary">Awaiting payment</Badge> : <Badge variant="outline">Not completed</Badge>;
  }
}
