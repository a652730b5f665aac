import { describe, expect, it } from 'vitest';
import { FEED_QUERY_FORM_SHIPPED_AT, LEGACY_FEED_PATH_DAYS, LEGACY_FEED_PATH_ENDS_AT, legacyFeedPathOpen } from './legacy-feed-path';

describe('the old path form of feed URLs (ADR 0083)', () => {
  it('ends 90 days after the query form shipped', () => {
    expect(LEGACY_FEED_PATH_DAYS).toBe(90);
    expect(Date.parse(LEGACY_FEED_PATH_ENDS_AT) - Date.parse(FEED_QUERY_FORM_SHIPPED_AT)).toBe(90 * 86_400_000);
  });

  it('answers until the end and not from the end on', () => {
    const end = Date.parse(LEGACY_FEED_PATH_ENDS_AT);
    expect(legacyFeedPathOpen(Date.parse(FEED_QUERY_FORM_SHIPPED_AT))).toBe(true);
    expect(legacyFeedPathOpen(end - 1)).toBe(true);
    expect(legacyFeedPathOpen(end)).toBe(false);
    expect(legacyFeedPathOpen(end + 365 * 86_400_000)).toBe(false);
  });
});
