import { REVIEW_WINDOW_DAYS } from './review-rules';

/**
 * Plain values, no zod (./notifications re-exports them with the schemas; issue 15).
 *
 * E-mail notifications (issue 22): which optional e-mails exist, the member's choices, and the
 * pure timing rules the scheduled sender follows. Sign-in links and booking receipts are not
 * optional and are not listed here: they always go.
 */
export const notificationKinds = ['messages', 'reminders', 'reviewRequests', 'searchAlerts'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Admins also choose whether they get the daily digest of waitlist and demo requests. */
export const adminNotificationKinds = ['adminDigest'] as const;
/** Issue 36: HR (and admins) also choose whether they get the monthly travel summary. */
export const hrNotificationKinds = ['travelSummary'] as const;
export const allNotificationKinds = [...notificationKinds, ...adminNotificationKinds, ...hrNotificationKinds] as const;
export type AnyNotificationKind = (typeof allNotificationKinds)[number];

export const NOTIFICATION_LABELS: Record<AnyNotificationKind, { title: string; description: string }> = {
  messages: { title: 'New messages', description: 'When someone writes to you while you are not in Worknest.' },
  reminders: { title: 'Stay reminders', description: 'Two days before you travel, and the day before a guest arrives.' },
  reviewRequests: { title: 'Review requests', description: 'After a stay, and once more before reviewing closes.' },
  // Issue 39: the send-search-alerts job's e-mails about new homes matching a saved search.
  searchAlerts: { title: 'Saved search alerts', description: 'New homes that match a search you saved, daily or weekly as you chose for it.' },
  adminDigest: { title: 'Daily digest', description: 'New waitlist signups and demo requests, once a day when there are any.' },
  travelSummary: { title: 'Monthly travel summary', description: 'On the 1st: last month’s business stays, spend and savings against hotels.' },
};

/** The member's choice for each optional e-mail (notificationPreferencesSchema checks this shape). */
export type NotificationPreferences = Record<AnyNotificationKind, boolean>;

/** Every optional e-mail is on until the member turns it off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { messages: true, reminders: true, reviewRequests: true, searchAlerts: true, adminDigest: true, travelSummary: true };

/** What the profile's Notifications card reads: the choices and whether mail reaches the address. */
export interface NotificationSettings {
  preferences: NotificationPreferences;
  /** Set when SES reported a bounce or a complaint: no optional e-mail goes to the address. */
  suppressed: { reason: 'bounce' | 'complaint'; at: string } | null;
}

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid.',
  done: (kind: AnyNotificationKind) => `You will no longer get “${NOTIFICATION_LABELS[kind].title}” e-mails. You can turn them on again in your profile.`,
} as const;

/** At most one message e-mail per conversation and recipient in this window. */
export const MESSAGE_MAIL_WINDOW_MS = 15 * 60 * 1000;
/** Characters of the newest message the e-mail quotes. */
export const MESSAGE_MAIL_PREVIEW_LENGTH = 200;
/** Days after check-out during which a stay can be reviewed: one constant, kept with the review rules (issue 20). */
export { REVIEW_WINDOW_DAYS };
/** A notice that could not go out for this many days is dropped instead of sent late. */
export const NOTICE_MAX_LATENESS_DAYS = 3;

/**
 * When the next e-mail about new messages in a conversation may go out: at once, unless one went
 * out less than 15 minutes ago, then when those 15 minutes are over.
 */
export function nextMessageMailAt(nowMs: number, lastSentAtMs: number | null): number {
  if (lastSentAtMs === null) return nowMs;
  return Math.max(nowMs, lastSentAtMs + MESSAGE_MAIL_WINDOW_MS);
}

export type StayNoticeKind = 'guest-reminder' | 'host-reminder' | 'review-request' | 'review-reminder';

export interface StayNotice {
  kind: StayNoticeKind;
  /** Who it goes to. */
  to: 'guest' | 'host';
  /** The calendar day (yyyy-MM-dd, UTC) it goes out on. */
  date: string;
  /** The preference that can turn it off. */
  preference: NotificationKind;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The e-mails a confirmed stay schedules: the guest's reminder two days before check-in, the
 * host's the day before, a review request to each the day after check-out, and a reminder to
 * each three days before reviewing closes (skipped then for whoever has reviewed).
 */
export function stayNotices(stay: { checkIn: string; checkOut: string }): StayNotice[] {
  const reviewReminder = addDays(stay.checkOut, REVIEW_WINDOW_DAYS - 3);
  return [
    { kind: 'guest-reminder', to: 'guest', date: addDays(stay.checkIn, -2), preference: 'reminders' },
    { kind: 'host-reminder', to: 'host', date: addDays(stay.checkIn, -1), preference: 'reminders' },
    { kind: 'review-request', to: 'guest', date: addDays(stay.checkOut, 1), preference: 'reviewRequests' },
    { kind: 'review-request', to: 'host', date: addDays(stay.checkOut, 1), preference: 'reviewRequests' },
    { kind: 'review-reminder', to: 'guest', date: reviewReminder, preference: 'reviewRequests' },
    { kind: 'review-reminder', to: 'host', date: reviewReminder, preference: 'reviewRequests' },
  ];
}

/** A notice is sent on its day or up to NOTICE_MAX_LATENESS_DAYS late (a job that was down), never early. */
export function isNoticeDue(noticeDate: string, today: string): 'early' | 'due' | 'stale' {
  if (today < noticeDate) return 'early';
  return today <= addDays(noticeDate, NOTICE_MAX_LATENESS_DAYS) ? 'due' : 'stale';
}
