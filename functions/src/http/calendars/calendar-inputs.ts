import { STAY_CALENDAR_MESSAGES } from '../../domain/calendar/stay-calendar-file';
import { plainObject, text, uuid } from '../../validation/plain-schema';

/** `{id}` of `GET /api/bookings/{id}/calendar`: `z.object({ id: z.string().uuid(notFound) })`, checked without zod (issue 15). */
export const stayCalendarParams = plainObject({ id: uuid(STAY_CALENDAR_MESSAGES.notFound) });

/** `{token}` of the old `GET /api/calendar-feeds/{token}` (`<token>.ics`): `z.object({ token: z.string().min(20).max(100) })`, checked without zod. */
export const feedTokenParams = plainObject({ token: text({ min: { length: 20 }, max: { length: 100 } }) });

/** `?token=` of `GET /api/calendar-feeds/feed.ics` (ADR 0083): the same rule as the old path form's. */
export const feedTokenQuery = plainObject({ token: text({ min: { length: 20 }, max: { length: 100 } }) });
