import { formatEuros } from '@worknest/shared/format-money';
import { plural } from '@worknest/shared/plural';
import { createDateFormatters, DATE_LOCALE } from '@worknest/shared/format-dates';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { escapeHtml, mailLayout } from '../mail/layout';

/** Issue 35: the approver's e-mail (the trip and two links) and the traveller's when a stay is rejected. */

const dates = createDateFormatters({ locale: DATE_LOCALE, timeZone: 'UTC' });

/** The page an approval link opens; the token is in the fragment, so it never reaches a server log. */
export function approvalLinkOf(appOrigin: string, token: string): string {
  return `${appOrigin}/approvals/decide#token=${encodeURIComponent(token)}`;
}

function tripLines(booking: BookingRecord, traveller: UserRecord): string[] {
  const who = fullName(traveller) ?? traveller.email;
  return [
    `${who} asks to stay at ${booking.listingTitle}${booking.city ? `, ${booking.city}` : ''}`,
    `${dates.stayDate(booking.checkIn)} – ${dates.stayDate(booking.checkOut)} (${plural(booking.nights, 'night')}), ${formatEuros(booking.totalAmount)} in all`,
    `Purpose: ${booking.purpose ?? '—'}${booking.costCentre ? ` · cost centre ${booking.costCentre}` : ''}`,
    ...(booking.policyReasons ?? []).map((reason) => `Outside the policy: ${reason.message}`),
    ...(booking.justification ? [`Why: ${booking.justification}`] : []),
  ];
}

export function approvalRequestMail(input: { to: UserRecord; traveller: UserRecord; booking: BookingRecord; approveLink: string; rejectLink: string }): OutgoingMail {
  const { booking, traveller } = input;
  const who = fullName(traveller) ?? traveller.email;
  const deadline = booking.approvalDeadlineAt ? dates.deadline(booking.approvalDeadlineAt, 'UTC') : null;
  const outcome = booking.approvalOnDeadline === 'approve' ? 'approved' : 'declined';
  const lines = tripLines(booking, traveller);
  const deadlineLine = deadline ? `Without an answer by ${deadline}, the stay is ${outcome} automatically.` : '';
  return {
    to: input.to.email,
    subject: `Approve ${who}’s business stay at ${booking.listingTitle}?`,
    text: ['Hello,', '', ...lines, '', `Approve: ${input.approveLink}`, `Reject: ${input.rejectLink}`, '', deadlineLine, 'Each link opens a page where you confirm; it works once, for 7 days.'].join('\n'),
    html: mailLayout(
      [
        'Hello,',
        ...lines.map(escapeHtml),
        `Or <a href="${escapeHtml(input.rejectLink)}" style="color:#0f5c54">reject it</a> with a reason.`,
        `${escapeHtml(deadlineLine)} Each link opens a page where you confirm; it works once, for 7 days.`,
      ],
      { href: input.approveLink, label: 'Approve the stay' },
    ),
  };
}

export function rejectionMail(input: { traveller: UserRecord; booking: BookingRecord; reason: string; byName: string | null }): OutgoingMail {
  const { booking } = input;
  const who = input.byName ?? 'Nobody answered in time, so the stay';
  const sentence = input.byName
    ? `${who} rejected your business stay at ${booking.listingTitle} (${dates.stayDate(booking.checkIn)} – ${dates.stayDate(booking.checkOut)}).`
    : `${who} at ${booking.listingTitle} (${dates.stayDate(booking.checkIn)} – ${dates.stayDate(booking.checkOut)}) was declined.`;
  return {
    to: input.traveller.email,
    subject: `Your business stay at ${booking.listingTitle} was not approved`,
    text: ['Hello,', '', sentence, `Reason: ${input.reason}`, '', 'The nights are free again and nothing was charged.'].join('\n'),
    html: mailLayout(['Hello,', escapeHtml(sentence), `Reason: ${escapeHtml(input.reason)}`, 'The nights are free again and nothing was charged.']),
  };
}
