import { formatStayDate, utcDate } from '@worknest/shared/booking';
import { AdminBookingsRoute } from '../../features/admin/routes/admin-bookings';
import { CancelStayDialog } from '../../features/bookings/components/cancel-stay-dialog';
import { useT } from '../../lib/i18n';

/**
 * `/app/admin/bookings`: Admin → Bookings (features/admin) with "Cancel stay" on each confirmed
 * stay not over yet (features/bookings, issue 17): an admin cancels for a member with a full refund.
 */
export function AdminBookingsPage() {
  const t = useT('admin');
  return (
    <AdminBookingsRoute
      rowAction={(booking) =>
        booking.status === 'confirmed' && booking.checkOut >= utcDate(Date.now()) ? (
          <CancelStayDialog
            bookingId={booking.id}
            label={t('bookings.cancelStay')}
            stayName={`${booking.guest.name}: ${booking.listingTitle}, ${formatStayDate(booking.checkIn)} → ${formatStayDate(booking.checkOut)}`}
          />
        ) : null
      }
    />
  );
}
