import { requireEnv, ENV } from '../../config/function-environment';
import { toBooking, type BookingRecord } from '../../store/bookings';
import { nowIso } from '../../store/clock';
import { getCompany } from '../../store/companies';
import { toListingRecord } from '../../store/listings';
import {
  bookingReviewGuards,
  collect,
  conversationMessageItems,
  guestBookingItems,
  hostBookingItems,
  hostListingItems,
  memberConversationItems,
  userSessionItems,
} from '../../store/member-records';
import { getReview, type ReviewRecord } from '../../store/reviews';
import { getUser } from '../../store/users';
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
  createdAt: booking.createdAt,
  confirmedAt: booking.confirmedAt,
  cancelledAt: booking.cancelledAt,
  refundedAt: booking.refundedAt,
});

const reviewView = (review: ReviewRecord, as: 'written' | 'received') => ({
  id: review.id,
  bookingId: review.bookingId,
  reviewType: review.reviewType,
  listingTitle: review.listingTitle,
  stay: { checkIn: review.checkIn, checkOut: review.checkOut },
  rating: review.rating,
  comment: review.comment,
  isApproved: review.isApproved,
  moderatedAt: review.moderatedAt,
  createdAt: review.createdAt,
  ...(as === 'written' ? { about: review.revieweeName } : { by: review.reviewerName }),
});

export type MemberExport = Awaited<ReturnType<typeof exportMemberData>>;

/** Everything about one member; 404 when there is no such member. */
export async function exportMemberData(userId: string) {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('Member not found');
  const origin = requireEnv(ENV.appOrigin);
  const company = await getCompany(user.companyDomain);

  const listings = (await collect(hostListingItems(user.id))).map((item) => {
    const listing = toListingRecord(item);
    return { ...listing, photoUrls: listing.images.map((path) => new URL(path, origin).toString()) };
  });
  const asGuest = (await collect(guestBookingItems(user.id))).map(toBooking);
  const asHost = (await collect(hostBookingItems(user.id))).map(toBooking);

  const reviewsWritten: ReturnType<typeof reviewView>[] = [];
  const reviewsReceived: ReturnType<typeof reviewView>[] = [];
  const seenBookings = new Set<string>();
  for (const booking of [...asGuest, ...asHost]) {
    if (seenBookings.has(booking.id)) continue;
    seenBookings.add(booking.id);
    for await (const guard of bookingReviewGuards(booking.id)) {
      const review = await getReview(String(guard.reviewId));
      if (review?.reviewerId === user.id) reviewsWritten.push(reviewView(review, 'written'));
      else if (review?.revieweeId === user.id) reviewsReceived.push(reviewView(review, 'received'));
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
    signIns,
  };
}
