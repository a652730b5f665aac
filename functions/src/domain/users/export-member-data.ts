import { allNotificationKinds, DEFAULT_NOTIFICATION_PREFERENCES } from '@worknest/shared/notifications';
import { isReviewRevealed } from '@worknest/shared/review';
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { requireEnv, ENV } from '../../config/function-environment';
import { toBooking, type BookingRecord } from '../../store/bookings';
import { nowIso, nowMs } from '../../clock';
import { getCompany } from '../../store/companies';
import { toListingRecord } from '../../store/listings';
import {
  bookingReviewGuards,
  calendarImportsItem,
  collect,
  conversationMessageItems,
  guestBookingItems,
  hostBookingItems,
  hostListingItems,
  marketingSubmissionItems,
  memberConversationItems,
  memberSafetyItems,
  notificationPreferencesItem,
  reporterReportItems,
  payoutAccountItem,
  userSessionItems,
  creditBalanceItem,
  creditEntryItems,
  memberSwapItems,
} from '../../store/member-records';
import { getReview, type ReviewRecord } from '../../store/reviews';
import { getUser, getUsers } from '../../store/users';
import { savedSearchPath } from '@worknest/shared/saved-searches-rules';
import { reportOutcomeText } from '@worknest/shared/reports-rules';
import { NotFoundError } from '../errors';

/*
 * The member's copy of their data (GDPR art. 15 and 20, issue 13): everything Worknest holds
 * about them, read with Queries page by page (no Scan). Of other members it holds only what the
 * app already shows the member (a display name in a conversation, a review's author name), never
 * another member's e-mail, phone or id, and no token or token hash of any kind.
 */

export const EXPORT_FORMAT = 'worknest-member-export/1';

const bookingView = (booking: BookingRecord, as: 'guest' | 'host') => ({
  id: booking.id,
  listingId: booking.listingId,
  listingTitle: booking.listingTitle,
  city: booking.city,
  country: booking.country,
  checkIn: booking.checkIn,
  checkOut: booking.checkOut,
  nights: booking.nights,
  numberOfGuests: booking.numberOfGuests,
  status: booking.status,
  isPaid: booking.isPaid,
  currency: booking.currency,
  pricePerNightCents: booking.pricePerNight,
  accommodationAmountCents: booking.accommodationAmount,
  serviceFeeCents: booking.serviceFee,
  totalAmountCents: booking.totalAmount,
  ...(as === 'guest' ? { paymentIntentId: booking.paymentIntentId, specialRequests: booking.specialRequests } : {}),
  // Issue 21: the host's share of a stay and its payout.
  ...(as === 'host'
    ? {
        commissionAmountCents: booking.commissionAmount,
        hostPayoutAmountCents: booking.hostPayoutAmount,
        payoutStatus: booking.payoutStatus,
        payoutAmountCents: booking.payoutAmount,
        paidOutAt: booking.paidOutAt,
        payoutReversedAmountCents: booking.payoutReversedAmount,
      }
    : {}),
  createdAt: booking.createdAt,
  confirmedAt: booking.confirmedAt,
  cancelledAt: booking.cancelledAt,
  refundedAt: booking.refundedAt,
});

const reviewBase = (review: ReviewRecord) => ({
  id: review.id,
  bookingId: review.bookingId,
  reviewType: review.reviewType,
  listingTitle: review.listingTitle,
  stay: { checkIn: review.checkIn, checkOut: review.checkOut },
  createdAt: review.createdAt,
});

/**
 * A review written by the member, or of them. A review of them still in its double-blind period
 * (issue 20) is withheld as the app withholds it (the same rule, isReviewRevealed): listed, with
 * the instant it will be shown, never its rating, comment or author.
 */
function reviewView(review: ReviewRecord, as: 'written' | 'received', now: number) {
  if (as === 'received' && !isReviewRevealed(review, now)) return { ...reviewBase(review), withheldUntil: review.revealAt! };
  return {
    ...reviewBase(review),
    rating: review.rating,
    comment: review.comment,
    isApproved: review.isApproved,
    moderatedAt: review.moderatedAt,
    // The host's one reply under a published review of their home.
    replyText: review.replyText,
    repliedAt: review.repliedAt,
    ...(as === 'written' ? { about: review.revieweeName } : { by: review.reviewerName }),
  };
}

/** What the export's sign-ins are: no sign-in history is kept beyond the sessions themselves. */
export const SIGN_INS_COVER =
  `The open sessions of your account: each ends ${SESSION_TTL_DAYS} days after sign-in or after ${SESSION_IDLE_DAYS} days without use, and Worknest keeps no other history of sign-ins.`;

