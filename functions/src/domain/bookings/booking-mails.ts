import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { escapeHtml, mailLayout, type MailButton } from '../mail/layout';
import { fullName } from './booking-view';
import { arrivalGuideFields, type ArrivalGuide } from '@worknest/shared/arrival-rules';
import { stayDetailPath } from '@worknest/shared/stay-view';
import { bookingMailText } from '../mail-text/booking-text';
import type { MailKit } from '../mail-text/mail-text';

/** Issue 41: what the guest of a confirmed stay is told about getting there (from the listing as it is). */
export interface StayArrival {
  address: string | null;
  guide: ArrivalGuide | null;
}

/** The address and the arrival guide's filled items as mail lines (none when there is nothing), in the kit's language. */
export function arrivalLines(arrival: StayArrival | null, kit: MailKit = bookingMailText(null)): string[] {
  if (!arrival) return [];
  const { t } = kit;
  const guide = arrival.guide;
  const items = guide ? arrivalGuideFields.flatMap((field) => (guide[field] ? [t(`arrival.${field}`, { text: guide[field] })] : [])) : [];
  return [...(arrival.address ? [t('arrival.address', { address: arrival.address })] : []), ...(items.length > 0 ? [t('arrival.guide'), ...items] : [])];
}

/**
 * The booking e-mails: confirmation to the guest, notice to the host, refund to the guest; each
 * in its recipient's language (issue 40: the member's `locale`, English when none). Subjects name
 * the stay's days as ISO dates in English (as before; tests and mail filters read them) and as
 * the language's short dates otherwise.
 */

const escape = escapeHtml;
const layout = (kit: MailKit, paragraphs: string[], button?: MailButton) => mailLayout(paragraphs, button, undefined, kit.locale);

/** A stay day in a subject: ISO in English (unchanged), the language's own date otherwise. */
const subjectDay = (kit: MailKit, day: string) => (kit.locale === 'en' ? day : kit.dates.day(day));
const stayDays = (kit: MailKit, booking: BookingRecord) => ({ checkIn: subjectDay(kit, booking.checkIn), checkOut: subjectDay(kit, booking.checkOut) });

function stayLines(kit: MailKit, booking: BookingRecord): string[] {
  const { t } = kit;
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  return [
    `${booking.listingTitle}${place ? `, ${place}` : ''}`,
    t('stay.checkIn', { date: kit.dates.stayDate(booking.checkIn) }),
    t('stay.checkOut', { date: kit.dates.stayDate(booking.checkOut) }),
    t('stay.counts', { nights: booking.nights, guests: booking.numberOfGuests }),
  ];
}

export function guestConfirmationMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string, arrival: StayArrival | null = null): OutgoingMail {
  const kit = bookingMailText(guest.locale);
  const { t, euros } = kit;
  const link = `${appOrigin}${stayDetailPath(booking.id)}`;
  const hostLines = [
    t('confirmed.host', { name: fullName(host) ?? host.username ?? host.email }),
    ...(host.username ? [t('confirmed.username', { username: host.username })] : []),
    t('confirmed.email', { email: host.email }),
    host.phoneNumber ? t('confirmed.phone', { phone: host.phoneNumber }) : t('confirmed.noPhone'),
  ];
  const paid = t('confirmed.paid', { total: euros(booking.totalAmount), accommodation: euros(booking.accommodationAmount), fee: euros(booking.serviceFee) });
  const getThere = arrivalLines(arrival, kit);
  const lines = [...stayLines(kit, booking), paid, '', ...hostLines, ...(getThere.length > 0 ? ['', ...getThere] : [])];
  return {
    to: guest.email,
    subject: t('confirmed.subject', { title: booking.listingTitle }),
    text: [t('confirmed.intro'), '', ...lines, '', t('confirmed.link', { link })].join('\n'),
    html: layout(kit, [escape(t('confirmed.intro')), ...lines.filter(Boolean).map(escape)], { href: link, label: t('confirmed.button') }),
  };
}

