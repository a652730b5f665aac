import { saveCalendarImports } from '../../domain/calendar/sync-calendar-imports';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';
import { calendarImportsBody } from './calendar-imports-inputs';

/** `PUT /api/listings/{id}/calendar-imports {urls}`: up to three external calendars, read at once. */
export const handler = defineHandler({ params: listingParams, body: calendarImportsBody }, async ({ params, body, session }) =>
  saveCalendarImports(params.id, body.urls, session),
);
