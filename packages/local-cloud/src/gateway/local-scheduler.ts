import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCAL_JOB_INTERVAL_SECONDS, jobId, type ScheduledJob } from '@worknest/functions/schedules';
import type { FunctionPool, InvokeOutcome } from './function-pool';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION_FALLBACK } from './local-api-identity';
import type { SharedClock } from './shared-clock';

/**
 * The local stand-in for EventBridge schedules: each job of the table runs through the function
 * pool (its own warm instance, like its Lambda) with the event a scheduled rule sends, stamped
 * with the shifted local clock. With timers on (`npm run dev`) every job runs every
 * `localEverySeconds`; tests leave timers off and run a job on demand (`run`), after moving the
 * clock, so nothing waits for real minutes.
 *
 * Unlike EventBridge, a job whose previous run is still going is not started again by its timer
 * (an on-demand run still goes): the jobs must be idempotent anyway, and a local timer piling up
 * runs would only hide a slow job.
 */
export class LocalScheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly pool: FunctionPool,
    private readonly clock: SharedClock,
    private readonly log?: (event: Record<string, unknown>) => void,
  ) {
    for (const job of jobs) jobId(job); // fail at start-up on a malformed name, as cdk synth does
  }

  has(name: string): boolean {
    return this.jobs.some((job) => job.name === name);
  }

  /** Starts every job's timer. */
  startTimers(): void {
    for (const job of this.jobs) {
      const everyMs = (job.localEverySeconds ?? DEFAULT_LOCAL_JOB_INTERVAL_SECONDS) * 1000;
      const timer = setInterval(() => {
        if (this.running.has(job.name)) {
          this.log?.({ event: 'job-skipped', job: job.name, why: 'the previous run is still going' });
          return;
        }
        void this.run(job.name);
      }, everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  stopTimers(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }

  /** Runs the job once now; never rejects (a failed run is `ok: false`, and logged by the pool). */
  async run(name: string): Promise<InvokeOutcome> {
    const job = this.jobs.find((candidate) => candidate.name === name);
    if (!job) return { ok: false, reason: 'init' };
    this.running.add(name);
    const started = performance.now();
    try {
      const outcome = await this.pool.invoke(job, scheduledEvent(job, this.clock.now()));
      this.log?.({ event: 'job-run', job: name, ok: outcome.ok, ms: Math.round(performance.now() - started) });
      return outcome;
    } finally {
      this.running.delete(name);
    }
  }
}

/** The event an EventBridge scheduled rule delivers to its Lambda target. */
export function scheduledEvent(job: ScheduledJob, nowMs: number) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT_ID,
    time: new Date(Math.floor(nowMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    region: LOCAL_REGION_FALLBACK,
    resources: [`arn:aws:events:${LOCAL_REGION_FALLBACK}:${LOCAL_ACCOUNT_ID}:rule/${job.name}`],
    detail: {},
  };
}
