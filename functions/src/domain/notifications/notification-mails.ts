import { mailText } from '../mail-text/mail-text';
import { notifyMailText } from '../mail-text/notify-text';
import { digestMailText } from '../mail-text/digest-text';
import { alertsMailText } from '../mail-text/alerts-text';
import type { MailKit } from '../mail-text/mail-text';
import { arrivalGuideFields, type ArrivalGuide } from '@worknest/shared/arrival-rules';
import { stayDetailPath } from '@worknest/shared/stay-view';
import { systemLineMessage } from '@worknest/shared/system-lines';
import { MESSAGE_MAIL_PREVIEW_LENGTH, REVIEW_WINDOW_DAYS, type AnyNotificationKind } from '@worknest/shared/notification-rules';
import type { OutgoingMail } from '../../adapters/mail';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { fullName } from '../bookings/booking-view';
import { escapeHtml, mailLayout } from '../mail/layout';

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
  /** The recipient's language (issue 40): the footer's words and the HTML's lang; English when none. */
  kit?: MailKit;
}

/** Issue 36: also used by the monthly travel summary (domain/billing/travel-summary.ts). */
export function compose(parts: Parts): OutgoingMail {
  // The footer's words are the notify family's, in the mail's language (each family has its own texts).
  const { t } = notifyMailText(parts.kit?.locale);
  const footer = parts.unsubscribe
    ? {
        text: t('footer.because', { title: t(`kind.${parts.unsubscribe.kind}`) }),
        link: { href: parts.unsubscribe.pageUrl, label: t('footer.unsubscribe') },
      }
    : undefined;
  const text = [
    ...parts.paragraphs,
    '',
    t('footer.buttonLink', { label: parts.button.label, link: parts.button.href }),
    ...(footer ? ['', `${footer.text} ${t('footer.unsubscribeLink', { link: footer.link.href })}`] : []),
  ].join('\n');
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html: mailLayout(parts.paragraphs.map(escapeHtml), parts.button, footer, parts.kit?.locale),
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
  /** Issue 40 (ADR 0187): the newest message's code and values when it is a system line (quoted in the recipient's language). */
  newestLine?: { code?: string; values?: Readonly<Record<string, string | number>> };
  conversationUrl: string;
  unsubscribe: UnsubscribeLinks;
}): OutgoingMail {
  const kit = notifyMailText(input.recipient.locale);
  const { t } = kit;
  const sender = input.senderName;
  const listing = input.listingTitle;
  const many = input.count > 1;
  return compose({
    kit,
    to: input.recipient.email,
    subject: many ? t('messages.subjectMany', { count: input.count, sender }) : t('messages.subjectOne', { sender }),
    paragraphs: [
      t('hi', { name: firstNameOf(input.recipient) }),
      many
        ? t(listing ? 'messages.manyAbout' : 'messages.many', { sender, count: input.count, listing })
        : t(listing ? 'messages.oneAbout' : 'messages.one', { sender, listing }),
      t('messages.quote', { text: clip(systemLineQuote(kit, input.newestLine) ?? input.newest) }),
    ],
    button: { href: input.conversationUrl, label: t('messages.button') },
    unsubscribe: input.unsubscribe,
  });
}

/** A system line in the kit's language (`notify` catalog, `system.<code>`), or null for a person's message or an uncoded line (quote its text). */
function systemLineQuote(kit: MailKit, line: { code?: string; values?: Readonly<Record<string, string | number>> } | undefined): string | null {
  const parts = line ? systemLineMessage(line.code, line.values, kit.dates.locale) : null;
  if (!parts) return null;
  const text = kit.t(parts.id, parts.values);
  if (text === parts.id) return null;
  return parts.note ? `${text}\n\n${parts.note}` : text;
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
  const kit = notifyMailText(guest.locale);
  const { t } = kit;
  const guideLines = guide ? arrivalGuideFields.flatMap((field) => (guide[field] ? [t(`arrival.${field}`, { text: guide[field] })] : [])) : [];
  return compose({
    kit,
    to: guest.email,
    subject: t('guestReminder.subject', { title: booking.listingTitle }),
    paragraphs: [
      t('hi', { name: firstNameOf(guest) }),
      t('guestReminder.starts', { place: place(booking), date: kit.dates.stayDate(booking.checkIn), time: kit.dates.wallTime(CHECK_IN_TIME) }),
      ...(address ? [t('guestReminder.address', { address })] : []),
      // Issue 41: the arrival guide repeated before check-in.
      ...(guideLines.length > 0 ? [t('guestReminder.guide'), ...guideLines] : []),
      host.phoneNumber
        ? t('guestReminder.hostPhone', { name: nameOf(host), email: host.email, phone: host.phoneNumber })
        : t('guestReminder.host', { name: nameOf(host), email: host.email }),
    ],
    button: { href: `${appOrigin}${stayDetailPath(booking.id)}`, label: t('guestReminder.button') },
    unsubscribe,
  });
}

