import type { BookingView } from '@worknest/shared/booking';
import { Badge } from '../../../components/ui/badge';

/** A trip's state in words: paid and booked, waiting for payment or for the host, cancelled, or not completed. */
export function BookingStatusBadge({ booking }: { booking: Pick<BookingView, 'status' | 'holdActive'> }) {
  switch (booking.status) {
    case 'confirmed':
      return <Badge variant="success">Confirmed</Badge>;
    case 'refunded':
      return <Badge variant="warning">Refunded</Badge>;
    case 'cancelled':
      return <Badge variant="outline">Cancelled</Badge>;
    case 'requested':
      return <Badge variant="warning">Waiting for the host</Badge>;
    case 'declined':
      return <Badge variant="outline">Declined</Badge>;
    case 'expired':
      return <Badge variant="outline">Request expired</Badge>;
    default:
      return booking.holdActive ? <Badge variant="secondary">Awaiting payment</Badge> : <Badge variant="outline">Not completed</Badge>;
  }
}
