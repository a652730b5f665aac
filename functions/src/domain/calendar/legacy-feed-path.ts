/**
 * The old path form of a listing's feed URL, `/api/calendar-feeds/<token>.ics` (ADR 0083): the
 * token sat in the path, which CloudFront's access logs keep. New URLs carry it in the query
 * (`/api/calendar-feeds/feed.ics?token=…`), which the logs leave out. Calendars already subscribed
 * to an old URL keep working for 90 days after the new form shipped, then the old form answers 404
 * like an unknown token and the host copies the URL again from the listing's calendar page.
 *
 * A date in code, not a stage setting: every stage shipped the new form in the same release. Once
 * the date has passed, the `GET /api/calendar-feeds/{token}` route and its handler can go.
 */
export const FEED_QUERY_FORM_SHIPPED_AT = '2026-11-28T00:00:00.000Z';
export const LEGACY_FEED_PATH_DAYS = 90;
export const LEGACY_FEED_PATH_ENDS_AT = '2027-02-26T00:00:00.000Z';

/** Whether an old path-form feed URL still answers at `nowMs`. */
export function legacyFeedPathOpen(nowMs: number): boolean {
  return nowMs < Date.parse(LEGACY_FEED_PATH_ENDS_AT);
}
