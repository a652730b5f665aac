import { mailText } from '../mail-text/mail-text';
import { arrivalGuideLines, type ArrivalGuide } from '@worknest/shared/arrival-rules';
import { stayDetailPath } from '@worknest/shared/stay-view';
import { formatStayDate } from '@worknest/shared/booking';
import { MESSAGE_MAIL_PREVIEW_LENGTH, NOTIFICATION_LABELS, REVIEW_WINDOW_DAYS, type AnyNotificationKind } from '@worknest/shared/notification-rules';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { escapeHtml, mailLayout } from '../mail/layout';
import { plural, pluralNoun } from '@worknest/shared/plural';
import { dates } from '@worknest/shared/format-dates';
import { formatEuros } from '@worknest/shared/format-money';

/**
 * The optional e-mails (issue 22) and the visitor confirmations. Short, plain, in the product's
 * voice; a text part and an HTML part with the same content. Optional ones carry an unsubscribe
 * line and the List-Unsubscribe headers (RFC 2369, one-click per RFC 8058).
 */

/** Check-in and check-out times of every stay (issue 17 stores them per listing's time zone). */
export const CHECK_IN_TIME = '15:00';

export interface UnsubscribeLinks {
  kind: AnyNotificationKind;
  /** The page a person opens from the e-mail: it asks for a click (mail scanners follow links). */
  pageUrl: string;
  /** What a mail client POSTs to for one-click unsubscribe. */
  oneClickUrl: string;
}

interface Parts {
  to: string;
  subject: string;
  paragraphs: string[];
  button: { href: string; label: string };
  unsubscribe?: UnsubscribeLinks;
}

/** Issue 36: also used by the monthly travel summary (domain/billing/travel-summary.ts). */
export function compose(parts: Parts): OutgoingMail {
  const footer = parts.unsubscribe
    ? {
        text: `You get this because “${NOTIFICATION_LABELS[parts.unsubscribe.kind].title}” e-mails are on in your Worknest profile.`,
        link: { href: parts.unsubscribe.pageUrl, label: 'Unsubscribe' },
      }
    : undefined;
  const text = [
    ...parts.paragraphs,
    '',
    `${parts.button.label}: ${parts.button.href}`,
    ...(footer ? ['', `${footer.text} Unsubscribe: ${footer.link.href}`] : []),
  ].join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html: mailLayout(parts.paragraphs.map(escapeHtml), parts.button, footer),
    headers: parts.unsubscribe
      ? [
          { name: 'List-Unsubscribe', value: `<${parts.unsubscribe.oneClickUrl}>` },
          { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
        ]
      : undefined,
  };
}

const nameOf = (user: UserRecord) => fullName(user) ?? user.email.split('@')[0]!;
export const firstNameOf = (user: UserRecord) => user.firstName?.trim() || nameOf(user);

