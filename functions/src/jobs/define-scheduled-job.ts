import type { Context } from 'aws-lambda';
import { logger } from '../logging/logger';
import { nowMs } from '../clock';

/** What EventBridge sends a scheduled rule's target (the fields a job may read). */
export interface ScheduledEvent {
  id?: string;
  'detail-type'?: string;
  source?: string;
  /** When the rule fired (ISO 8601); a late run still sees the time it was meant for. */
  time?: string;
}

export interface JobRun {
  /** Epoch ms when this run started, from the (locally shiftable) clock. */
  now: number;
  /** The invocation's request id: it is in every log line of the run. */
  runId: string;
  /** When EventBridge meant the run to happen, epoch ms (equals `now` when unknown). */
  scheduledAt: number;
}

/** A job's answer: counts of what it did, logged and returned (the local control prints it). */
export type JobSummary = Record<string, number | string | boolean>;

/**
 * The kit of a scheduled job, the counterpart of defineHandler for EventBridge: the job's name and
 * run id in every log line, one line when it starts and one with its summary and duration when it
 * ends. A failure is logged and rethrown, so Lambda records an error (the errors alarm) and
 * EventBridge's retry policy applies; the domain errors of functions/src/domain/errors.ts are
 * plain errors here, since no one answers HTTP.
 */
export function defineScheduledJob<T extends JobSummary>(name: string, run: (job: JobRun) => Promise<T>) {
  return async (event: ScheduledEvent | undefined, context: Context): Promise<T> => {
    const runId = context?.awsRequestId ?? 'local';
    const now = nowMs();
    const fired = event?.time ? Date.parse(event.time) : Number.NaN;
    logger.appendKeys({ job: name, requestId: runId });
    logger.info('job started', { scheduledAt: event?.time });
    try {
      const summary = await run({ now, runId, scheduledAt: Number.isFinite(fired) ? fired : now });
      logger.info('job finished', { ...summary, ms: nowMs() - now });
      return summary;
    } catch (error) {
      logger.error('job failed', { error: error as Error, ms: nowMs() - now });
      throw error;
    } finally {
      logger.removeKeys(['job', 'requestId']);
    }
  };
}
