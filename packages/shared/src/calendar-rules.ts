/**
 * Calendar sync (issue 20): each listing's private iCal feed (export) and up to three external
 * calendars whose events block nights on Worknest (import). Limits, messages and the shapes the
 * API answers, without zod (issue 15); the import list's schema is in ./calendar, which
 * re-exports this module. The server's rules live in functions/src/domain/calendar.
 */

/** External calendars a listing may import. */
export const CALENDAR_IMPORT_LIMIT = 3;
/** The scheduled sync's interval (EventBridge rate and the "every 30 minutes" the host reads). */
export const CALENDAR_SYNC_INTERVAL_MINUTES = 30;
/** A fetch of one external calendar gives up after this long (connect, redirects and body together). */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** A calendar file larger than this is refused (an Airbnb export of a busy year is ~50 KB). */
export const CALENDAR_FETCH_MAX_BYTES = 2 * 1024 * 1024;
/** Imported events block nights from today up to this many days ahead. */
export const CALENDAR_IMPORT_HORIZON_DAYS = 550;
/** Exported stays: those that ended at most this many days ago, and every later one. */
export const CALENDAR_EXPORT_PAST_DAYS = 90;
export const CALENDAR_URL_MAX = 2000;

export const CALENDAR_MESSAGES = {
  tooMany: `You can import at most ${CALENDAR_IMPORT_LIMIT} calendars.`,
  invalidUrl: 'Please enter a calendar address that starts with https:// or http://',
  duplicate: 'This calendar is already in the list.',
  notHost: 'Only the host of this listing can manage its calendars.',
  feedNotFound: 'Calendar not found',
  syncTooOften: 'This listing’s calendars were synced a moment ago. Please wait a minute.',
  // What the host reads on a feed that failed: "could not be read" and a coarse reason, never the
  // network error, the upstream status or whether the address is refused or merely silent (issue 33).
  notReadable: 'This calendar could not be read: no calendar came back from this address. Check that it is the calendar’s public iCal link.',
  tooLarge: 'This calendar could not be read: the file is too large.',
  malformed: 'This calendar could not be read: the file at this address is not a valid iCalendar file.',
} as const;

/** An address a calendar may be imported from: http(s), a host, no user or password (checked after trimming). */
export function isCalendarUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** `GET|POST /api/listings/{id}/calendar-feed`. */
export interface CalendarFeedLink {
  url: string;
}

/** An external event over a night a Worknest guest has booked: the night stays booked, the host decides. */
export interface CalendarConflict {
  night: string;
  bookingId: string;
  summary: string | null;
}

export interface CalendarImportStatus {
  id: string;
  url: string;
  lastAttemptAt: string | null;
  /** The last sync that read this calendar; its nights stay blocked while later syncs fail. */
  lastSuccessAt: string | null;
  /** Why the last attempt failed (null when it worked). */
  lastError: string | null;
  /** Nights this calendar blocks now (from today). */
  blockedNights: number;
  conflicts: CalendarConflict[];
}

/** `GET|PUT /api/listings/{id}/calendar-imports` and its sync. */
export interface CalendarImportsView {
  listingId: string;
  imports: CalendarImportStatus[];
  /** Nights from today that imported calendars block, sorted. */
  blockedNights: string[];
  nextSyncAt: string | null;
}

/**
 * The nights (yyyy-MM-dd) an event covers, read like a stay: from its first day (check-in) to its
 * last day (check-out, exclusive, as iCalendar's DTEND of an all-day event). An all-day event of
 * 1–4 March (DTEND 4 March) blocks the nights of 1, 2 and 3 March; a timed event from Monday 15:00
 * to Wednesday 11:00 the nights of Monday and Tuesday; an event within one day no night. The
 * caller gives an all-day event without DTEND its one day (RFC 5545 §3.6.1).
 */
export function eventNights(start: string, endExclusive: string): string[] {
  const nights: string[] = [];
  for (let night = start; night < endExclusive && nights.length < 3660; night = nextDay(night)) nights.push(night);
  return nights;
}

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
