/** Time, read in one place (the local gateway can shift Date for expiry tests). */
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
