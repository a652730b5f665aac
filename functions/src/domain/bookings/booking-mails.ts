import { formatEuros, formatStayDate } from '@worknest/shared/booking';
import { dates } from '@worknest/shared/format-dates';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { escapeHtml, mailLayout, type MailButton } from '../mail/layout';
import { fullName } from './booking-view';
import { plural } from '@worknest/shared/plural';
import { arrivalGuideLines, type ArrivalGuide } from '@worknest/shared/arrival-rules';
import { stayDetailPath } from '@worknest/shared/stay-view';

/** Issue 41: what the guest of a confirmed stay is told about getting there (from the listing as it is). */
export interface StayArrival {
  address: string | null;
  guide: ArrivalGuide | null;
}

/** The address and the arrival guide's filled items as mail lines (none when there is nothing). */
export function arrivalLines(arrival: StayArrival | null): string[] {
  if (!arrival) return [];
  const guide = arrivalGuideLines(arrival.guide);
  return [...(arrival.address ? [`Address: ${arrival.address}`] : []), ...(guide.length > 0 ? ['Arrival guide', ...guide] : [])];
}

/** The booking e-mails: confirmation to the guest, notice to the host, refund to the guest. */

const escape = escapeHtml;
const layout = (paragraphs: string[], button?: MailButton) => mailLayout(paragraphs, button);

function stayLines(booking: BookingRecord): string[] {
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  return [
    `${booking.listingTitle}${place ? `, ${place}` : ''}`,
    `Check-in: ${formatStayDate(booking.checkIn)}`,
    `Check-out: ${formatStayDate(booking.checkOut)}`,
    `${plural(booking.nights, 'night')}, ${plural(booking.numberOfGuests, 'guest')}`,
  ];
}

export function guestConfirmationMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string, arrival: StayArrival | null = null): OutgoingMail {
  const link = `${appOrigin}${stayDetailPath(booking.id)}`;
  const hostLines = [
    `Host: ${fullName(host) ?? host.username ?? host.email}`,
    ...(host.username ? [`Username: ${host.username}`] : []),
    `E-mail: ${host.email}`,
    `Phone: ${host.phoneNumber ?? 'Host has not provided a phone number'}`,
  ];
  const paid = `Total paid: ${formatEuros(booking.totalAmount)} (${formatEuros(booking.accommodationAmount)} accommodation + ${formatEuros(booking.serviceFee)} service fee)`;
  const getThere = arrivalLines(arrival);
  const lines = [...stayLines(booking), paid, '', ...hostLines, ...(getThere.length > 0 ? ['', ...getThere] : [])];
  return {
    to: guest.email,
    subject: `Booking confirmed: ${booking.listingTitle}`,
    text: ['Your stay is booked.', '', ...lines, '', `Your booking: ${link}`].join('\n'),
    html: layout(['Your stay is booked.', ...lines.filter(Boolean).map(escape)], { href: link, label: 'View your booking' }),
  };
}

export function hostNotificationMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const guestName = fullName(guest) ?? guest.email;
  const lines = [
    ...stayLines(booking),
    `Guest: ${guestName} (${guest.email})`,
    `Accommodation: ${formatEuros(booking.accommodationAmount)}`,
  ];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: `New booking: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    text: [`${guestName} booked your place.`, '', ...lines, '', `Your hostings: ${link}`].join('\n'),
    html: layout([escape(`${guestName} booked your place.`), ...lines.map(escape)], { href: link, label: 'See your hostings' }),
  };
}

export type RefundReason = 'nights-taken' | 'payment-mismatch' | 'listing-deleted';

const REFUND_INTROS: Record<RefundReason, string> = {
  'nights-taken':
    'We could not complete your booking: while your payment was being made, these dates were booked by someone else. We have refunded your payment in full; your bank shows it within a few days.',
  'payment-mismatch':
    'We could not complete your booking: the payment we received did not match the booking. We have refunded it in full; your bank shows it within a few days.',
  'listing-deleted':
    'We could not complete your booking: the host removed this listing while your payment was being made. We have refunded your payment in full; your bank shows it within a few days.',
};

export function refundMail(booking: BookingRecord, guest: UserRecord, appOrigin: string, reason: RefundReason): OutgoingMail {
  const lines = [
    ...stayLines(booking),
    `Refunded: ${formatEuros(booking.totalAmount)}`,
  ];
  const intro = REFUND_INTROS[reason];
  // A deleted listing has no dates left to choose: the grid instead.
  const gone = reason === 'listing-deleted';
  const link = gone ? `${appOrigin}/app/listings` : `${appOrigin}/app/listings/${encodeURIComponent(booking.listingId)}`;
  const label = gone ? 'Browse listings' : 'Choose other dates';
  return {
    to: guest.email,
    subject: `Your booking could not be completed: ${booking.listingTitle}`,
    text: [intro, '', ...lines, '', `${label}: ${link}`].join('\n'),
    html: layout([escape(intro), ...lines.map(escape)], { href: link, label }),
  };
}

// --- Issue 17: cancellations and booking requests ------------------------------------------------

const WHO_CANCELLED: Record<'guest' | 'host' | 'admin', string> = {
  guest: 'the guest',
  host: 'the host',
  admin: 'a Worknest administrator',
};

/** The guest's notice that a paid stay was cancelled, with what comes back. */
export function stayCancelledGuestMail(booking: BookingRecord, guest: UserRecord, appOrigin: string): OutgoingMail {
  const by = booking.cancelledBy ?? 'guest';
  const refund = booking.refundedAmount ?? 0;
  const intro =
    by === 'guest'
      ? 'You cancelled your stay.'
      : `Your stay was cancelled by ${WHO_CANCELLED[by]}. We are sorry for the trouble.`;
  const money =
    refund > 0
      ? `Refund: ${formatEuros(refund)} of ${formatEuros(booking.totalAmount)} paid. Your bank shows it within a few days.`
      : `Under the listing's cancellation policy, nothing of the ${formatEuros(booking.totalAmount)} paid is refunded.`;
  const lines = [...stayLines(booking), money];
  const link = `${appOrigin}/app/bookings`;
  return {
    to: guest.email,
    subject: `Stay cancelled: ${booking.listingTitle}`,
    text: [intro, '', ...lines, '', `Your bookings: ${link}`].join('\n'),
    html: layout([escape(intro), ...lines.map(escape)], { href: link, label: 'See your bookings' }),
  };
}

