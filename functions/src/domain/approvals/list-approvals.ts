import type { ApprovalItem, ApprovalList } from '@worknest/shared/approvals';
import { getBookingsByIds, listCompanyApprovalIds } from '../../store/approvals';
import type { BookingRecord } from '../../store/bookings';
import { getUsers, type UserRecord } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { mayDecide, type Approver } from './approvers';

/**
 * Issue 35: `GET /api/approvals`: the stays of the approver's company waiting for a decision and
 * the recent decisions, each as the approver needs it to decide (traveller, listing, dates, amount,
 * purpose, cost centre, reasons, justification, deadline). HR sees the company's; a manager sees
 * their own reports'; a member who approves for nobody gets empty lists. Never the caller's own.
 */
export async function listApprovals(approver: Approver): Promise<ApprovalList> {
  const ids = await listCompanyApprovalIds(approver.companyDomain, 100);
  const bookings = await getBookingsByIds(ids);
  const travellers = await getUsers([...new Set(bookings.map((booking) => booking.guestId))]);
  const visible = bookings.filter((booking) => mayDecide(approver, booking, travellers.get(booking.guestId) ?? null));
  const items = visible.map((booking) => toApprovalItem(booking, travellers.get(booking.guestId) ?? null));
  const pending = items.filter((item) => item.status === 'awaiting_approval');
  return { pending, recent: items.filter((item) => item.status !== 'awaiting_approval').slice(0, 50), pendingCount: pending.length };
}

export function toApprovalItem(booking: BookingRecord, traveller: UserRecord | null): ApprovalItem {
  return {
    bookingId: booking.id,
    status: booking.status,
    traveller: { id: booking.guestId, name: fullName(traveller), email: traveller?.email ?? null },
    listing: { id: booking.listingId, title: booking.listingTitle, city: booking.city, country: booking.country, image: booking.listingImage },
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    totalAmount: booking.totalAmount,
    pricePerNight: booking.pricePerNight,
    purpose: booking.purpose,
    costCentre: booking.costCentre,
    outOfPolicy: booking.outOfPolicy === true,
    reasons: booking.policyReasons ?? [],
    justification: booking.justification,
    deadlineAt: booking.approvalDeadlineAt,
    onDeadline: booking.approvalOnDeadline,
    decision: booking.approval,
    createdAt: booking.createdAt,
  };
}
