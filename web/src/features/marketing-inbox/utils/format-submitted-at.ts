import { dates } from '@worknest/shared/format-dates';

/** SPEC.md §2: dates on the admin lists read like "Oct 13, 2025 at 4:05 PM" (the viewer's time zone). */
export function formatSubmittedAt(iso: string): string {
  return dates.dateTime(iso);
}
