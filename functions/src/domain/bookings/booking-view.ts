import type { BookingView, HostContact } from '@worknest/shared/booking';
import { holdIsActive, type BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { hostEarnings } from '../payouts/host-earnings';

export function fullName(user: Pick<UserRecord, 'firstName' | 'lastName'> | null): string | null {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

export function hostContact(host: UserRecord): HostContact {
  return { name: fullName(host), username: host.username, email: host.email, phoneNumber: host.phoneNumber };
}

/**
 * A booking as its guest or host sees it. The host's contact goes only to the guest of a
 * confirmed (paid) booking; the guest's name and e-mail only to the host.
 */
export function toBookingView(
  booking: BookingRecord,
  nowMs: number,
  people: { hostForGuest?: UserRecord | null; guestForHost?: UserRecord | null } = {},
): BookingView {
  return {
    id: booking.id,
    listingId: booking.listingId,
    listingTitle: booking.listingTitle,
    city: booking.city,
    country: booking.country,
    listingImage: booking.listingImage,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    numberOfGuests: booking.numberOfGuests,
    status: booking.status,
    isPaid: booking.isPaid,
    holdActive: holdIsActive(booking, nowMs),
    pricePerNight: booking.pricePerNight,
    accommodationAmount: booking.accommodationAmount,
    serviceFee: booking.serviceFee,
    totalAmount: booking.totalAmount,
    paymentIntentId: booking.paymentIntentId,
    createdAt: booking.createdAt,
    confirmedAt: booking.confirmedAt,
    host: booking.status === 'confirmed' && people.hostForGuest ? hostContact(people.hostForGuest) : null,
    guest: people.guestForHost ? { name: fullName(people.guestForHost), email: people.guestForHost.email } : null,
    cancellationPolicy: booking.cancellationPolicy,
    bookingMode: booking.bookingMode,
    timeZone: booking.timeZone,
    cancelledAt: booking.cancelledAt,
    cancelledBy: booking.cancelledBy,
    refundedAmount: booking.refundedAmount,
    refundIssued: booking.refundId !== null,
    requestExpiresAt: booking.requestExpiresAt,
    hostEarnings: people.guestForHost !== undefined ? hostEarnings(booking) : null,
    payer: booking.payer,
    purpose: booking.purpose,
    costCentre: booking.costCentre,
    creditsAmount: booking.creditsAmount,
    swapId: booking.swapId,
    // Issue 35: the policy check at creation, the justification, the approval's deadline and outcome.
    outOfPolicy: booking.outOfPolicy === true,
    policyReasons: booking.policyReasons ?? [],
    justification: booking.justification,
    approvalDeadlineAt: booking.approvalDeadlineAt,
    approval: booking.approval,
  };
}
