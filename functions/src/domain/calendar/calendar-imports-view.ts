import { utcDate } from '@worknest/shared/booking';
import { CALENDAR_MESSAGES, type CalendarImportsView } from '@worknest/shared/calendar';
import { getCalendarImports } from '../../store/calendar';
import { nowMs } from '../../clock';
import type { ListingRecord } from '../../store/listings';
import { listNightItems } from '../../store/nights';
import { NotAllowedError } from '../errors';
import { findVisibleListing } from '../listings/find-visible-listing';
import type { Viewer } from '../listings/viewer';

/**
 * Reading a listing's imported calendars (issue 20), apart from the sync so the read route does
 * not bundle the fetcher and the iCalendar parser (sync-calendar-imports.ts).
 */

/** The listing if the viewer hosts it: other companies 404 (as for any listing), colleagues and admins 403. */
export async function hostedListing(listingId: string, viewer: Viewer): Promise<ListingRecord> {
  const listing = await findVisibleListing(listingId, viewer);
  if (listing.userId !== viewer.userId) throw new NotAllowedError(CALENDAR_MESSAGES.notHost, 'not_host');
  return listing;
}

/** What the host sees: each calendar's last sync, errors and conflicts, and the nights they block. */
export async function calendarImportsView(listingId: string, now: number = nowMs()): Promise<CalendarImportsView> {
  const [record, nights] = await Promise.all([getCalendarImports(listingId), listNightItems(listingId, utcDate(now))]);
  return {
    listingId,
    imports: (record?.imports ?? []).map((entry) => ({ ...entry })),
    blockedNights: nights.filter((night) => night.state === 'blocked').map((night) => night.night).sort(),
    nextSyncAt: record && record.imports.length > 0 ? record.nextSyncAt : null,
  };
}

/** `GET /api/listings/{id}/calendar-imports` (its host). */
export async function getListingCalendarImports(listingId: string, viewer: Viewer): Promise<CalendarImportsView> {
  const listing = await hostedListing(listingId, viewer);
  return calendarImportsView(listing.id);
}

