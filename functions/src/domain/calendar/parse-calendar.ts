import ICAL from 'ical.js';
import { addDays, countNights } from '@worknest/shared/booking-rules';
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
 * Occurrences one calendar may step through at most, over all its recurring events (ical.js takes
 * some 10 µs a step). Rules of fixed steps start near the window (see expansionStart), so this
 * counts what a rule yields around the window plus, for the others (COUNT, RDATE, MONTHLY,
 * YEARLY), what it yields from its DTSTART: a file still short of the window's end after this
 * many is unreadable rather than slow.
 */
const MAX_RECURRENCE_STEPS = 50_000;

/** Seconds per step of the frequencies expansionStart may skip ahead in. */
const FIXED_STEPS: Partial<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400, WEEKLY: 604_800 };

type Time = InstanceType<typeof ICAL.Time>;
type Duration = InstanceType<typeof ICAL.Duration>;
type Component = InstanceType<typeof ICAL.Component>;
type Window = { from: string; until: string; timeZone: string };

/**
 * Reads an external calendar (ical.js) into the nights its events cover between `from` and
 * `until` (yyyy-MM-dd, inclusive), read in the listing's time zone: all-day events by their dates,
 * timed events by the local dates they start and end on (a stay from check-in to check-out;
 * see eventNights). Recurring events are expanded in that window. Cancelled and transparent
 * ("free") events block nothing. Throws MalformedCalendarError for anything that is not a
 * readable VCALENDAR.
 */
export function importedNights(text: string, window: { from: string; until: string; timeZone: string }): ImportedNights {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body)) throw new MalformedCalendarError('no VCALENDAR');
  if (!isTimeZone(window.timeZone)) throw new RangeError(`Unknown time zone: ${window.timeZone}`);
  try {
    return readNights(calendarEvents(body), window);
  } catch (error) {
    if (error instanceof MalformedCalendarError) throw error;
    throw new MalformedCalendarError((error as Error).message);
  } finally {
    offsets.clear();
  }
}

/** Every VEVENT of the file (of each VCALENDAR in it, should it hold several). */
function calendarEvents(text: string): Component[] {
  const parsed = ICAL.parse(text.trimStart()) as unknown[];
  const roots = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
  return roots.flatMap((jCal) => {
    const root = new ICAL.Component(jCal as never);
    if (root.name !== 'vcalendar') throw new MalformedCalendarError('no VCALENDAR');
    return root.getAllSubcomponents('vevent');
  });
}

function readNights(events: Component[], window: Window): ImportedNights {
  const nights: ImportedNights = new Map();
  // RECURRENCE-ID overrides, by the UID of their series: each stands for one occurrence of it.
  const overrides = new Map<string, Component[]>();
  const series = new Map<string, Component>();
  for (const event of events) {
    const uid = uidOf(event);
    if (!event.hasProperty('recurrence-id')) {
      if (!series.has(uid)) series.set(uid, event);
    } else if (overrides.has(uid)) overrides.get(uid)!.push(event);
    else overrides.set(uid, [event]);
  }
  let steps = 0;
  /** Adds one occurrence's nights; false once the calendar is full. */
  const block = (dates: Dates, summary: string | null): boolean => {
    if (dates.last <= window.from) return true;
    for (const night of eventNights(dates.first, dates.last)) {
      if (night < window.from || night > window.until) continue;
      if (!nights.has(night)) nights.set(night, summary);
      if (nights.size >= MAX_NIGHTS_PER_CALENDAR) return false;
    }
    return true;
  };

  for (const event of events) {
    const uid = uidOf(event);
    if (event.hasProperty('recurrence-id')) {
      // A moved (or cancelled) occurrence: its own times, the series' length if it gives none.
      // A cancelled series takes its overrides with it.
      const ofSeries = series.get(uid);
      if (!blocks(event) || (ofSeries && statusOf(ofSeries) === 'CANCELLED')) continue;
      const length = lengthOf(hasLength(event) || !ofSeries ? event : ofSeries, window);
      if (!block(occurrenceDates(startOf(event), tzidOf(event), length, window), summaryOf(event) ?? summaryOf(ofSeries))) return nights;
      continue;
    }
    if (!blocks(event)) continue;
    const start = startOf(event);
    const tzid = tzidOf(event);
    const length = lengthOf(event, window);
    const summary = summaryOf(event);
    const first = occurrenceDates(start, tzid, length, window);
    if (!event.hasProperty('rrule') && !event.hasProperty('rdate')) {
      if (!block(first, summary)) return nights;
      continue;
    }
    // Occurrences an override replaces, by their RECURRENCE-ID (read like a start).
    const replaced = new Set((overrides.get(uid) ?? []).map((override) => occurrenceKey(override.getFirstPropertyValue('recurrence-id'), tzidOf(override, 'recurrence-id'), window)));
    // Occurrences that end before the window are passed over by their own date, without time zones:
    // they start more than the event's length (and a day each side for zones) before it.
    const passBefore = addDays(window.from, -(Math.max(0, countNights(first.first, first.last)) + 3));
    // exceptions: [] keeps ical.js from relating every RECURRENCE-ID in the file to this event, whatever its UID.
    const occurrences = new ICAL.Event(event, { exceptions: [] }).iterator(expansionStart(event, start, passBefore));
    for (let occurrence = occurrences.next(); occurrence; occurrence = occurrences.next()) {
      if (++steps > MAX_RECURRENCE_STEPS) throw new MalformedCalendarError('recurring events with too many occurrences to expand');
      if (wallDate(occurrence) < passBefore) continue;
      if (replaced.size > 0 && replaced.has(occurrenceKey(occurrence, tzid, window))) continue;
      const dates = occurrenceDates(occurrence, tzid, length, window);
      // Occurrences come in order: the first to start after the window ends the rule, COUNT/UNTIL or not.
      if (dates.first > window.until) break;
      if (!block(dates, summary)) return nights;
    }
  }
  return nights;
}

