import { formatEuros, formatStayDate } from '@worknest/shared/booking';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { fullName } from './booking-view';
import { plural } from '@worknest/shared/plural';

/** The booking e-mails: confirmation to the guest, notice to the host, refund to the guest. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(paragraphs: string[], button?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const link = button
    ? `<p><a href="${escape(button.href)}" style="display:inline-block;padding:12px 20px;background:#0f5c54;color:#fff;border-radius:8px;text-decoration:none">${escape(button.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2a2a">\n${body}\n${link}\n</body></html>`;
}

function stayLines(booking: BookingRecord): string[] {
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  return [
    `${booking.listingTitle}${place ? `, ${place}` : ''}`,
    `Check-in: ${formatStayDate(booking.checkIn)}`,
    `Check-out: ${formatStayDate(booking.checkOut)}`,
    `${plural(booking.nights, 'night')}, ${plural(booking.numberOfGuests, 'guest')}`,
  ];
}

export function guestConfirmationMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const link = `${appOrigin}/app/booking-success?id=${encodeURIComponent(booking.paymentIntentId ?? '')}`;
  const hostLines = [
    `Host: ${fullName(host) ?? host.username ?? host.email}`,
    ...(host.username ? [`Username: ${host.username}`] : []),
    `E-mail: ${host.email}`,
    `Phone: ${host.phoneNumber ?? 'Host has not provided a phone number'}`,
  ];
  const paid = `Total paid: ${formatEuros(booking.totalAmount)} (${formatEuros(booking.accommodationAmount)} accommodation + ${formatEuros(booking.serviceFee)} service fee)`;
  const lines = [...stayLines(booking), paid, '', ...hostLines];
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
