import { INTL_LOCALE } from '@worknest/shared/locale-rules';
import { policyReasonMessage, type PolicyReason } from '@worknest/shared/travel-policy-rules';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { escapeHtml, mailLayout } from '../mail/layout';
import { approvalMailText } from '../mail-text/approval-text';
import type { MailKit } from '../mail-text/mail-text';

/**
 * Issue 35: the approver's e-mail (the trip and two links) and the traveller's when a stay is
 * rejected; each in its recipient's language (issue 40). Deadlines are on UTC's clock, as before.
 */

/** The page an approval link opens; the token is in the fragment, so it never reaches a server log. */
export function approvalLinkOf(appOrigin: string, token: string): string {
  return `${appOrigin}/approvals/decide#token=${encodeURIComponent(token)}`;
}

/** A travel-policy reason in the recipient's language; one stored without values keeps its English. */
function reasonText(kit: MailKit, reason: PolicyReason): string {
  const parts = policyReasonMessage(reason, INTL_LOCALE[kit.locale]);
  return parts ? kit.t(`trip.${parts.id}`, parts.values) : reason.message;
}

function tripLines(kit: MailKit, booking: BookingRecord, traveller: UserRecord): string[] {
  const { t } = kit;
  const who = fullName(traveller) ?? traveller.email;
  const purpose = booking.purpose ?? '—';
  return [
    booking.city ? t('trip.asksIn', { who, title: booking.listingTitle, city: booking.city }) : t('trip.asks', { who, title: booking.listingTitle }),
    t('trip.when', { from: kit.dates.stayDate(booking.checkIn), to: kit.dates.stayDate(booking.checkOut), nights: booking.nights, total: kit.euros(booking.totalAmount) }),
    booking.costCentre ? t('trip.purposeCentre', { purpose, centre: booking.costCentre }) : t('trip.purpose', { purpose }),
    ...(booking.policyReasons ?? []).map((reason) => t('trip.outside', { reason: reasonText(kit, reason) })),
    ...(booking.justification ? [t('trip.why', { text: booking.justification })] : []),
  ];
}

export function approvalRequestMail(input: { to: UserRecord; traveller: UserRecord; booking: BookingRecord; approveLink: string; rejectLink: string }): OutgoingMail {
  const { booking, traveller } = input;
  const kit = approvalMailText(input.to.locale);
  const { t } = kit;
  const who = fullName(traveller) ?? traveller.email;
  const deadline = booking.approvalDeadlineAt ? kit.dates.deadline(booking.approvalDeadlineAt, 'UTC') : null;
  const outcome = booking.approvalOnDeadline === 'approve' ? 'approved' : 'declined';
  const lines = tripLines(kit, booking, traveller);
  const deadlineLine = deadline ? t('request.deadline', { deadline, outcome }) : '';
  // The sentence's link as a marker, so the translation decides where it goes; the rest is escaped.
  const marker = '\u0000';
  const rejectLink = `<a href="${escapeHtml(input.rejectLink)}" style="color:#0f5c54">${escapeHtml(t('request.rejectIt'))}</a>`;
  return {
    to: input.to.email,
    subject: t('request.subject', { who, title: booking.listingTitle }),
    text: [t('hello'), '', ...lines, '', t('request.approve', { link: input.approveLink }), t('request.reject', { link: input.rejectLink }), '', deadlineLine, t('request.links')].join('\n'),
    html: mailLayout(
      [
        escapeHtml(t('hello')),
        ...lines.map(escapeHtml),
        escapeHtml(t('request.orReject', { link: marker })).replace(marker, rejectLink),
        `${escapeHtml(deadlineLine)} ${escapeHtml(t('request.links'))}`,
      ],
      { href: input.approveLink, label: t('request.button') },
      undefined,
      kit.locale,
    ),
  };
}

export function rejectionMail(input: { traveller: UserRecord; booking: BookingRecord; reason: string; byName: string | null }): OutgoingMail {
  const { booking } = input;
  const kit = approvalMailText(input.traveller.locale);
  const { t } = kit;
  const stay = { title: booking.listingTitle, from: kit.dates.stayDate(booking.checkIn), to: kit.dates.stayDate(booking.checkOut) };
  const sentence = input.byName ? t('rejected.by', { who: input.byName, ...stay }) : t('rejected.nobody', stay);
  const reason = t('rejected.reason', { reason: input.reason });
  return {
    to: input.traveller.email,
    subject: t('rejected.subject', { title: booking.listingTitle }),
    text: [t('hello'), '', sentence, reason, '', t('rejected.free')].join('\n'),
    html: mailLayout([escapeHtml(t('hello')), escapeHtml(sentence), escapeHtml(reason), escapeHtml(t('rejected.free'))], undefined, undefined, kit.locale),
  };
}
