import { inject } from 'vitest';

/**
 * Runs a scheduled job of functions/src/schedules.ts once, now, through the local gateway (as
 * EventBridge would invoke its Lambda), on the local clock: move time with setClockOffset first.
 * Answers the job's summary; a failed run throws.
 */
export async function runJob<T = Record<string, unknown>>(name: string): Promise<T> {
  const response = await fetch(new URL(`/__local/schedules/${name}/run`, inject('appUrl')), { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__local/schedules/${name}/run answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}
