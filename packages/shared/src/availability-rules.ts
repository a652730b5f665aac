import { addDays, isCalendarDate } from './booking-rules';

/**
 * The nights a host offers, picked a range at a time (issue 29, item 7): the listing form's
 * calendar takes a first and a last night in one gesture. Pure, so the form and its tests agree.
 */

/** Every calendar day from `first` to `last`, both included, whichever comes first. */
export function nightsBetween(first: string, last: string): string[] {
  if (!isCalendarDate(first) || !isCalendarDate(last)) return [];
  const [from, to] = first <= last ? [first, last] : [last, first];
  const nights: string[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/**
 * The offered nights after picking the range `first`..`last`: the range's nights that can be
 * picked (not before `today`, not a night a guest has booked or holds) are added; when every one
 * of them was offered already, they are taken off instead (a second pick of the same range undoes
 * it). Sorted, each night once; nights outside the range and booked nights are left as they were.
 */
export function pickNightRange(offered: readonly string[], first: string, last: string, options: { today: string; blocked?: readonly string[] }): string[] {
  const blocked = new Set(options.blocked ?? []);
  const range = nightsBetween(first, last).filter((night) => night >= options.today && !blocked.has(night));
  const current = new Set(offered);
  if (range.length > 0 && range.every((night) => current.has(night))) {
    for (const night of range) current.delete(night);
  } else {
    for (const night of range) current.add(night);
  }
  return [...current].sort();
}