export type MemberExport = Awaited<ReturnType<typeof exportMemberData>>;

/**
 * A listing's imported calendars (issue 33): the URLs the host gave and each one's sync state.
 * Not the listing's own iCal feed URL: it is a secret token (regenerated in the app), like the
 * other tokens the export leaves out.
 */
function calendarImportsOf(item: Record<string, unknown> | undefined | null) {
  const imports = (item?.imports as Record<string, unknown>[] | undefined) ?? [];
  return {
    calendars: imports.map((entry) => ({
      url: String(entry.url),
      lastAttemptAt: (entry.lastAttemptAt as string | null | undefined) ?? null,
      lastSuccessAt: (entry.lastSuccessAt as string | null | undefined) ?? null,
      lastError: (entry.lastError as string | null | undefined) ?? null,
      blockedNights: Number(entry.blockedNights ?? 0),
      conflicts: (entry.conflicts as unknown[] | undefined) ?? [],
    })),
    nextSyncAt: (item?.nextSyncAt as string | null | undefined) ?? null,
  };
}

/** Everything about one member; 404 when there is no such member. */
export async function exportMemberData(userId: string) {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('Member not found');
  const origin = requireEnv(ENV.appOrigin);
  const company = await getCompany(user.companyDomain);

  const listings = await Promise.all(
    (await collect(hostListingItems(user.id))).map(async (item) => {
      const listing = toListingRecord(item);
      return { ...listing, photoUrls: listing.images.map((path) => new URL(path, origin).toString()), calendarImports: calendarImportsOf(await calendarImportsItem(listing.id)) };
    }),
  );
  const asGuest = (await collect(guestBookingItems(user.id))).map(toBooking);
  const asHost = (await collect(hostBookingItems(user.id))).map(toBooking);

  const now = nowMs();
  const reviewsWritten: ReturnType<typeof reviewView>[] = [];
  const reviewsReceived: ReturnType<typeof reviewView>[] = [];
  const seenBookings = new Set<string>();
  for (const booking of [...asGuest, ...asHost]) {
    if (seenBookings.has(booking.id)) continue;
    seenBookings.add(booking.id);
    for await (const guard of bookingReviewGuards(booking.id)) {
      const review = await getReview(String(guard.reviewId));
      if (review?.reviewerId === user.id) reviewsWritten.push(reviewView(review, 'written', now));
      else if (review?.revieweeId === user.id) reviewsReceived.push(reviewView(review, 'received', now));
    }
  }

  const conversations = [];
  for (const member of await collect(memberConversationItems(user.id))) {
    const conversationId = member.conversationId as string;
    const messages = (await collect(conversationMessageItems(conversationId))).map((message) => ({
      id: message.id as string,
      sentByMe: message.senderId === user.id,
      content: message.content as string,
      createdAt: message.createdAt as string,
    }));
    conversations.push({
      id: conversationId,
      listingId: (member.listingId as string | undefined) ?? null,
      listingTitle: (member.listingTitle as string | undefined) ?? null,
      with: member.otherName as string,
      createdAt: member.createdAt as string,
      messages,
    });
  }

  const signIns = (await collect(userSessionItems(user.id)))
    .map((session) => ({ signedInAt: session.createdAt as string, lastUsedAt: (session.lastUsedAt as string | undefined) ?? null, expiresAt: session.expiresAt as string }))
    .sort((a, b) => b.signedInAt.localeCompare(a.signedInAt));

  // Later item types: the payout account (issue 21), notification choices, and what the member's
  // address sent to the public forms (waitlist and demo requests, kept 24 months).
  // Read here from member-records (not the payouts, notifications and marketing modules) so this
  // read-only route keeps the narrow table grant of its own key families.
  const nowSeconds = Math.floor(now / 1000);
  const [account, choices, waitlist, demoRequests] = await Promise.all([
    payoutAccountItem(user.id),
    notificationPreferencesItem(user.id),
    collect(marketingSubmissionItems('waitlist', user.email, nowSeconds)),
    collect(marketingSubmissionItems('demo', user.email, nowSeconds)),
  ]);
  const payoutAccount = account
    ? {
        stripeAccountId: account.stripeAccountId as string,
        state: account.state as string,
        requirementsDue: Number(account.requirementsDue ?? 0),
        createdAt: account.createdAt as string,
        updatedAt: account.updatedAt as string,
      }
    : null;
  const notificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const kind of allNotificationKinds) if (typeof choices?.[kind] === 'boolean') notificationPreferences[kind] = choices[kind] as boolean;
  // Issue 39: favourites, the members they blocked (by name, as the Blocked members list shows
  // them; never who blocked them: blocking is silent), saved searches, and the reports they filed
  // (what, why, when and the outcome in the general words they were told; not the reported
  // content's snapshot, nor reports about them, which would name who reported).
  const safety = await collect(memberSafetyItems(user.id));
  const blockedIds = safety.filter((item) => item.type === 'block').map((item) => String(item.blockedId));
  const blockedMembers = await getUsers(blockedIds);
  const favourites = safety
    .filter((item) => item.type === 'favourite')
    .map((item) => ({ listingId: String(item.listingId), title: String(item.title ?? ''), city: String(item.city ?? ''), country: String(item.country ?? ''), savedAt: String(item.savedAt) }))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const blocks = safety
    .filter((item) => item.type === 'block')
    .map((item) => {
      const member = blockedMembers.get(String(item.blockedId));
      return { member: member ? [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username || 'A member' : 'Former member', blockedAt: String(item.blockedAt) };
    })
    .sort((a, b) => b.blockedAt.localeCompare(a.blockedAt));
  const savedSearches = safety
    .filter((item) => item.type === 'savedSearch')
    .map((item) => ({
      id: String(item.id),
      name: String(item.name),
      params: (item.params as Record<string, string>) ?? {},
      url: new URL(savedSearchPath((item.params as Record<string, string>) ?? {}), origin).toString(),
      alert: String(item.alert),
      lastAlertAt: String(item.lastAlertAt),
      createdAt: String(item.createdAt),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const reportsFiled = (await collect(reporterReportItems(user.id))).map((item) => {
    const resolution = item.resolution as { action: Parameters<typeof reportOutcomeText>[0]; resolvedAt: string } | undefined;
    return {
      targetType: String(item.targetType),
      reason: String(item.reason),
      details: (item.details as string | undefined) ?? null,
      createdAt: String(item.createdAt),
      status: String(item.status),
      outcome: resolution ? { text: reportOutcomeText(resolution.action), at: resolution.resolvedAt } : null,
    };
  });

  // Issue 37 (ADR 0162): the home-exchange credits (balance and every entry) and the swaps the member proposed or was asked for.
  const [creditBalance, creditEntries, swapItems] = await Promise.all([creditBalanceItem(user.id), collect(creditEntryItems(user.id)), collect(memberSwapItems(user.id))]);
  const credits = {
    balance: typeof creditBalance?.balance === 'number' ? creditBalance.balance : 0,
    entries: creditEntries.map((entry) => ({
      at: String(entry.at),
      amount: Number(entry.amount),
      kind: String(entry.kind),
      bookingId: (entry.bookingId as string | undefined) ?? null,
      note: String(entry.note ?? ''),
    })),
  };
  const swaps = swapItems
    .map((swap) => ({
      id: String(swap.id),
      role: swap.proposerId === user.id ? 'proposer' : 'recipient',
      status: String(swap.status),
      myListingId: String(swap.myListingId),
      theirListingId: String(swap.theirListingId),
      myStay: swap.myStay,
      theirStay: swap.theirStay,
      message: (swap.message as string | undefined) ?? null,
      createdAt: String(swap.createdAt),
      updatedAt: String(swap.updatedAt),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const submission = ({ pk: _pk, sk: _sk, ttl: _ttl, type: _type, ...rest }: Record<string, unknown>) => rest;

  return {
    format: EXPORT_FORMAT,
    exportedAt: nowIso(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      phoneNumber: user.phoneNumber,
      bio: user.bio,
      profileImageUrl: user.profileImageUrl,
      emailVerified: user.emailVerified,
      isActive: user.isActive,
      eligibilityConfirmedAt: user.eligibilityConfirmedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    company: { domain: user.companyDomain, name: company?.name ?? null, role: user.role },
    listings,
    bookings: { asGuest: asGuest.map((b) => bookingView(b, 'guest')), asHost: asHost.map((b) => bookingView(b, 'host')) },
    conversations,
    reviews: { written: reviewsWritten, received: reviewsReceived },
    payoutAccount,
    credits,
    swaps,
    notificationPreferences,
    favourites,
    blocks,
    savedSearches,
    reportsFiled,
    marketing: { waitlist: waitlist.map(submission), demoRequests: demoRequests.map(submission) },
    signIns,
    signInsCover: SIGN_INS_COVER,
  };
}
