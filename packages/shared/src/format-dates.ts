import { activeIntlLocale } from './active-locale';

/**
 * Issue 29 (15): the one way Worknest writes dates, times and deadlines, in the web app and in
 * e-mails. Every screen and mail text goes through these; nothing else calls
 * `toLocaleString`/`Intl.DateTimeFormat`/date-fns `format` for people to read.
 *
 * The house style (SPEC.md §2's "MMM d, yyyy 'at' h:mm a"), in DATE_LOCALE:
 *
 * | formatter          | input                    | example                                   |
 * |--------------------|--------------------------|-------------------------------------------|
 * | stayDate           | calendar day yyyy-MM-dd  | Tue, Mar 12, 2030                         |
 * | day                | calendar day             | Mar 12, 2030                              |
 * | shortDay           | calendar day             | Mar 12                                    |
 * | dayMonth           | calendar day             | March 12                                  |
 * | monthYear          | yyyy-MM or yyyy-MM-dd    | March 2030                                |
 * | shortMonthYear     | yyyy-MM or yyyy-MM-dd    | Mar 2030                                  |
 * | shortMonth         | yyyy-MM or yyyy-MM-dd    | Mar                                       |
 * | date               | instant (viewer's zone)  | Mar 3, 2026                               |
 * | time               | instant (viewer's zone)  | 4:05 PM                                   |
 * | dateTime           | instant (viewer's zone)  | Mar 3, 2026 at 4:05 PM                    |
 * | deadline           | instant, IANA zone       | Tue, Mar 11, 2030 at 3:00 PM (Copenhagen time) |
 * | wallTime           | HH:mm of a place         | 3:00 PM                                   |
 * | relativeDay        | instant (viewer's zone)  | Today / Yesterday / Monday, Mar 2 / Monday, Mar 2, 2025 |
 * | recentDate         | instant (viewer's zone)  | 4:05 PM today, Mar 2 this year, Mar 2, 2025 before |
 *
 * Calendar days (a stay's nights, a reveal day) are the day itself in every zone; instants are
 * shown in the viewer's zone, except a deadline, which is the listing's wall clock and says so.
 *
 * Issue 40: the locale is this one parameter of createDateFormatters. The app's set, `dates`
 * below, writes in the active language (./active-locale: `en-US` until the web app activates
 * another); a mail in the recipient's language makes its own set with `INTL_LOCALE[locale]`.
 * The words that are not Intl's ("at", "time", "Today", "Yesterday") are in WORDS, per language.
 */

/** The English house style's locale (the active language's is `activeIntlLocale()`). */
export const DATE_LOCALE = 'en-US';

interface DateWords {
  at: string;
  zoneTime: (place: string) => string;
  today: string;
  yesterday: string;
}

const WORDS: Record<string, DateWords> = {
  en: { at: 'at', zoneTime: (place) => `${place} time`, today: 'Today', yesterday: 'Yesterday' },
  de: { at: 'um', zoneTime: (place) => `Ortszeit ${place}`, today: 'Heute', yesterday: 'Gestern' },
  fr: { at: 'à', zoneTime: (place) => `heure de ${place}`, today: "Aujourd'hui", yesterday: 'Hier' },
  es: { at: 'a las', zoneTime: (place) => `hora de ${place}`, today: 'Hoy', yesterday: 'Ayer' },
  nl: { at: 'om', zoneTime: (place) => `tijd in ${place}`, today: 'Vandaag', yesterday: 'Gisteren' },
};

/** `de-DE` → the German words; a language without its own words writes English ones. */
const wordsOf = (locale: string): DateWords => WORDS[locale.slice(0, 2).toLowerCase()] ?? WORDS.en!;

export interface DateFormatterOptions {
  locale: string;
  /** The viewer's zone for instants; undefined means the runtime's (the browser's). Tests pass one. */
  timeZone?: string;
}

export type Instant = string | number | Date;

const DAY_MS = 86_400_000;

const toDate = (value: Instant): Date => (value instanceof Date ? value : new Date(value));
/** A calendar day (or month) at UTC midnight, formatted with timeZone UTC: the same day everywhere. */
const dayDate = (day: string): Date => new Date(`${day.length === 7 ? `${day}-01` : day.slice(0, 10)}T00:00:00Z`);

