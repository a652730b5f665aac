import { format, isSameDay, isSameYear, subDays } from 'date-fns';

/** The list's last-message date: a time today, a day this year, a full date before. */
export function formatListDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (isSameYear(date, now)) return format(date, 'MMM d');
  return format(date, 'MMM d, yyyy');
}

/** A message's time stamp in the thread. */
export function formatMessageTime(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}

/** The separator above the first message of a day. */
export function formatDayHeading(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, isSameYear(date, now) ? 'EEEE, MMM d' : 'EEEE, MMM d, yyyy');
}

/** Full date and time, for the `title` of a time stamp. */
export function formatFullTimestamp(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
}
