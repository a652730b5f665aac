import { inject } from 'vitest';

/**
 * Shifts "now" by `offsetMs` for the functions (gateway) and for presigned-URL expiry (S3 front),
 * e.g. to expire a 15-minute link. Reset with `setClockOffset(0)` in afterEach.
 */
export async function setClockOffset(offsetMs: number): Promise<void> {
  const env = inject('localEnv');
  for (const base of [inject('appUrl'), env.AWS_ENDPOINT_URL_S3!]) {
    const response = await fetch(new URL('/__local/clock', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs }),
    });
    if (!response.ok) throw new Error(`POST ${base}/__local/clock answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Moves "now" for the functions to the middle of the next fixed rate-limit window of `windowMs`
 * (store/rate-limits.ts counts hits per window) and returns the offset set: a burst of requests is
 * then counted in one window. A burst that runs across a window's end is split over two windows,
 * and the request past the limit goes through (sign-in-abuse.test.ts failed so in CI at 15:00:00 UTC).
 * Reset with `setClockOffset(0)`. Only for requests through the gateway: code the test process
 * runs itself keeps the real clock.
 */
export async function pinClockToMiddleOfWindow(windowMs: number): Promise<number> {
  const now = Date.now();
  const offsetMs = (Math.floor(now / windowMs) + 1.5) * windowMs - now;
  await setClockOffset(offsetMs);
  return offsetMs;
}
