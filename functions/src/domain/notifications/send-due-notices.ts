import { fullAddress } from '@worknest/shared/arrival-rules';
import { addDays, utcDate } from '@worknest/shared/booking';
import { isNoticeDue, REVIEW_WINDOW_DAYS, stayNotices } from '@worknest/shared/notification-rules';
import { sendMail } from '../../adapters/mail';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { getBooking } from '../../store/bookings';
import { getConversationMembers } from '../../store/conversations';
import { getListing } from '../../store/listings';
import { listMessages } from '../../store/messages';
import { claimNotice, getMailSuppression, getMessageMailState, listDueNotices, scheduleNotice, settleMessageMail, type NoticeRecord } from '../../store/notifications';
import { getBookingReview } from '../../store/reviews';
import { getUser } from '../../store/users';
import {
  guestReminderMail,
  hostReminderMail,
  marketingConfirmationMail,
  newMessagesMail,
  reviewRequestMail,
} from './notification-mails';
import { mayMail, unsubscribeLinks } from './optional-mail';

export type NoticeOutcome = 'sent' | 'skipped' | 'cancelled';
export interface NoticeRunSummary {
  [key: string]: number;
  sent: number;
  skipped: number;
  cancelled: number;
  failed: number;
}

const PAGE = 100;
/** Messages read to count "N new messages" (an e-mail says "50 new messages" at most). */
const COUNTED_MESSAGES = 50;
const MAX_PAGES_PER_DAY = 10;
/** The sender looks back this many days, so a run after an outage still finds what fell due. */
const LOOK_BACK_DAYS = 3;

/**
 * The scheduled sender: every notice due by `now` is taken out of the outbox once (claimNotice:
 * two runs at once send it once) and sent, or skipped when it no longer applies (a cancelled stay,
 * a review already written, the kind turned off, an address that bounced). A notice whose send
 * fails goes back into the outbox for the next run.
 */
export async function sendDueNotices(now: number): Promise<NoticeRunSummary> {
  const summary: NoticeRunSummary = { sent: 0, skipped: 0, cancelled: 0, failed: 0 };
  const today = utcDate(now);
  for (let back = LOOK_BACK_DAYS; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const tried = new Set<string>();
    for (let page = 0; page < MAX_PAGES_PER_DAY; page += 1) {
      const due = (await listDueNotices(day, now, PAGE)).filter((notice) => !tried.has(notice.id));
      if (due.length === 0) break;
      for (const notice of due) {
        tried.add(notice.id);
        if (!(await claimNotice(notice))) continue;
        try {
          summary[await deliver(notice, now)] += 1;
        } catch (error) {
          summary.failed += 1;
          logger.error('a notice could not be sent; it goes back to the outbox', { noticeId: notice.id, error: error as Error });
          const { dueAt, ...rest } = notice;
          await scheduleNotice(rest, Date.parse(dueAt));
        }
      }
    }
  }
  return summary;
}

async function deliver(notice: NoticeRecord, now: number): Promise<NoticeOutcome> {
  switch (notice.type) {
    case 'stay':
      return deliverStayNotice(notice, now);
    case 'message':
      return deliverMessageMail(notice, now);
    case 'marketing-confirmation': {
      if (await getMailSuppression(notice.email)) return 'skipped';
      await sendMail(marketingConfirmationMail(notice.form, notice.email, notice.name, requireEnv(ENV.appOrigin), notice.locale));
      return 'sent';
    }
  }
}

async function deliverStayNotice(notice: Extract<NoticeRecord, { type: 'stay' }>, now: number): Promise<NoticeOutcome> {
  const booking = await getBooking(notice.bookingId);
  if (!booking || booking.status !== 'confirmed') return 'cancelled';
  const planned = stayNotices(booking).find((candidate) => candidate.kind === notice.kind && candidate.to === notice.to);
  // The stay's dates changed since it was scheduled, or the notice is days late: not sent.
  if (!planned || isNoticeDue(planned.date, utcDate(now)) !== 'due') return 'skipped';
  const [guest, host] = await Promise.all([getUser(booking.guestId), getUser(booking.hostId)]);
  const recipient = notice.to === 'guest' ? guest : host;
  const other = notice.to === 'guest' ? host : guest;
  if (!recipient || !other || !(await mayMail(recipient, planned.preference))) return 'skipped';

  const appOrigin = requireEnv(ENV.appOrigin);
  const links = await unsubscribeLinks(recipient.id, planned.preference, appOrigin);
  if (notice.kind === 'guest-reminder') {
    const listing = await getListing(booking.listingId);
    await sendMail(guestReminderMail(booking, recipient, other, listing ? fullAddress(listing) : null, appOrigin, links, listing?.arrivalGuide ?? null));
  } else if (notice.kind === 'host-reminder') {
    await sendMail(hostReminderMail(booking, recipient, other, appOrigin, links));
  } else {
    const reviewType = notice.to === 'guest' ? 'guest_to_host' : 'host_to_guest';
    if (await getBookingReview(booking.id, reviewType)) return 'skipped';
    const closesOn = addDays(booking.checkOut, REVIEW_WINDOW_DAYS);
    await sendMail(reviewRequestMail(booking, recipient, other, notice.to, notice.kind === 'review-reminder', closesOn, appOrigin, links));
  }
  return 'sent';
}

async function deliverMessageMail(notice: Extract<NoticeRecord, { type: 'message' }>, now: number): Promise<NoticeOutcome> {
  const members = await getConversationMembers(notice.conversationId);
  const me = members.find((member) => member.userId === notice.recipientId);
  // Read in the app before the e-mail went out: nothing to tell.
  if (!me || me.unreadCount === 0) {
    await settleMessageMail(notice.conversationId, notice.recipientId, null);
    return 'cancelled';
  }
  const recipient = await getUser(notice.recipientId);
  if (!(await mayMail(recipient, 'messages'))) {
    await settleMessageMail(notice.conversationId, notice.recipientId, null);
    return 'skipped';
  }
  // "3 new messages": those of the other participant since the member last read or was e-mailed.
  const [{ messages }, state] = await Promise.all([listMessages(notice.conversationId, COUNTED_MESSAGES), getMessageMailState(notice.conversationId, notice.recipientId)]);
  const since = [me.lastReadAt, state.lastSentAtMs === null ? null : new Date(state.lastSentAtMs).toISOString()].filter(Boolean).sort().at(-1) ?? '';
  const fresh = messages.filter((message) => message.senderId !== notice.recipientId && message.createdAt > since);
  const newest = fresh.at(-1) ?? messages.at(-1);
  const appOrigin = requireEnv(ENV.appOrigin);
  await sendMail(
    newMessagesMail({
      recipient: recipient!,
      senderName: me.otherName,
      listingTitle: me.listingTitle,
      count: Math.max(1, fresh.length),
      newest: newest?.content ?? '',
      ...(newest?.kind === 'system' ? { newestLine: { code: newest.code, values: newest.values } } : {}),
      conversationUrl: `${appOrigin}/app/messages/${encodeURIComponent(notice.conversationId)}`,
      unsubscribe: await unsubscribeLinks(notice.recipientId, 'messages', appOrigin),
    }),
  );
  await settleMessageMail(notice.conversationId, notice.recipientId, now);
  return 'sent';
}
