import * as z from 'zod';
import { CALENDAR_IMPORT_LIMIT, CALENDAR_MESSAGES, CALENDAR_URL_MAX, isCalendarUrl } from './calendar-rules';

/** The import list's schema (issue 20); limits, messages and shapes live in ./calendar-rules (no zod), re-exported here. */
export * from './calendar-rules';

const calendarUrl = z
  .string({ error: CALENDAR_MESSAGES.invalidUrl })
  .trim()
  .max(CALENDAR_URL_MAX, CALENDAR_MESSAGES.invalidUrl)
  .refine(isCalendarUrl, CALENDAR_MESSAGES.invalidUrl);

/** `PUT /api/listings/{id}/calendar-imports`: the whole list (an empty list removes every import). */
export const calendarImportsSchema = z.object({
  urls: z
    .array(calendarUrl, { error: CALENDAR_MESSAGES.invalidUrl })
    .max(CALENDAR_IMPORT_LIMIT, CALENDAR_MESSAGES.tooMany)
    .refine((urls) => new Set(urls).size === urls.length, CALENDAR_MESSAGES.duplicate),
});
export type CalendarImportsInput = z.input<typeof calendarImportsSchema>;
export type CalendarImports = z.output<typeof calendarImportsSchema>;
