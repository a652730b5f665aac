import { listingFeed } from '../../domain/calendar/calendar-feed';
import { defineHandler } from '../../middleware/define-handler';
import { feedTokenQuery } from './calendar-inputs';
import { feedResponse } from './feed-response';

/**
 * `GET /api/calendar-feeds/feed.ics?token=…` (public: Google Calendar, Outlook and Apple Calendar
 * fetch it without a session; the unguessable token is the proof). The token is in the query,
 * which CloudFront's access logs leave out (ADR 0083). RFC 5545 `text/calendar`.
 */
export const handler = defineHandler({ query: feedTokenQuery }, async ({ query }) => feedResponse(await listingFeed(query.token)));
