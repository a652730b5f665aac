import { utcDate } from '@worknest/shared/booking';
import { emailDomain } from '@worknest/shared/email';
import { nextMessageMailAt, stayNotices } from '@worknest/shared/notification-rules';
import { logger } from '../../logging/logger';
import type { BookingRecord } from '../../store/bookings';
import { nowMs } from '../../clock';
import { getMessageMailState, markMessageMailPending, scheduleNotice } from '../../store/notifications';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';

/** Stay notices go out in the morning of their day (UTC), when the scheduled sender finds them. */
const NOTICE_HOUR_UTC = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A confirmed stay's reminders and review requests, put in the outbox once (the same stay
 * scheduled twice writes the same items). Notices whose day has already passed (a stay booked
 * for tomorrow has no two-days-before reminder) are skipped; today's go out at the next run.
 */
export async function scheduleStayNotices(booking: BookingRecord): Promise<void> {
  const now = nowMs();
  const today = utcDate(now);
  const notices = stayNotices(booking).filter((notice) => notice.date >= today);
  await Promise.all(
    notices.map((notice) =>
      scheduleNotice(
        { type: 'stay', id: `${notice.kind}#${booking.id}#${notice.to}`, bookingId: booking.id, kind: notice.kind, to: notice.to },
        Date.parse(`${notice.date}T${String(NOTICE_HOUR_UTC).padStart(2, '0')}:00:00Z`),
      ),
    ),
  );
}

/**
 * A message reached none of the recipient's sockets: schedule one e-mail about the conversation,
 * unless one already is. It goes out at once, or 15 minutes after the previous one, so a burst of
 * messages becomes one e-mail ("3 new messages from Alex"). Reading the thread first cancels it
 * (the sender checks the unread count when it is due).
 */
export async function scheduleMessageMail(conversationId: string, recipientId: string): Promise<void> {
  const state = await getMessageMailState(conversationId, recipientId);
  if (state.pendingDueAtMs !== null) return;
  const dueAt = nextMessageMailAt(nowMs(), state.lastSentAtMs);
  if (await markMessageMailPending(conversationId, recipientId, dueAt)) {
    await scheduleNotice({ type: 'message', id: `message#${conversationId}#${recipientId}`, conversationId, recipientId }, dueAt);
    logger.info('message e-mail scheduled', { conversationId, dueInMs: dueAt - nowMs() });
  }
}

/** Confirmations of the public forms sent to one e-mail domain per hour (issue 14, finding 3). */
export const MARKETING_CONFIRMATION_LIMIT_PER_DOMAIN: RateLimit = { scope: 'marketing-confirmation-domain', limit: 30, windowMs: 60 * 60_000 };
/**
 * Confirmations of the public forms sent in all per hour: many networks together cannot use up
 * the SES sending quota that sign-in links and receipts need (the magic-link budgets' reason).
 */
export const MARKETING_CONFIRMATION_LIMIT_GLOBAL: RateLimit = { scope: 'marketing-confirmation-global', limit: 300, windowMs: 60 * 60_000 };

/** One confirmation per address, form and day (erasure deletes these windows of the member's address). */
export const marketingConfirmationLimitPerAddress = (form: 'waitlist' | 'demo'): RateLimit => ({ scope: `${form}-confirmation`, limit: 1, windowMs: DAY_MS });

/**
 * A visitor's confirmation of a waitlist signup or demo request: at most one per address, form and
 * day, so a form cannot be used to flood someone's inbox; and within a per-domain and a global
 * hourly budget, so many networks together can neither flood one company nor use up the sending
 * quota. Past a budget the submission stays stored and the visitor gets the same answer; only
 * the mail is skipped. The budgets count only mails about to be scheduled (a repeat of one
 * address, already limited per day, takes nothing from them).
 */
export async function scheduleMarketingConfirmation(form: 'waitlist' | 'demo', email: string, name: string | null, locale?: string): Promise<void> {
  const address = email.toLowerCase();
  const limited = await hitRateLimit(marketingConfirmationLimitPerAddress(form), address);
  if (limited !== null) return;
  if ((await hitRateLimit(MARKETING_CONFIRMATION_LIMIT_PER_DOMAIN, emailDomain(address))) !== null) return budgetSpent(form, 'domain');
  if ((await hitRateLimit(MARKETING_CONFIRMATION_LIMIT_GLOBAL, 'all')) !== null) return budgetSpent(form, 'global');
  const now = nowMs();
  await scheduleNotice({ type: 'marketing-confirmation', id: `${form}#${address}#${now}`, form, email, name, ...(locale ? { locale } : {}) }, now);
}

function budgetSpent(form: 'waitlist' | 'demo', budget: 'domain' | 'global'): void {
  // A warning, not info: a budget running out is alarm material, as for sign-in links.
  logger.warn('marketing confirmation not sent: budget spent', { form, budget });
}
