import { addDays, utcDate } from '@worknest/shared/booking-rules';
import { hostBookingFate, type HostDeactivationPreview, type HostedStayRef } from '@worknest/shared/host-deactivation';
import type { BookingRecord } from '../../store/bookings';
import { listHostedStaysAhead } from '../../store/hosted-stays-ahead';

/*
 * What deactivating a host would do to the stays on their listings (issue 29, item 2), read
 * without the payment code (the preview's function loads no Stripe SDK); close-host-stays.ts does it.
 */

/** The stays that can still matter: check-out yesterday or later (a stay ending today before 11:00 is under way). */
export async function hostedFrom(hostId: string, nowMs: number): Promise<BookingRecord[]> {
  return listHostedStaysAhead(hostId, addDays(utcDate(nowMs), -1));
}

export function refOf(booking: BookingRecord): HostedStayRef {
  return { bookingId: booking.id, listingTitle: booking.listingTitle, checkIn: booking.checkIn, checkOut: booking.checkOut };
}

export function sorted(bookings: BookingRecord[]): BookingRecord[] {
  return [...bookings].sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.id.localeCompare(b.id));
}

/** `GET /api/hr/employees/{id}/deactivation`: what deactivating `hostId` would do now. */
export async function previewHostStays(hostId: string, nowMs: number): Promise<HostDeactivationPreview> {
  const bookings = sorted(await hostedFrom(hostId, nowMs));
  const fates = bookings.map((booking) => ({ booking, fate: hostBookingFate(booking, nowMs) }));
  return {
    employeeId: hostId,
    staysToCancel: fates.filter((entry) => entry.fate === 'cancel').length,
    requestsToDecline: fates.filter((entry) => entry.fate === 'decline').length,
    staysInProgress: fates.filter((entry) => entry.fate === 'in-progress').map((entry) => refOf(entry.booking)),
  };
}

