import { syncCalendarImportsNow } from '../../domain/calendar/sync-calendar-imports';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';

/** `POST /api/listings/{id}/calendar-imports/sync`: "Sync now". */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => syncCalendarImportsNow(params.id, session));
