import { regenerateCalendarFeed } from '../../domain/calendar/calendar-feed';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';

/** `POST /api/listings/{id}/calendar-feed`: a new feed URL `{url}`; the old one answers 404 from now on. */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => regenerateCalendarFeed(params.id, session));
