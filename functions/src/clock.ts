/**
 * Time, read in one place by every layer (the local gateway shifts Date for expiry tests, so
 * tests move time through the local clock, never by sleeping). It sits beside routes.ts, not in
 * the store: the domain, the handlers and the jobs read it as much as the data layer does.
 */
export function nowMs(): number {
  return Date.now();
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

/** DynamoDB TTL attribute value (epoch seconds). */
export function ttlFromMs(ms: number): number {
  return Math.ceil(ms / 1000);
}

/**
 * The machine's clock for replication bookkeeping (when a search entry changed, issue 18): the
 * same instant as `Date.now()` in Lambda, but not moved by the local gateway's test clock, so a
 * test that shifts "now" back and forth cannot make a change look older than a reader's last look.
 */
export function changeClockMs(): number {
  return Math.round(performance.timeOrigin + performance.now());
}
