/* Plain rules, no zod: what deactivating a member does to the stays they host (issue 29, item 2). */
import { formatStayDate } from './booking-rules';
import { CHECK_IN_TIME, CHECK_OUT_TIME, zonedInstant } from './cancellation-rules';
import { plural, pluralNoun } from './plural';

/**
 * A host who leaves cannot host. Deactivating a member (HR, an admin, the CLI, later directory
 * sync) treats each booking on their listings by this rule:
 * - a paid stay whose first night has not begun (check-in 15:00 in the listing's zone) is
 *   cancelled as the host cancelling it: a full refund, guest and host told, the nights free;
 * - a request still waiting for the host's answer is declined as the host declining it;
 * - a stay that has begun and not ended (check-out 11:00) is left to finish;
 * - anything else (over, cancelled, declined, an expired request) is left alone.
 */
export type HostBookingFate = 'cancel' | 'decline' | 'in-progress' | 'none';

export interface HostedBooking {
  status: string;
  checkIn: string;
  checkOut: string;
  timeZone: string;
  requestExpiresAtMs: number | null;
}

export function hostBookingFate(booking: HostedBooking, nowMs: number): HostBookingFate {
  if (booking.status === 'requested') return booking.requestExpiresAtMs !== null && booking.requestExpiresAtMs > nowMs ? 'decline' : 'none';
  if (booking.status !== 'confirmed') return 'none';
  if (zonedInstant(booking.checkIn, CHECK_IN_TIME, booking.timeZone) > nowMs) return 'cancel';
  if (zonedInstant(booking.checkOut, CHECK_OUT_TIME, booking.timeZone) > nowMs) return 'in-progress';
  return 'none';
}

/** A stay named in the dialog: which home, which dates (no guest, no amount: HR needs neither). */
export interface HostedStayRef {
  bookingId: string;
  listingTitle: string;
  checkIn: string;
  checkOut: string;
}

/** `GET /api/hr/employees/{id}/deactivation`: what deactivating them would do now. */
export interface HostDeactivationPreview {
  employeeId: string;
  /** Paid stays not yet begun: cancelled by the host with a full refund. */
  staysToCancel: number;
  /** Requests waiting for their answer: declined. */
  requestsToDecline: number;
  /** Stays under way: left to finish. */
  staysInProgress: HostedStayRef[];
}

/** What `POST /api/hr/employees/{id}/deactivate` did (the `deactivation` field of its answer). */
export interface HostDeactivationResult {
  staysCancelled: number;
  requestsDeclined: number;
  staysInProgress: HostedStayRef[];
  /** Stays or requests that could not be closed now (the payment provider did not answer): deactivating again finishes them. */
  staysNotCancelled: number;
}

export function hostedStayLabel(stay: HostedStayRef): string {
  return `“${stay.listingTitle}”, ${formatStayDate(stay.checkIn)} – ${formatStayDate(stay.checkOut)}`;
}

/**
 * The dialog's sentence about bookings, before deactivating: how many stays it cancels (full
 * refund) and requests it declines. A begun stay is named apart (`inProgressSentence`).
 */
export function deactivationBookingsSentence(preview: Pick<HostDeactivationPreview, 'staysToCancel' | 'requestsToDecline'>): string {
  const { staysToCancel: stays, requestsToDecline: requests } = preview;
  if (stays === 0 && requests === 0) return 'They have no upcoming stays or requests as a host: no booking is cancelled.';
  const parts: string[] = [];
  if (stays > 0) parts.push(`cancels ${plural(stays, 'upcoming stay')} at their homes with a full refund to the ${pluralNoun(stays, 'guest')}`);
  if (requests > 0) parts.push(`declines ${plural(requests, 'booking request')}`);
  return `This ${parts.join(' and ')}; ${pluralNoun(stays + requests, 'the guest is', 'the guests are')} told by e-mail.`;
}

/** The begun stays, named: they are not cancelled. Null when there is none. */
export function inProgressSentence(stays: readonly HostedStayRef[]): string | null {
  if (stays.length === 0) return null;
  return stays.length === 1
    ? `A stay under way is left to finish: ${hostedStayLabel(stays[0]!)}.`
    : `${plural(stays.length, 'stay')} under way are left to finish:`;
}

/** The toast's sentence once it is done. */
export function deactivationDoneSentence(result: HostDeactivationResult): string {
  const parts: string[] = [];
  if (result.staysCancelled > 0) parts.push(`${plural(result.staysCancelled, 'stay')} cancelled and refunded`);
  if (result.requestsDeclined > 0) parts.push(`${plural(result.requestsDeclined, 'request')} declined`);
  const done = parts.length > 0 ? ` ${parts.join(', ')}.` : '';
  const left = result.staysNotCancelled > 0 ? ` ${plural(result.staysNotCancelled, 'booking')} could not be closed yet (the payment provider did not answer); an administrator finishes them by deactivating again.` : '';
  return `Their sessions have ended and their listings are hidden.${done}${left}`;
}
