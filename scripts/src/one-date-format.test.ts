import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeLinesMatching, findInTree } from './source-line-scan';

/**
 * Issue 29 (15): the web app writes dates, times and deadlines only through
 * packages/shared/src/format-dates.ts (one house style, one locale parameter). This scan keeps
 * other ways from coming back: toLocaleString / toLocaleDateString / toLocaleTimeString, a new
 * Intl.DateTimeFormat, date-fns' format. Comments and tests are not scanned.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['web/src'];

/** Files that may format a date for another reason than showing it, and why. */
const ALLOWED: Record<string, string> = {
  // `toDay`: the yyyy-MM-dd the API takes, not a text for people.
  'web/src/features/bookings/components/date-field.tsx': 'date-fns format(date, "yyyy-MM-dd") for the API',
  // The availability picker's month heading and day-button names ("14 December 2026, Monday"),
  // which the browser tests select days by; left for the picker's own change (issue 29, item 7).
  'web/src/features/listings/components/calendar-days.ts': "the picker's day names",
  // Issue 31: makes one formatter while the page loads, so the first render does not load the locale data; it shows nothing.
  'web/src/lib/warm-intl.ts': 'loads the locale data ahead of the first render',
};

const OTHER_WAYS: readonly RegExp[] = [
  /\.toLocale(Date|Time)?String\(/,
  /new Intl\.DateTimeFormat\(/,
  /import\s*\{[^}]*\bformat\b[^}]*\}\s*from\s*'date-fns'/,
];

/** The lines of one source file that format a date another way ("line: text"). */
export function otherDateFormats(source: string): string[] {
  return codeLinesMatching(source, OTHER_WAYS);
}

describe('dates are written through format-dates', () => {
  it.each([
    ["const heldUntil = new Date(payment.holdExpiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });"],
    ["return new Date(iso).toLocaleDateString('en-US', { month: 'short' });"],
    ["new Date(iso).toLocaleString('en-US', { hourCycle: 'h23' });"],
    ["const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short' });"],
    ["import { format, isSameDay } from 'date-fns';"],
  ])('recognises another way: %s', (line) => {
    expect(otherDateFormats(line)).toHaveLength(1);
  });

  it.each([
    ["const heldUntil = dates.time(payment.holdExpiresAt);"],
    ["import { isSameDay } from 'date-fns';"],
    ['// toLocaleString in a comment'],
    ['const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;'],
  ])('leaves other code alone: %s', (line) => {
    expect(otherDateFormats(line)).toEqual([]);
  });

  it('finds no other way in the web app', () => {
    expect(findInTree(root, scanned, otherDateFormats, (path) => path in ALLOWED)).toEqual([]);
  });
});
