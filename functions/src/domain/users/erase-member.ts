import { randomUUID } from 'node:crypto';
import { forgetMarketingConfirmations, forgetMessageMail, forgetNotificationSettings, NOTICE_TTL_MS } from '../../store/notifications';
import { addDays, utcDate } from '@worknest/shared/booking-rules';
import { FORMER_MEMBER_NAME } from '@worknest/shared/roles';
import { sendMail } from '../../adapters/mail';
import { requireEnv, ENV } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { hasOpenHostRequest, holdIsActive, requestIsOpen, toBooking, type BookingRecord } from '../../store/bookings';
import { copyPayoutAccountTo, deletePayoutAccountItem } from '../../store/payouts';
import { nowIso, nowMs } from '../../clock';
import { deleteListingItems, toListingRecord } from '../../store/listings';
import {
  beginErasure,
  bookingReviewGuards,
  collect,
  companyBookingItemsOf,
  deleteItems,
  deleteMarketingEntries,
  finishErasure,
  guestBookingItems,
  hostListingItems,
  keyOf,
  leaveConversation,
  magicLinkItems,
  marketingSubmissionItems,
  memberConversationItems,
  conversationMessageItems,
  deleteBlockPair,
  memberSafetyCounterKeys,
  memberSafetyItems,
  pseudonymizeReporter,
  reporterReportItems,
  pseudonymizeGuestBooking,
  pseudonymizeHostBooking,
  pseudonymizeMessage,
  pseudonymizeNight,
  pseudonymizeReview,
  rateLimitItems,
  stayNightItems,
  creditBalanceItem,
  creditEntryItems,
  creditGuardItems,
  memberSwapItems,
  pseudonymizeSwap,
} from '../../store/member-records';
import { countHostBookings } from '../../store/host-stays';
import { deleteUserSessions } from '../../store/sessions';
import { deleteConnection, listUserConnections } from '../../store/connections';
import { getUser, type UserRecord } from '../../store/users';
import { MAGIC_LINK_LIMIT_PER_EMAIL } from '../auth/request-magic-link';
import { PAYOUT_LIMITS } from '../payouts/payout-limits';
import { marketingConfirmationLimitPerAddress } from '../notifications/schedule-notices';
import { ConflictError, InvalidInputError } from '../errors';
import { onListingDeleted } from '../listings/on-listing-deleted';
import { accountDeletedMail } from './account-deleted-mail';
import { schedulePhotoPurge } from './schedule-photo-purge';

/*
 * Erasure (GDPR art. 17, issue 13). The rules, in one place, for the member's own request
 * (DELETE /api/users/me), an admin's (DELETE /api/admin/users/{id}) and any job:
 * - refused (409) while the member has an upcoming or current stay, as guest or as host;
 * - the member is inactive from the first step and every session ends at once;
 * - their listings go, and every photo object under their prefixes in the bucket: the erasure
 *   records that purge and the purge-erased-photos job deletes the objects within minutes
 *   (schedule-photo-purge.ts; the request itself loads no S3 client, issue 15);
 * - messages and reviews they wrote stay for the other side, from "Former member";
 * - favourites, saved searches and blocks (both sides) go; reports they filed stay, pseudonymous (issue 39);
 * - bookings keep what accounting needs (amounts, dates, PaymentIntent) under a pseudonymous id;
 * - a confirmation goes to their address before it is removed; then the user and e-mail items go
 *   and a "Deleted" entry (company, role, dates) is all HR and admins still see;
 * - every step is idempotent, and the user item goes last, so a failed erasure is simply run again.
 */

export const ERASURE_MESSAGES = {
  confirmMismatch: 'Type the e-mail address of your account to confirm.',
  upcomingStay:
    'You have an upcoming or current stay (as a guest or as a host). Cancel it or wait until it has ended, then delete your account.',
} as const;

/**
 * The member has no stay that is not over: as guest (paid, a checkout still holding nights, or a
 * request the host may still accept) or as host (a confirmed stay, or a request not yet expired).
 */
