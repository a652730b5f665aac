import { dates } from '@worknest/shared/format-dates';

/** The list's last-message date: a time today, a day this year, a full date before. */
export function formatListDate(iso: string, now: Date = new Date()): string {
  return dates.recentDate(iso, now);
}

/** A message's time stamp in the thread. */
export function formatMessageTime(iso: string): string {
  return dates.time(iso);
}

/** The separator above the first message of a day. */
export function formatDayHeading(iso: string, now: Date = new Date()): string {
  return dates.relativeDay(iso, now);
}

/** Full date and time, for the `title` of a time stamp. */
export function formatFullTimestamp(iso: string): string {
  return dates.dateTime(iso);
}
