import { stayCalendarFile } from '../../domain/calendar/stay-calendar-file';
import { defineHandler } from '../../middleware/define-handler';
import { stayCalendarParams } from './calendar-inputs';

/** `GET /api/bookings/{id}/calendar`: "Add to calendar", the confirmed stay as an .ics download for its guest or host. */
export const handler = defineHandler({ params: stayCalendarParams }, async ({ params, session }) => {
  const file = await stayCalendarFile(session, params.id);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    },
    body: file.body,
  };
});
