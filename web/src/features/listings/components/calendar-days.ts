import { useEffect, useState } from 'react';
import { activeIntlLocale } from '@worknest/shared/active-locale';

/*
 * What the two date pickers of listings share (the availability picker of the listing form and
 * the stay dates of the search): the calendar-day conversions, the spoken day label and the
 * "wide screen" switch between one month and two.
 */

/** `yyyy-MM-dd` ↔ the picker's local-midnight Date of that calendar day (no library: date-fns' parse alone is ~20 KB gzip). */
export function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** English's words for the spoken label; a converted screen passes its catalog's (issue 40). */
const ENGLISH_DAY_WORDS = { today: 'today', selected: 'selected' };

/**
 * A day's name for screen readers that starts with the number it shows ("14 December 2026,
 * Monday"), so speech users can say what they see (WCAG 2.5.3); `unavailable` names why a day
 * cannot be chosen, when its modifier is set.
 */
export function spokenDayLabel(
  date: Date,
  modifiers: { today?: boolean; selected?: boolean },
  unavailable?: string,
  words: { today: string; selected: string } = ENGLISH_DAY_WORDS,
): string {
  // Issue 40: in the active language (English's day-first order otherwise, as before).
  const locale = words === ENGLISH_DAY_WORDS ? 'en-GB' : activeIntlLocale();
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  const label = `${date.getDate()} ${monthYear}, ${weekday}`;
  return `${label}${modifiers.today ? `, ${words.today}` : ''}${modifiers.selected ? `, ${words.selected}` : ''}${unavailable ? `, ${unavailable}` : ''}`;
}

/** True where two months fit side by side (768 px and wider); follows the window. */
export function useWideScreen(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