export async function ensureNoUpcomingStay(user: Pick<UserRecord, 'id'>): Promise<void> {
  const now = nowMs();
  const today = utcDate(now);
  for await (const item of guestBookingItems(user.id)) {
    const booking = toBooking(item);
    if (booking.checkOut < today) continue;
    if (booking.status === 'confirmed' || holdIsActive(booking, now) || requestIsOpen(booking, now)) throw new ConflictError(ERASURE_MESSAGES.upcomingStay, 'member_has_upcoming_stay');
  }
  const { active } = await countHostBookings(user.id, today);
  if (active > 0 || (await hasOpenHostRequest(user.id, today, now))) throw new ConflictError(ERASURE_MESSAGES.upcomingStay, 'member_has_upcoming_stay');
}

/** The member's own request: the typed address must be theirs (case and spaces aside). */
export function assertConfirmEmail(user: Pick<UserRecord, 'email'>, confirmEmail: string): void {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new InvalidInputError(ERASURE_MESSAGES.confirmMismatch, [{ path: 'confirmEmail', message: ERASURE_MESSAGES.confirmMismatch }], 'confirm_email_mismatch');
  }
}

export interface ErasureSummary {
  /** What the member's bookings and remaining records are kept under. */
  pseudonym: string;
  listings: number;
  bookings: number;
  conversations: number;
  messages: number;
  reviews: number;
  sessions: number;
}

/**
 * Erases a member. Null when there is no such member (never was, or already erased): running it
 * again changes nothing. Throws ConflictError (409) while a stay is ahead; nothing is changed then.
 */