export function clip(text: string, length = MESSAGE_MAIL_PREVIEW_LENGTH): string {
  const chars = [...text.trim()];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

export function newMessagesMail(input: {
  recipient: UserRecord;
  senderName: string;
  listingTitle: string | null;
  count: number;
  newest: string;
  conversationUrl: string;
  unsubscribe: UnsubscribeLinks;
}): OutgoingMail {
  const subject = input.count > 1 ? `${input.count} new messages from ${input.senderName}` : `New message from ${input.senderName}`;
  const about = input.listingTitle ? ` about ${input.listingTitle}` : '';
  return compose({
    to: input.recipient.email,
    subject,
    paragraphs: [
      `Hi ${firstNameOf(input.recipient)},`,
      input.count > 1 ? `${input.senderName} sent you ${input.count} messages${about}. The latest:` : `${input.senderName} sent you a message${about}:`,
      `“${clip(input.newest)}”`,
    ],
    button: { href: input.conversationUrl, label: 'Reply in Worknest' },
    unsubscribe: input.unsubscribe,
  });
}

function place(booking: BookingRecord): string {
  return [booking.listingTitle, [booking.city, booking.country].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}

export function guestReminderMail(
  booking: BookingRecord,
  guest: UserRecord,
  host: UserRecord,
  address: string | null,
  appOrigin: string,
  unsubscribe: UnsubscribeLinks,
  guide: ArrivalGuide | null = null,
): OutgoingMail {
  const guideLines = arrivalGuideLines(guide);
  return compose({
    to: guest.email,
    subject: `Your stay starts in two days: ${booking.listingTitle}`,
    paragraphs: [
      `Hi ${firstNameOf(guest)},`,
      `Your stay at ${place(booking)} starts on ${formatStayDate(booking.checkIn)}. Check-in is from ${dates.wallTime(CHECK_IN_TIME)}.`,
      ...(address ? [`Address: ${address}`] : []),
      // Issue 41: the arrival guide repeated before check-in.
      ...(guideLines.length > 0 ? ['Arrival guide:', ...guideLines] : []),
      `Your host is ${nameOf(host)}: ${host.email}${host.phoneNumber ? `, ${host.phoneNumber}` : ''}.`,
    ],
    button: { href: `${appOrigin}${stayDetailPath(booking.id)}`, label: 'See your booking' },
    unsubscribe,
  });
}

export function hostReminderMail(booking: BookingRecord, host: UserRecord, guest: UserRecord, appOrigin: string, unsubscribe: UnsubscribeLinks): OutgoingMail {
  return compose({
    to: host.email,
    subject: `${nameOf(guest)} arrives tomorrow`,
    paragraphs: [
      `Hi ${firstNameOf(host)},`,
      `${nameOf(guest)} checks in at ${booking.listingTitle} tomorrow, ${formatStayDate(booking.checkIn)}, from ${dates.wallTime(CHECK_IN_TIME)}, for ${plural(booking.nights, 'night')}.`,
      `You can reach them at ${guest.email}${guest.phoneNumber ? ` or ${guest.phoneNumber}` : ''}.`,
    ],
    button: { href: `${appOrigin}/app/profile`, label: 'See your hostings' },
    unsubscribe,
  });
}

export function reviewRequestMail(
  booking: BookingRecord,
  reviewer: UserRecord,
  other: UserRecord,
  role: 'guest' | 'host',
  reminder: boolean,
  closesOn: string,
  appOrigin: string,
  unsubscribe: UnsubscribeLinks,
): OutgoingMail {
  const what = role === 'guest' ? `your stay at ${booking.listingTitle}` : `${nameOf(other)} as a guest`;
  const link = role === 'guest' ? `${appOrigin}/app/bookings` : `${appOrigin}/app/profile`;
  return compose({
    to: reviewer.email,
    subject: reminder ? `A few days left to review ${what}` : `How was it? Review ${what}`,
    paragraphs: [
      `Hi ${firstNameOf(reviewer)},`,
      reminder
        ? `You can review ${what} until ${formatStayDate(closesOn)}. It takes a minute and helps your colleagues.`
        : `Thanks for ${role === 'guest' ? 'staying' : 'hosting'}. A short review of ${what} helps your colleagues; you have ${REVIEW_WINDOW_DAYS} days.`,
    ],
    button: { href: link, label: role === 'guest' ? 'Review your stay' : 'Review your guest' },
    unsubscribe,
  });
}

/** The waitlist / demo-request confirmation, in `locale` (issue 40: the browser's language at the request; English when none). */
export function marketingConfirmationMail(form: 'waitlist' | 'demo', email: string, name: string | null, appOrigin: string, locale?: string | null): OutgoingMail {
  const t = mailText(locale);
  const hello = name ? t('common.hi', { name }) : t('common.hello');
  return compose({
    to: email,
    subject: t(form === 'waitlist' ? 'waitlist.subject' : 'demo.subject'),
    paragraphs: form === 'waitlist' ? [hello, t('waitlist.body'), t('waitlist.ignore')] : [hello, t('demo.body'), t('demo.ignore')],
    button: { href: appOrigin, label: t('common.visit') },
  });
}

export interface DigestEntry {
  form: 'waitlist' | 'demo';
  email: string;
  name: string | null;
  company: string | null;
  submittedAt: string;
}

export function adminDigestMail(admin: UserRecord, entries: DigestEntry[], appOrigin: string, unsubscribe: UnsubscribeLinks): OutgoingMail {
  const count = (form: DigestEntry['form']) => entries.filter((entry) => entry.form === form).length;
  const waitlist = count('waitlist');
  const demos = count('demo');
  const summary = [waitlist ? plural(waitlist, 'waitlist signup') : null, demos ? plural(demos, 'demo request') : null]
    .filter(Boolean)
    .join(' and ');
  const lines = entries
    .slice(0, 20)
    .map((entry) => `${entry.form === 'waitlist' ? 'Waitlist' : 'Demo'}: ${[entry.name, entry.company].filter(Boolean).join(', ') || entry.email} <${entry.email}>`);
  return compose({
    to: admin.email,
    subject: `Worknest daily digest: ${summary}`,
    paragraphs: [`Hi ${firstNameOf(admin)},`, `Since the last digest: ${summary}.`, ...lines, ...(entries.length > 20 ? [`and ${entries.length - 20} more.`] : [])],
    button: { href: `${appOrigin}/admin/marketing`, label: 'Open the list' },
    unsubscribe,
  });
}

/** Issue 39: one home of a saved search's alert. */
export interface AlertListing {
  id: string;
  title: string;
  city: string;
  country: string;
  pricePerNight: number;
}

/**
 * Issue 39: the new homes matching a saved search (at most SEARCH_ALERT_MAX_LISTINGS listed, the
 * button opens the search for all of them).
 */
export function searchAlertMail(input: {
  recipient: UserRecord;
  searchName: string;
  listings: AlertListing[];
  total: number;
  searchUrl: string;
  appOrigin: string;
  unsubscribe: UnsubscribeLinks;
}): OutgoingMail {
  const homes = plural(input.total, 'new home');
  const lines = input.listings.map(
    (listing) => `${listing.title}, ${[listing.city, listing.country].filter(Boolean).join(', ')}: ${formatEuros(listing.pricePerNight)} a night. ${input.appOrigin}/app/listings/${listing.id}`,
  );
  const more = input.total - input.listings.length;
  return compose({
    to: input.recipient.email,
    subject: `${homes} for “${clip(input.searchName, 60)}”`,
    paragraphs: [
      `Hi ${firstNameOf(input.recipient)},`,
      `${homes} ${pluralNoun(input.total, 'matches', 'match')} your saved search “${input.searchName}”:`,
      ...lines,
      ...(more > 0 ? [`and ${plural(more, 'more home')}: see them all in Worknest.`] : []),
    ],
    button: { href: input.searchUrl, label: 'See the search' },
    unsubscribe: input.unsubscribe,
  });
}
