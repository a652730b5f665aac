import { CALENDAR_IMPORT_LIMIT, CALENDAR_MESSAGES, CALENDAR_URL_MAX, isCalendarUrl } from '@worknest/shared/calendar-rules';
import { listOf, plainObject, text } from '../../validation/plain-schema';

/**
 * `PUT /api/listings/{id}/calendar-imports {urls}`: `calendarImportsSchema` of
 * @worknest/shared/calendar, checked without zod (issue 15; calendar-imports-inputs.test.ts compares both).
 */
export const calendarImportsBody = plainObject({
  urls: listOf(
    text({ typeMessage: CALENDAR_MESSAGES.invalidUrl, clean: (value) => value.trim(), max: { length: CALENDAR_URL_MAX, message: CALENDAR_MESSAGES.invalidUrl }, refine: { test: isCalendarUrl, message: CALENDAR_MESSAGES.invalidUrl } }),
    {
      typeMessage: CALENDAR_MESSAGES.invalidUrl,
      max: { length: CALENDAR_IMPORT_LIMIT, message: CALENDAR_MESSAGES.tooMany },
      refine: { test: (urls) => new Set(urls).size === urls.length, message: CALENDAR_MESSAGES.duplicate },
    },
  ),
});
