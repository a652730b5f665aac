import { getListingCalendarImports } from '../../domain/calendar/calendar-imports-view';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';

/** `GET /api/listings/{id}/calendar-imports`: its host sees the imported calendars, their last sync, errors, conflicts and the nights they block. */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => getListingCalendarImports(params.id, session));