/** The host's notice that a stay on their listing was cancelled; the nights are free again. */
export function stayCancelledHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const by = booking.cancelledBy ?? 'guest';
  const guestName = fullName(guest) ?? guest.email;
  const intro = by === 'host' ? 'You cancelled this stay. The guest gets the refund shown below.' : `The stay of ${guestName} was cancelled by ${WHO_CANCELLED[by]}.`;
  const lines = [
    ...stayLines(booking),
    `Refunded to the guest: ${formatEuros(booking.refundedAmount ?? 0)}`,
    'The nights not yet begun are open for booking again.',
  ];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: `Stay cancelled: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    text: [intro, '', ...lines, '', `Your hostings: ${link}`].join('\n'),
    html: layout([escape(intro), ...lines.map(escape)], { href: link, label: 'See your hostings' }),
  };
}

/** The host is asked to accept or decline a request within 24 hours. */
export function requestHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const guestName = fullName(guest) ?? guest.email;
  // On the listing's clock, naming its place (format-dates.ts): the mail does not know the reader's zone.
  const deadline = booking.requestExpiresAt ? dates.deadline(booking.requestExpiresAt, booking.timeZone) : 'within 24 hours';
  const lines = [
    ...stayLines(booking),
    `Guest: ${guestName} (${guest.email})`,
    `Accommodation: ${formatEuros(booking.accommodationAmount)}`,
    `Please accept or decline by ${deadline}. Without an answer the request expires and the guest is not charged.`,
  ];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: `Booking request: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    text: [`${guestName} asks to stay at your place.`, '', ...lines, '', `Accept or decline: ${link}`].join('\n'),
    html: layout([escape(`${guestName} asks to stay at your place.`), ...lines.map(escape)], { href: link, label: 'Accept or decline' }),
  };
}

/** The guest learns that the host declined, or did not answer in time: nothing is charged. */
export function requestClosedGuestMail(booking: BookingRecord, guest: UserRecord, appOrigin: string, how: 'declined' | 'expired'): OutgoingMail {
  const intro =
    how === 'declined'
      ? 'The host declined your booking request. Your card was not charged; the authorization has been released.'
      : 'The host did not answer your booking request within 24 hours, so it has expired. Your card was not charged; the authorization has been released.';
  const lines = stayLines(booking);
  const link = `${appOrigin}/app/listings`;
  return {
    to: guest.email,
    subject: `Booking request ${how === 'declined' ? 'declined' : 'expired'}: ${booking.listingTitle}`,
    text: [intro, '', ...lines, '', `Find another stay: ${link}`].join('\n'),
    html: layout([escape(intro), ...lines.map(escape)], { href: link, label: 'Browse listings' }),
  };
}

/** The host learns that the guest withdrew a request before it was answered: the nights are free again. */
export function requestWithdrawnHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const guestName = fullName(guest) ?? guest.email;
  const intro =
    booking.cancelledBy === 'admin'
      ? `A Worknest administrator withdrew the booking request of ${guestName}. Nothing was charged, and there is nothing for you to answer.`
      : `${guestName} withdrew their booking request. Nothing was charged, and there is nothing for you to answer.`;
  const lines = [...stayLines(booking), 'These nights are open for booking again.'];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: `Booking request withdrawn: ${booking.listingTitle}, ${booking.checkIn} to ${booking.checkOut}`,
    text: [intro, '', ...lines, '', `Your hostings: ${link}`].join('\n'),
    html: layout([escape(intro), ...lines.map(escape)], { href: link, label: 'See your hostings' }),
  };
}