export function hostReminderMail(booking: BookingRecord, host: UserRecord, guest: UserRecord, appOrigin: string, unsubscribe: UnsubscribeLinks): OutgoingMail {
  const kit = notifyMailText(host.locale);
  const { t } = kit;
  return compose({
    kit,
    to: host.email,
    subject: t('hostReminder.subject', { guest: nameOf(guest) }),
    paragraphs: [
      t('hi', { name: firstNameOf(host) }),
      t('hostReminder.arrives', { guest: nameOf(guest), title: booking.listingTitle, date: kit.dates.stayDate(booking.checkIn), time: kit.dates.wallTime(CHECK_IN_TIME), nights: booking.nights }),
      guest.phoneNumber ? t('hostReminder.reachPhone', { email: guest.email, phone: guest.phoneNumber }) : t('hostReminder.reach', { email: guest.email }),
    ],
    button: { href: `${appOrigin}/app/profile`, label: t('hostReminder.button') },
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
  const kit = notifyMailText(reviewer.locale);
  const { t } = kit;
  const guest = role === 'guest';
  const what = { title: booking.listingTitle, name: nameOf(other) };
  const link = guest ? `${appOrigin}/app/bookings` : `${appOrigin}/app/profile`;
  const subject = reminder ? (guest ? 'review.reminderSubjectGuest' : 'review.reminderSubjectHost') : guest ? 'review.subjectGuest' : 'review.subjectHost';
  return compose({
    kit,
    to: reviewer.email,
    subject: t(subject, what),
    paragraphs: [
      t('hi', { name: firstNameOf(reviewer) }),
      reminder
        ? t(guest ? 'review.reminderGuest' : 'review.reminderHost', { ...what, date: kit.dates.stayDate(closesOn) })
        : t(guest ? 'review.askGuest' : 'review.askHost', { ...what, days: REVIEW_WINDOW_DAYS }),
    ],
    button: { href: link, label: t(guest ? 'review.buttonGuest' : 'review.buttonHost') },
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
  const kit = digestMailText(admin.locale);
  const { t } = kit;
  const count = (form: DigestEntry['form']) => entries.filter((entry) => entry.form === form).length;
  const waitlist = count('waitlist');
  const demos = count('demo');
  const summary = waitlist && demos ? t('digest.both', { waitlist, demos }) : waitlist ? t('digest.waitlist', { waitlist }) : demos ? t('digest.demos', { demos }) : '';
  const lines = entries
    .slice(0, 20)
    .map((entry) => t(entry.form === 'waitlist' ? 'digest.waitlistLine' : 'digest.demoLine', { who: [entry.name, entry.company].filter(Boolean).join(', ') || entry.email, email: entry.email }));
  return compose({
    kit,
    to: admin.email,
    subject: t('digest.subject', { summary }),
    paragraphs: [t('hi', { name: firstNameOf(admin) }), t('digest.since', { summary }), ...lines, ...(entries.length > 20 ? [t('digest.more', { count: entries.length - 20 })] : [])],
    button: { href: `${appOrigin}/admin/marketing`, label: t('digest.button') },
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
  const kit = alertsMailText(input.recipient.locale);
  const { t } = kit;
  const lines = input.listings.map((listing) =>
    t('alert.line', { title: listing.title, place: [listing.city, listing.country].filter(Boolean).join(', '), price: kit.euros(listing.pricePerNight), link: `${input.appOrigin}/app/listings/${listing.id}` }),
  );
  const more = input.total - input.listings.length;
  return compose({
    kit,
    to: input.recipient.email,
    subject: t('alert.subject', { total: input.total, name: clip(input.searchName, 60) }),
    paragraphs: [
      t('hi', { name: firstNameOf(input.recipient) }),
      t('alert.intro', { total: input.total, name: input.searchName }),
      ...lines,
      ...(more > 0 ? [t('alert.more', { more })] : []),
    ],
    button: { href: input.searchUrl, label: t('alert.button') },
    unsubscribe: input.unsubscribe,
  });
}