/** "Europe/Copenhagen" → "Copenhagen", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function zonePlaceName(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

export function createDateFormatters({ locale, timeZone }: DateFormatterOptions) {
  const WORDS = wordsOf(locale);
  // Intl formatters are built on first use (the landing page needs none of them at start).
  const cache = new Map<string, Intl.DateTimeFormat>();
  const fmt = (key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
    let format = cache.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      cache.set(key, format);
    }
    return format;
  };
  const viewer = timeZone ? { timeZone } : {};
  const utc = { timeZone: 'UTC' } as const;
  const medium = { month: 'short', day: 'numeric', year: 'numeric' } as const;
  const clock = { hour: 'numeric', minute: '2-digit' } as const;

  const date = (value: Instant) => fmt('date', { ...medium, ...viewer }).format(toDate(value));
  const time = (value: Instant) => fmt('time', { ...clock, ...viewer }).format(toDate(value));
  /** The viewer's calendar day of an instant, as yyyy-MM-dd (for comparing days). */
  const viewerDay = (value: Instant) => {
    const parts = fmt('iso-day', { year: 'numeric', month: '2-digit', day: '2-digit', ...viewer }).formatToParts(toDate(value));
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  };

  return {
    locale,
    stayDate: (day: string) => fmt('stay-date', { weekday: 'short', ...medium, ...utc }).format(dayDate(day)),
    day: (day: string) => fmt('day', { ...medium, ...utc }).format(dayDate(day)),
    shortDay: (day: string) => fmt('short-day', { month: 'short', day: 'numeric', ...utc }).format(dayDate(day)),
    dayMonth: (day: string) => fmt('day-month', { month: 'long', day: 'numeric', ...utc }).format(dayDate(day)),
    monthYear: (month: string) => fmt('month-year', { month: 'long', year: 'numeric', ...utc }).format(dayDate(month)),
    /** A chart's month under its bar ("Mar 2030", "März 2030"); `shortMonth` alone where space is short. */
    shortMonthYear: (month: string) => fmt('short-month-year', { month: 'short', year: 'numeric', ...utc }).format(dayDate(month)),
    shortMonth: (month: string) => fmt('short-month', { month: 'short', ...utc }).format(dayDate(month)),
    /** A calendar's weekday heading ("Mon", "Mo."): the weekday of a calendar day. */
    weekday: (day: string) => fmt('weekday', { weekday: 'short', ...utc }).format(dayDate(day)),
    date,
    time,
    dateTime: (value: Instant) => `${date(value)} ${WORDS.at} ${time(value)}`,
    /** A moment on a listing's clock (a cancellation or check-in deadline), naming the place whose clock it is. */
    deadline: (value: Instant, zone: string) => {
      const when = toDate(value);
      const day = fmt(`deadline-day:${zone}`, { weekday: 'short', ...medium, timeZone: zone }).format(when);
      const at = fmt(`deadline-time:${zone}`, { ...clock, timeZone: zone }).format(when);
      return `${day} ${WORDS.at} ${at} (${WORDS.zoneTime(zonePlaceName(zone))})`;
    },
    /** "Europe/Copenhagen" → "Copenhagen time": whose clock a time is on. */
    zoneTime: (zone: string) => WORDS.zoneTime(zonePlaceName(zone)),
    /** "15:00" (a listing's check-in) → "3:00 PM". */
    wallTime: (hhmm: string) => {
      const [hours, minutes] = hhmm.split(':').map(Number);
      return fmt('wall-time', { ...clock, ...utc }).format(new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0)));
    },
    /** A day heading in a thread: Today, Yesterday, a weekday and date this year, with the year before. */
    relativeDay: (value: Instant, now: Instant = Date.now()) => {
      const day = viewerDay(value);
      if (day === viewerDay(now)) return WORDS.today;
      if (day === viewerDay(toDate(now).getTime() - DAY_MS)) return WORDS.yesterday;
      const sameYear = day.slice(0, 4) === viewerDay(now).slice(0, 4);
      return sameYear
        ? fmt('weekday-day', { weekday: 'long', month: 'short', day: 'numeric', ...viewer }).format(toDate(value))
        : fmt('weekday-date', { weekday: 'long', ...medium, ...viewer }).format(toDate(value));
    },
    /** A list's last-activity stamp: the time today, the day this year, the date before. */
    recentDate: (value: Instant, now: Instant = Date.now()) => {
      const day = viewerDay(value);
      if (day === viewerDay(now)) return time(value);
      if (day.slice(0, 4) === viewerDay(now).slice(0, 4)) return fmt('short-date', { month: 'short', day: 'numeric', ...viewer }).format(toDate(value));
      return date(value);
    },
  };
}

export type DateFormatters = ReturnType<typeof createDateFormatters>;

const byLocale = new Map<string, DateFormatters>();
/** The formatters of the active language (instants in the viewer's zone), made once per language. */
function activeFormatters(): DateFormatters {
  const locale = activeIntlLocale();
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = createDateFormatters({ locale });
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/**
 * The app's formatters: the active language (issue 40; DATE_LOCALE until one is activated),
 * instants in the viewer's (browser's or server's) zone. Same calls as before: `dates.day(d)`.
 */
export const dates: DateFormatters = new Proxy({} as DateFormatters, {
  get: (_target, key) => activeFormatters()[key as keyof DateFormatters],
});
