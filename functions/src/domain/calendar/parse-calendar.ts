import ical, { type VEvent } from 'node-ical';
import { addDays } from '@worknest/shared/booking';
import { eventNights } from '@worknest/shared/calendar';

/** The file is no iCalendar file, or an event in it cannot be read. */
export class MalformedCalendarError extends Error {
  constructor(reason: string) {
    super(`Malformed calendar: ${reason}`);
    this.name = 'MalformedCalendarError';
  }
}

/** Nights an imported calendar blocks, each with the summary of (one of) the events covering it. */
export type ImportedNights = Map<string, string | null>;

/** Nights one calendar may block at most (a year and a half of every night, with room). */
const MAX_NIGHTS_PER_CALENDAR = 1000;

/**
 * Reads an external calendar (node-ical) into the nights its events cover between `from` and
 * `until` (yyyy-MM-dd, inclusive), read in the listing's time zone: all-day events by their dates,
 * timed events by the local dates they start and end on (a stay from check-in to check-out;
 * see eventNights). Recurring events are expanded in that window. Cancelled and transparent
 * ("free") events block nothing. Throws MalformedCalendarError for anything that is not a
 * readable VCALENDAR.
 */
export function importedNights(text: string, window: { from: string; until: string; timeZone: string }): ImportedNights {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new MalformedCalendarError('no VCALENDAR');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (error) {
    throw new MalformedCalendarError((error as Error).message);
  }
  const nights: ImportedNights = new Map();
  const windowStart = new Date(`${addDays(window.from, -1)}T00:00:00Z`);
  const windowEnd = new Date(`${addDays(window.until, 1)}T23:59:59Z`);
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.status === 'CANCELLED' || event.transparency === 'TRANSPARENT') continue;
    if (!isDate(event.start) || (event.end !== undefined && !isDate(event.end))) throw new MalformedCalendarError('an event has no valid start or end');
    const summary = summaryText(event.summary);
    const occurrences = event.rrule
      ? ical.expandRecurringEvent(event, { from: windowStart, to: windowEnd, expandOngoing: true }).map((one) => ({ start: one.start, end: one.end }))
      : [{ start: event.start, end: event.end }];
    for (const occurrence of occurrences) {
      const dateOnly = event.datetype === 'date' || (occurrence.start as { dateOnly?: boolean }).dateOnly === true;
      const first = dateOnly ? localDate(occurrence.start) : zonedDate(occurrence.start, window.timeZone);
      const last = occurrence.end && isDate(occurrence.end) ? (dateOnly ? localDate(occurrence.end) : zonedDate(occurrence.end, window.timeZone)) : dateOnly ? addDays(first, 1) : first;
      for (const night of eventNights(first, last)) {
        if (night < window.from || night > window.until) continue;
        if (!nights.has(night)) nights.set(night, summary);
        if (nights.size >= MAX_NIGHTS_PER_CALENDAR) return nights;
      }
    }
  }
  return nights;
}

function isDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** node-ical builds DATE values at local midnight. */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function zonedDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function summaryText(summary: unknown): string | null {
  const text = typeof summary === 'string' ? summary : summary && typeof summary === 'object' && 'val' in summary ? String((summary as { val: unknown }).val) : null;
  return text ? text.slice(0, 200) : null;
}
