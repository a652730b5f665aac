import { dates } from '@worknest/shared/format-dates';
/** Dates in the admin views, the app's formatters (@worknest/shared/format-dates) under the names the admin routes use. */

/** `Mar 3, 2026` (viewer's zone). */
export const formatDate = (iso: string): string => dates.date(iso);
/** `Mar 3, 2026 at 4:05 PM` (SPEC.md §2's admin format). */
export const formatDateTime = (iso: string): string => dates.dateTime(iso);
/** A stay's calendar date (yyyy-MM-dd) without its weekday: `Mar 3, 2026`. */
export const formatStayDate = (day: string): string => dates.day(day);
