import { format } from 'date-fns';

/** SPEC.md §2: dates on the admin lists read like "Oct 13, 2025 at 4:05 PM" (the viewer's time zone). */
export const SUBMITTED_AT_FORMAT = "MMM d, yyyy 'at' h:mm a";

export function formatSubmittedAt(iso: string): string {
  return format(new Date(iso), SUBMITTED_AT_FORMAT);
}
