import { calendarFeedLink } from '../../domain/calendar/calendar-feed';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';

/** `GET /api/listings/{id}/calendar-feed`: its host gets the listing's private iCal feed URL `{url}`. */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => calendarFeedLink(params.id, session));
