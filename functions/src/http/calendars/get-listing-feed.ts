import { listingFeed } from '../../domain/calendar/calendar-feed';
import { defineHandler } from '../../middleware/define-handler';
import { feedTokenParams } from './calendar-params';

/**
 * `GET /api/calendar-feeds/{token}.ics` (public: Google Calendar, Outlook and Apple Calendar
 * fetch it without a session; the unguessable token is the proof). RFC 5545 `text/calendar`.
 */
export const handler = defineHandler({ params: feedTokenParams }, async ({ params }) => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'inline; filename="worknest.ics"',
    'cache-control': 'private, max-age=300',
    'x-robots-tag': 'noindex',
  },
  body: await listingFeed(params.token),
}));
