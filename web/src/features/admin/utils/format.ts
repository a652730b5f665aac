/** Dates in the admin views: `Mar 3, 2026`, and `Mar 3, 2026 at 4:05 PM` with the time (SPEC.md §2's admin format). */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${dateFormat.format(date)} at ${timeFormat.format(date)}`;
}

/** A stay's calendar date (yyyy-MM-dd, UTC) for display: `Mar 3, 2026`. */
export function formatStayDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
