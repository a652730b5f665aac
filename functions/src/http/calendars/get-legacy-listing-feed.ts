import { CALENDAR_MESSAGES } from '@worknest/shared/calendar';
import { listingFeed } from '../../domain/calendar/calendar-feed';
import { legacyFeedPathOpen } from '../../domain/calendar/legacy-feed-path';
import { NotFoundError } from '../../domain/errors';
import { logger } from '../../logging/logger';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { feedTokenParams } from './calendar-inputs';
import { feedResponse } from './feed-response';

/**
 * `GET /api/calendar-feeds/{token}.ics`, the old form of feed URLs (token in the path, ADR 0083):
 * answers like `GET /api/calendar-feeds/feed.ics?token=…` until LEGACY_FEED_PATH_ENDS_AT, then 404.
 */
export const handler = defineHandler({ params: feedTokenParams }, async ({ params }) => {
  if (!legacyFeedPathOpen(nowMs())) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
  const body = await listingFeed(params.token.replace(/\.ics$/i, ''));
  // Never the token: how many calendars still read the old form, to tell hosts before the end.
  logger.info('calendar feed read by its old path form');
  return feedResponse(body);
});
