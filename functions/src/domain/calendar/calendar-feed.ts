import { createHmac, randomBytes } from 'node:crypto';
import { addDays, utcDate } from '@worknest/shared/booking';
import { CALENDAR_EXPORT_PAST_DAYS, CALENDAR_MESSAGES, type CalendarFeedLink } from '@worknest/shared/calendar';
import { stayPagePath } from '@worknest/shared/stay-links';
import { mailLinksKey } from '../../adapters/mail-links-key';
import { ENV, requireEnv } from '../../config/function-environment';
import { logger } from '../../logging/logger';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { getCompany } from '../../store/companies';
import { findListingIdByFeedToken, getCalendarFeed, putCalendarFeed, type CalendarFeedRecord } from '../../store/calendar';
import { nowIso, nowMs } from '../../clock';
import { getListing } from '../../store/listings';
import { listNightItems } from '../../store/nights';
import { hashToken } from '../../store/tokens';
import { getUser } from '../../store/users';
import { NotFoundError } from '../errors';
import type { Viewer } from '../listings/viewer';
import { hostedListing } from './calendar-imports-view';
import { calendarStay, listingCalendar } from './listing-calendar';

/**
 * A listing's private iCal feed (issue 20). The URL carries a token derived from the signing key
 * and a random nonce stored on the listing (HMAC-SHA-256, 43 characters): the host can be shown
 * the same URL again, while the table holds only the nonce and the token's SHA-256 (the lookup
 * the public route uses), so a copy of the table opens no feed. Regenerating draws a new nonce and
 * drops the old lookup in one transaction: the old URL answers 404 at once.
 */

/** Token in the query, which CloudFront's access logs leave out (ADR 0083); the old path form is legacy-feed-path.ts. */
const FEED_PATH = '/api/calendar-feeds/feed.ics';

async function feedToken(listingId: string, nonce: string): Promise<string> {
  const key = await mailLinksKey();
  return createHmac('sha256', key).update(`worknest:calendar-feed:v1\0${listingId}\0${nonce}`).digest('base64url');
}

function feedUrl(token: string): string {
  const url = new URL(FEED_PATH, requireEnv(ENV.appOrigin));
  url.searchParams.set('token', token);
  return url.toString();
}

async function newFeed(listingId: string): Promise<{ record: CalendarFeedRecord; token: string }> {
  const nonce = randomBytes(16).toString('base64url');
  const token = await feedToken(listingId, nonce);
  return { record: { listingId, nonce, tokenHash: hashToken(token), createdAt: nowIso() }, token };
}

/** `GET /api/listings/{id}/calendar-feed`: the feed URL, created on first ask. */
export async function calendarFeedLink(listingId: string, viewer: Viewer): Promise<CalendarFeedLink> {
  const listing = await hostedListing(listingId, viewer);
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await getCalendarFeed(listing.id);
    if (existing) return { url: feedUrl(await feedToken(listing.id, existing.nonce)) };
    const created = await newFeed(listing.id);
    if (await putCalendarFeed(created.record, null)) return { url: feedUrl(created.token) };
  }
  throw new Error('Could not create the calendar feed');
}

/** `POST /api/listings/{id}/calendar-feed`: a new URL; the old one answers 404 from now on. */
export async function regenerateCalendarFeed(listingId: string, viewer: Viewer): Promise<CalendarFeedLink> {
  const listing = await hostedListing(listingId, viewer);
  for (let attempt = 0; attempt < 3; attempt++) {
    const previous = await getCalendarFeed(listing.id);
    const next = await newFeed(listing.id);
    if (await putCalendarFeed(next.record, previous)) {
      logger.info('calendar feed regenerated', { listingId: listing.id });
      return { url: feedUrl(next.token) };
    }
  }
  throw new Error('Could not regenerate the calendar feed');
}

/** The confirmed stays of a listing from 90 days ago on, found through its booked nights (B5). */
export async function confirmedStays(listingId: string, now: number): Promise<BookingRecord[]> {
  const nights = await listNightItems(listingId, addDays(utcDate(now), -CALENDAR_EXPORT_PAST_DAYS));
  const bookingIds = [...new Set(nights.filter((night) => night.state === 'booked' && night.bookingId).map((night) => night.bookingId!))];
  const bookings = await Promise.all(bookingIds.map((id) => getBooking(id)));
  return bookings
    .filter((booking): booking is BookingRecord => booking !== null && booking.status === 'confirmed' && booking.listingId === listingId)
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
}

/**
 * `GET /api/calendar-feeds/feed.ics?token=…` and, for a transition, the old
 * `/api/calendar-feeds/<token>.ics` (public: calendar apps hold no session; the token is the
 * proof). Unknown or regenerated tokens, deleted listings, deactivated hosts and companies that
 * are not active answer 404 alike.
 */
export async function listingFeed(token: string): Promise<string> {
  const listingId = await findListingIdByFeedToken(hashToken(token));
  const listing = listingId ? await getListing(listingId) : null;
  if (!listing) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
  // A deactivated (or erased) host, or a company not active, has no feed (issue 33): it would go
  // on telling guests' first names and dates to whoever holds the URL.
  const [host, company] = await Promise.all([getUser(listing.userId), getCompany(listing.companyDomain)]);
  if (!host || !host.isActive || host.deletedAt || !company || company.status !== 'active') throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
  const bookings = await confirmedStays(listing.id, nowMs());
  const guestIds = [...new Set(bookings.map((booking) => booking.guestId))];
  const guests = new Map((await Promise.all(guestIds.map((id) => getUser(id)))).filter((user) => user !== null).map((user) => [user!.id, user!]));
  return listingCalendar({
    listingTitle: listing.title,
    bookingLink: (bookingId) => new URL(stayPagePath(bookingId, 'host'), requireEnv(ENV.appOrigin)).toString(),
    stays: bookings.map((booking) => ({ ...calendarStay(booking), guestFirstName: guests.get(booking.guestId)?.firstName?.trim() || 'Guest' })),
  });
}
