import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../logging/logger';
import { jobId } from '../schedules';
import { defineScheduledJob } from './define-scheduled-job';

const context = { awsRequestId: 'run-1' } as Context;

describe('defineScheduledJob', () => {
  it('runs the job with the clock, the run id and the time the rule fired, and returns its summary', async () => {
    const seen: unknown[] = [];
    const job = defineScheduledJob('tidy-up', async (run) => {
      seen.push(run);
      return { tidied: 3 };
    });
    const result = await job({ time: '2026-11-24T10:00:00Z' }, context);
    expect(result).toEqual({ tidied: 3 });
    expect(seen[0]).toMatchObject({ runId: 'run-1', scheduledAt: Date.parse('2026-11-24T10:00:00Z') });
    expect(Math.abs((seen[0] as { now: number }).now - Date.now())).toBeLessThan(5_000);
  });

  it('logs a failure with the job name and rethrows it, so Lambda counts an error and EventBridge retries', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const job = defineScheduledJob('breaks', async () => {
      throw new Error('store down');
    });
    await expect(job(undefined, context)).rejects.toThrow('store down');
    expect(error).toHaveBeenCalledWith('job failed', expect.objectContaining({ error: expect.any(Error) }));
    error.mockRestore();
  });
});

describe('jobId', () => {
  it('names a job function in PascalCase and refuses names that are not kebab-case', () => {
    expect(jobId({ name: 'expire-booking-requests' })).toBe('JobExpireBookingRequests');
    expect(() => jobId({ name: 'Expire requests' })).toThrow(/kebab-case/);
  });
});