export function hostNotificationMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const kit = bookingMailText(host.locale);
  const { t, euros } = kit;
  const guestName = fullName(guest) ?? guest.email;
  const lines = [
    ...stayLines(kit, booking),
    t('host.guest', { name: guestName, email: guest.email }),
    t('host.accommodation', { amount: euros(booking.accommodationAmount) }),
  ];
  const link = `${appOrigin}/app/profile`;
  const intro = t('host.intro', { guest: guestName });
  return {
    to: host.email,
    subject: t('host.subject', { title: booking.listingTitle, ...stayDays(kit, booking) }),
    text: [intro, '', ...lines, '', t('host.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('host.button') }),
  };
}

export type RefundReason = 'nights-taken' | 'payment-mismatch' | 'listing-deleted';

const REFUND_INTROS: Record<RefundReason, string> = {
  'nights-taken': 'refund.nightsTaken',
  'payment-mismatch': 'refund.paymentMismatch',
  'listing-deleted': 'refund.listingDeleted',
};

export function refundMail(booking: BookingRecord, guest: UserRecord, appOrigin: string, reason: RefundReason): OutgoingMail {
  const kit = bookingMailText(guest.locale);
  const { t, euros } = kit;
  const lines = [...stayLines(kit, booking), t('refund.amount', { amount: euros(booking.totalAmount) })];
  const intro = t(REFUND_INTROS[reason]);
  // A deleted listing has no dates left to choose: the grid instead.
  const gone = reason === 'listing-deleted';
  const link = gone ? `${appOrigin}/app/listings` : `${appOrigin}/app/listings/${encodeURIComponent(booking.listingId)}`;
  const label = t(gone ? 'refund.browse' : 'refund.otherDates');
  return {
    to: guest.email,
    subject: t('refund.subject', { title: booking.listingTitle }),
    text: [intro, '', ...lines, '', t('refund.link', { label, link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label }),
  };
}

// --- Issue 17: cancellations and booking requests ------------------------------------------------

/** The guest's notice that a paid stay was cancelled, with what comes back. */
export function stayCancelledGuestMail(booking: BookingRecord, guest: UserRecord, appOrigin: string): OutgoingMail {
  const kit = bookingMailText(guest.locale);
  const { t, euros } = kit;
  const by = booking.cancelledBy ?? 'guest';
  const refund = booking.refundedAmount ?? 0;
  const intro = by === 'guest' ? t('cancelled.byYou') : t('cancelled.byOther', { by });
  const money =
    refund > 0
      ? t('cancelled.refund', { refund: euros(refund), total: euros(booking.totalAmount) })
      : t('cancelled.noRefund', { total: euros(booking.totalAmount) });
  const lines = [...stayLines(kit, booking), money];
  const link = `${appOrigin}/app/bookings`;
  return {
    to: guest.email,
    subject: t('cancelled.subject', { title: booking.listingTitle }),
    text: [intro, '', ...lines, '', t('cancelled.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('cancelled.button') }),
  };
}

/** The host's notice that a stay on their listing was cancelled; the nights are free again. */
export function stayCancelledHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const kit = bookingMailText(host.locale);
  const { t, euros } = kit;
  const by = booking.cancelledBy ?? 'guest';
  const guestName = fullName(guest) ?? guest.email;
  const intro = by === 'host' ? t('cancelled.hostByYou') : t('cancelled.hostByOther', { guest: guestName, by });
  const lines = [
    ...stayLines(kit, booking),
    t('cancelled.hostRefunded', { amount: euros(booking.refundedAmount ?? 0) }),
    t('cancelled.nightsOpen'),
  ];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: t('cancelled.hostSubject', { title: booking.listingTitle, ...stayDays(kit, booking) }),
    text: [intro, '', ...lines, '', t('host.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('host.button') }),
  };
}

/** The host is asked to accept or decline a request within 24 hours. */
export function requestHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const kit = bookingMailText(host.locale);
  const { t, euros } = kit;
  const guestName = fullName(guest) ?? guest.email;
  // On the listing's clock, naming its place (format-dates.ts): the mail does not know the reader's zone.
  const answer = booking.requestExpiresAt
    ? t('request.answerBy', { deadline: kit.dates.deadline(booking.requestExpiresAt, booking.timeZone) })
    : t('request.answerWithin');
  const lines = [
    ...stayLines(kit, booking),
    t('host.guest', { name: guestName, email: guest.email }),
    t('host.accommodation', { amount: euros(booking.accommodationAmount) }),
    answer,
  ];
  const link = `${appOrigin}/app/profile`;
  const intro = t('request.intro', { guest: guestName });
  return {
    to: host.email,
    subject: t('request.subject', { title: booking.listingTitle, ...stayDays(kit, booking) }),
    text: [intro, '', ...lines, '', t('request.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('request.button') }),
  };
}

/** The guest learns that the host declined, or did not answer in time: nothing is charged. */
export function requestClosedGuestMail(booking: BookingRecord, guest: UserRecord, appOrigin: string, how: 'declined' | 'expired'): OutgoingMail {
  const kit = bookingMailText(guest.locale);
  const { t } = kit;
  const intro = t(how === 'declined' ? 'closed.declined' : 'closed.expired');
  const lines = stayLines(kit, booking);
  const link = `${appOrigin}/app/listings`;
  return {
    to: guest.email,
    subject: t('closed.subject', { how, title: booking.listingTitle }),
    text: [intro, '', ...lines, '', t('closed.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('refund.browse') }),
  };
}

/** The host learns that the guest withdrew a request before it was answered: the nights are free again. */
export function requestWithdrawnHostMail(booking: BookingRecord, guest: UserRecord, host: UserRecord, appOrigin: string): OutgoingMail {
  const kit = bookingMailText(host.locale);
  const { t } = kit;
  const guestName = fullName(guest) ?? guest.email;
  const intro = booking.cancelledBy === 'admin' ? t('withdrawn.byAdmin', { guest: guestName }) : t('withdrawn.byGuest', { guest: guestName });
  const lines = [...stayLines(kit, booking), t('withdrawn.nightsOpen')];
  const link = `${appOrigin}/app/profile`;
  return {
    to: host.email,
    subject: t('withdrawn.subject', { title: booking.listingTitle, ...stayDays(kit, booking) }),
    text: [intro, '', ...lines, '', t('host.link', { link })].join('\n'),
    html: layout(kit, [escape(intro), ...lines.map(escape)], { href: link, label: t('host.button') }),
  };
}
