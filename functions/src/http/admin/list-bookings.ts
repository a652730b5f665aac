import type { AdminBooking, AdminBookingPage } from '@worknest/shared/admin';
import { personName } from '@worknest/shared/roles';
import { paymentSplitView } from '../../domain/payouts/host-earnings';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { listCompanyBookings } from '../../store/company-bookings';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { getUsers } from '../../store/users';
import { adminBookingsQuery } from './admin-inputs';

/** `GET /api/admin/bookings?domain=&status=&from=&to=`: a company's bookings by check-in date, earliest first. */
export const handler = defineHandler({ query: adminBookingsQuery }, async ({ query, session }): Promise<AdminBookingPage> => {
  const domain = query.domain ?? session.companyDomain;
  const startKey = cursorFor(query.cursor, 'gsi3pk', keys.companyBookingsPartition(domain));
  const page = await listCompanyBookings({ domain, from: query.from, to: query.to, status: query.status, limit: query.limit, startKey }, nowMs());
  const guestIds = [...new Set(page.bookings.map((booking) => booking.guestId))];
  const guests = await getUsers(guestIds);
  const items: AdminBooking[] = page.bookings.map(({ guestId, accommodationAmount, commissionBasisPoints, payoutStatus, payoutAmount, payoutReversedAmount, ...booking }) => {
    const guest = guests.get(guestId);
    const payment = paymentSplitView({ ...booking, accommodationAmount, commissionBasisPoints, payoutStatus, payoutAmount, payoutReversedAmount });
    return {
      ...booking,
      payment,
      guest: guest ? { id: guest.id, name: personName(guest), email: guest.email } : { id: guestId, name: 'Unknown member', email: '' },
    };
  });
  return { domain, items, nextCursor: encodeCursor(page.lastKey) };
});
