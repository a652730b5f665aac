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