/**
 * Where to expand a recurring event from: its DTSTART, or, for one RRULE of fixed steps (DAILY,
 * WEEKLY, HOURLY, MINUTELY, SECONDLY) without COUNT or RDATE, as many whole intervals later (on
 * the wall clock, as ical.js steps) as still fall on a date before `passBefore`, so that a rule
 * running for years costs the steps around the window, not those of its past. ical.js yields the
 * time it starts from as an occurrence whether or not the rule matches it: that date is before
 * `passBefore`, which the caller passes over. UNTIL and EXDATE apply as from DTSTART; COUNT
 * would not (it counts from DTSTART), hence none.
 */
function expansionStart(event: Component, start: Time, passBefore: string): Time {
  const rules = event.getAllProperties('rrule');
  const rule = rules.length === 1 && !event.hasProperty('rdate') ? rules[0]!.getFirstValue() : null;
  if (!(rule instanceof ICAL.Recur) || rule.count) return start;
  const step = (FIXED_STEPS[rule.freq ?? ''] ?? 0) * (rule.interval || 1);
  const steps = step > 0 ? Math.floor(((countNights(wallDate(start), passBefore) - 1) * 86_400) / step) : 0;
  if (steps <= 0) return start;
  const later = start.clone();
  later.addDuration(ICAL.Duration.fromSeconds(steps * step));
  // A fresh Time from the normalised fields: a shifted one still holds the day count unnormalised
  // (day 9800 of January 2000), which costs ical.js's iterator seconds to set up.
  const { year, month, day, hour, minute, second, isDate } = later;
  return new ICAL.Time({ year, month, day, hour, minute, second, isDate }, start.zone);
}

/** Cancelled and transparent ("free") events block nothing. */
function blocks(event: Component): boolean {
  return statusOf(event) !== 'CANCELLED' && String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';
}

function statusOf(event: Component): string {
  return String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
}

function startOf(event: Component): Time {
  const start = event.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) throw new MalformedCalendarError('an event has no valid start or end');
  return start;
}

function uidOf(event: Component): string {
  return String(event.getFirstPropertyValue('uid') ?? '');
}

function hasLength(event: Component): boolean {
  return event.hasProperty('dtend') || event.hasProperty('duration');
}

/** The TZID a time property names (DTSTART unless told), if any. */
function tzidOf(event: Component, property = 'dtstart'): string | null {
  const tzid = event.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' && tzid ? tzid : null;
}

type Dates = { first: string; last: string };

/**
 * How long an event's occurrences last: DTEND less DTSTART (in days for an all-day event; exact
 * for a timed one, the same for every occurrence of a recurring event as RFC 5545 §3.8.5.3 has
 * it), its DURATION, or neither (an all-day event its one day, a timed event no time at all).
 */
type Length = { days: number } | { ms: number } | { duration: Duration };

function lengthOf(event: Component, window: Window): Length {
  const start = startOf(event);
  if (event.hasProperty('dtend')) {
    const end = event.getFirstPropertyValue('dtend');
    if (!(end instanceof ICAL.Time)) throw new MalformedCalendarError('an event has no valid start or end');
    if (start.isDate) return { days: countNights(wallDate(start), wallDate(end)) };
    return { ms: instantOf(end, tzidOf(event, 'dtend'), window.timeZone) - instantOf(start, tzidOf(event), window.timeZone) };
  }
  const duration = event.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration) return { duration };
  return start.isDate ? { days: 1 } : { ms: 0 };
}