export async function eraseMember(userId: string, requestedBy: 'member' | 'admin'): Promise<ErasureSummary | null> {
  const user = await getUser(userId);
  if (!user) return null;
  await ensureNoUpcomingStay(user);

  const started = await beginErasure(user.id, randomUUID(), nowIso());
  if (!started) return null;
  const { pseudonym } = started;
  const summary: ErasureSummary = { pseudonym, listings: 0, bookings: 0, conversations: 0, messages: 0, reviews: 0, sessions: 0 };

  // Sessions end at once (the member is inactive already, so none can be used meanwhile), sockets too.
  summary.sessions = await deleteUserSessions(user.id);
  await Promise.all((await listUserConnections([user.id])).map((connection) => deleteConnection(connection.connectionId)));

  // Every photo object of theirs, served (listings' or never attached) and still in staging alike:
  // recorded here, deleted by the purge-erased-photos job.
  await schedulePhotoPurge(user.id);

  // Listings, their nights and photo claims; conversations about them lose the listing.
  for (const item of await collect(hostListingItems(user.id))) {
    const listing = toListingRecord(item);
    await deleteListingItems(listing);
    await onListingDeleted(listing);
    summary.listings += 1;
  }

  // Payouts (issue 21): what is owed to the member is still paid, to their account kept under the
  // pseudonym (copied before their stays name the pseudonym, removed after: the job always finds one).
  const hadPayoutAccount = await copyPayoutAccountTo(user.id, pseudonym);

  // Bookings as guest or host (any status): reviews of the stay, its nights, then the booking.
  for (const item of await collect(companyBookingItemsOf(user.companyDomain, user.id))) {
    const booking = toBooking(item);
    summary.reviews += await pseudonymizeStayReviews(booking, user.id, pseudonym);
    if (booking.guestId === user.id) {
      const lastNight = addDays(booking.checkOut, -1);
      for await (const night of stayNightItems(booking.listingId, booking.checkIn, lastNight)) {
        if (night.bookingId === booking.id) await pseudonymizeNight(keyOf(night), user.id, pseudonym);
      }
      await pseudonymizeGuestBooking(booking.id, user.id, pseudonym);
    }
    if (booking.hostId === user.id) {
      const payoutOwed = booking.payoutStatus === 'scheduled' || booking.payoutStatus === 'awaiting_account';
      await pseudonymizeHostBooking(booking.id, user.id, pseudonym, payoutOwed);
    }
    summary.bookings += 1;
  }
  if (hadPayoutAccount) await deletePayoutAccountItem(user.id);

  // Conversations: their messages stay for the other side; the member leaves each conversation.
  for (const member of await collect(memberConversationItems(user.id))) {
    const conversationId = member.conversationId as string;
    for await (const message of conversationMessageItems(conversationId)) {
      if (message.senderId === user.id && (await pseudonymizeMessage(keyOf(message), user.id, pseudonym))) summary.messages += 1;
    }
    await forgetMessageMail(conversationId, user.id);
    await leaveConversation(member, user.id, pseudonym, FORMER_MEMBER_NAME);
    summary.conversations += 1;
  }

  // Issue 39: favourites, saved searches (their alerts with them) and open-report guards go; every
  // block with the member goes on both sides, whoever blocked whom; the reports they filed stay for
  // moderation under the pseudonym, without their name or address.
  const safety = await collect(memberSafetyItems(user.id));
  for (const item of safety) {
    if (item.type === 'block' || item.type === 'blockedBy') await deleteBlockPair(String(item.blockerId), String(item.blockedId));
  }
  await deleteItems([...safety.filter((item) => item.type !== 'block' && item.type !== 'blockedBy').map(keyOf), ...memberSafetyCounterKeys(user.id)]);
  for (const report of await collect(reporterReportItems(user.id))) await pseudonymizeReporter(String(report.id), user.id, pseudonym, FORMER_MEMBER_NAME);

  // Issue 37 (ADR 0162): credits are no money and no accounting record: the balance, its entries,
  // their guards and the month totals of rewards go. Swaps stay for the other member under the
  // pseudonym (their stays are bookings, kept as above), without the proposal's message; an open one closes.
  const creditKeys = [...(await collect(creditEntryItems(user.id))), ...(await collect(creditGuardItems(user.id)))].map(keyOf);
  const balance = await creditBalanceItem(user.id);
  await deleteItems(balance ? [...creditKeys, keyOf(balance)] : creditKeys);
  for (const swap of await collect(memberSwapItems(user.id))) await pseudonymizeSwap(swap, user.id, pseudonym, nowIso());

  // What is keyed by the address: sign-in links, their rate-limit windows, marketing entries.
  await deleteItems((await collect(magicLinkItems(user.email))).map(keyOf));
  await deleteItems((await collect(rateLimitItems(MAGIC_LINK_LIMIT_PER_EMAIL.scope, user.email))).map(keyOf));
  // The payouts routes' windows are keyed by the member's id (issue 33); they would expire within minutes.
  for (const rule of Object.values(PAYOUT_LIMITS)) await deleteItems((await collect(rateLimitItems(rule.scope, user.id))).map(keyOf));
  // A form's confirmation still in the outbox (due the day of a submission, or the next) and its daily window.
  const submissionDays: string[] = [];
  for (const form of ['waitlist', 'demo'] as const) {
    for await (const submission of marketingSubmissionItems(form, user.email, Math.floor(nowMs() / 1000))) {
      const day = String(submission.submittedAt).slice(0, 10);
      if (Date.parse(String(submission.submittedAt)) > nowMs() - NOTICE_TTL_MS - 86_400_000) submissionDays.push(day, addDays(day, 1));
    }
    await deleteItems((await collect(rateLimitItems(marketingConfirmationLimitPerAddress(form).scope, user.email))).map(keyOf));
  }
  await forgetMarketingConfirmations(user.email, submissionDays);
  await deleteMarketingEntries(user.email);
  await forgetNotificationSettings(user.id, user.email);

  // The confirmation goes out before the address is removed; a failed mail does not keep the data.
  try {
    await sendMail(accountDeletedMail(user.email, requireEnv(ENV.appOrigin), requestedBy, user.locale));
  } catch (error) {
    logger.error('account deletion mail failed', { error: error as Error });
  }
  await finishErasure(user, pseudonym, nowIso());
  logger.info('member erased', { requestedBy, ...summary });
  return summary;
}

/** The reviews of one stay written by or about the member. */
async function pseudonymizeStayReviews(booking: BookingRecord, userId: string, pseudonym: string): Promise<number> {
  let count = 0;
  for await (const guard of bookingReviewGuards(booking.id)) {
    await pseudonymizeReview(String(guard.reviewId), userId, pseudonym, FORMER_MEMBER_NAME);
    count += 1;
  }
  return count;
}