/** The dates (in the listing's time zone) an occurrence starting at `start` runs from and to. */
function occurrenceDates(start: Time, startTzid: string | null, length: Length, window: Window): Dates {
  if (start.isDate) {
    const first = wallDate(start);
    if ('days' in length) return { first, last: addDays(first, length.days) };
    const end = start.clone();
    end.addDuration('duration' in length ? length.duration : ICAL.Duration.fromSeconds(Math.round(length.ms / 1000)));
    return { first, last: wallDate(end) };
  }
  const startMs = instantOf(start, startTzid, window.timeZone);
  let endMs: number;
  if ('ms' in length) endMs = startMs + length.ms;
  else if ('days' in length) endMs = startMs + length.days * 86_400_000;
  else {
    // Weeks and days are nominal (the same wall-clock time so many days later), the rest exact.
    const { weeks, days, hours, minutes, seconds, isNegative } = length.duration;
    const later = start.clone();
    later.addDuration(new ICAL.Duration({ weeks, days, isNegative }));
    endMs = instantOf(later, startTzid, window.timeZone) + (isNegative ? -1 : 1) * ((hours * 60 + minutes) * 60 + seconds) * 1000;
  }
  return { first: zonedDate(startMs, window.timeZone), last: zonedDate(endMs, window.timeZone) };
}

/** An occurrence's identity, to match a RECURRENCE-ID: its date, or the instant it starts. */
function occurrenceKey(time: unknown, tzid: string | null, window: Window): string {
  if (!(time instanceof ICAL.Time)) throw new MalformedCalendarError('an event has no valid start or end');
  return time.isDate ? wallDate(time) : String(instantOf(time, tzid, window.timeZone));
}

/**
 * The instant (ms) a time stands for. UTC (`Z`) times and times whose TZID has its VTIMEZONE in the
 * file ical.js places itself. ical.js reads any other time as floating: a TZID without VTIMEZONE
 * that names an IANA zone (`TZID=America/New_York`, as many generators write) is that zone's wall
 * clock, converted with Intl (see wallClockToInstant); a floating time, or a TZID neither
 * defined nor known to Intl, is read in the listing's time zone.
 */
function instantOf(time: Time, tzid: string | null, listingZone: string): number {
  if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const zone = tzid && isTimeZone(tzid) ? tzid : listingZone;
  return wallClockToInstant({ year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute, second: time.isDate ? 0 : time.second }, zone);
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * The instant a wall-clock time in an IANA time zone stands for, with Intl only (ical.js knows no
 * zone the file does not define): take the wall clock as if it were UTC, subtract the zone's offset
 * there, then subtract instead the offset at that first guess (the same but near a DST change). A
 * time a DST change skips or repeats comes out one way or the other of that change, at most its
 * length (an hour) off: only an event starting or ending within that hour of midnight could see
 * its date move.
 */
function wallClockToInstant(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - offsetAt(asUtc - offsetAt(asUtc, timeZone), timeZone);
}

/**
 * Offsets read for the calendar being read, by zone and UTC quarter hour: zones change offset on
 * quarter hours, and Intl is most of the cost of a step through a recurring event.
 */
const offsets = new Map<string, number>();

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(ms / 900_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const wall = partsAt(ms, timeZone);
    offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(ms / 1000) * 1000;
    offsets.set(key, offset);
  }
  return offset;
}

const formats = new Map<string, Intl.DateTimeFormat | null>();

function format(timeZone: string): Intl.DateTimeFormat | null {
  let known = formats.get(timeZone);
  if (known === undefined) {
    try {
      known = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    } catch {
      known = null;
    }
    formats.set(timeZone, known);
  }
  return known;
}

/** As @worknest/shared's isTimeZone, but with the formatter kept: partsAt needs it on every step of a recurring event. */
function isTimeZone(name: string): boolean {
  return format(name) !== null;
}

function partsAt(ms: number, timeZone: string): WallClock {
  const formatter = format(timeZone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts = formatter.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The date an instant falls on in a time zone. */
function zonedDate(ms: number, timeZone: string): string {
  const local = new Date(ms + offsetAt(ms, timeZone));
  if (Number.isNaN(local.getTime())) throw new MalformedCalendarError('an event has no valid start or end');
  return local.toISOString().slice(0, 10);
}

/** The date a time shows (its own wall clock, whatever its zone). */
function wallDate(time: Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

function summaryOf(event: Component | undefined): string | null {
  const summary = event?.getFirstPropertyValue('summary');
  return typeof summary === 'string' && summary ? summary.slice(0, 200) : null;
}
