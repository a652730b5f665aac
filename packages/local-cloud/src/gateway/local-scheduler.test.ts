import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledJob } from '@worknest/functions/schedules';
import { functionNameOf } from './function-pool';
import { startGateway, type Gateway } from './start-gateway';
import { startReportSink, type ReportSink } from './test-support/report-sink';

/**
 * The local EventBridge: the gateway started on a table of fixture jobs, the way the local cloud
 * starts it with THE job table. Jobs report what they saw to a sink server.
 */

const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;

const jobs: ScheduledJob[] = [
  { name: 'report-time', handler: 'scheduled-job', everyMinutes: 5, resources: [] },
  { name: 'always-fails', handler: 'failing-job', everyMinutes: 5, resources: [] },
];

async function gatewayWith(sinkUrl: string, options: { timers: boolean; jobs: ScheduledJob[] }): Promise<Gateway> {
  return startGateway({
    host: '127.0.0.1',
    port: 0,
    httpRoutes: [],
    webSocketRoutes: [],
    scheduledJobs: options.jobs,
    scheduleTimers: options.timers,
    functionsDir: fixturesDir,
    environmentFor: (target) => ({ EVENT_SINK_URL: sinkUrl, ROUTE_MARKER: `env-of-${functionNameOf(target)}` }),
    uploads: { endpoint: 'http://127.0.0.1:1', bucket: 'unused' },
    spa: { mode: 'none' },
    testControls: true,
  });
}

describe('scheduled jobs in the local gateway', { timeout: 30_000 }, () => {
  let sink: ReportSink;
  let gateway: Gateway;

  beforeAll(async () => {
    sink = await startReportSink();
    gateway = await gatewayWith(sink.url, { timers: false, jobs });
  });

  afterAll(async () => {
    await gateway?.close();
    await sink?.close();
  });

  it('runs a job on demand through POST /__local/schedules/{name}/run, with an EventBridge event, its own env, on the shifted clock', async () => {
    gateway.setClockOffset(3 * DAY);
    try {
      const response = await fetch(`${gateway.url}/__local/schedules/report-time/run`, { method: 'POST' });
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { ran: boolean; now: number } };
      expect(result.ran).toBe(true);
      expect(result.now - Date.now()).toBeGreaterThan(2 * DAY);

      const [seen] = await sink.first(1);
      expect(seen!.kind).toBe('job');
      expect(seen!.value.marker).toBe('env-of-JobReportTime');
      expect(seen!.value.functionName).toBe('JobReportTime');
      expect(seen!.value.event).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} });
      expect(seen!.value.event.resources[0]).toMatch(/:rule\/report-time$/);
      // The event's time is the shifted clock's too (whole seconds, as EventBridge sends it).
      expect(Date.parse(seen!.value.event.time) - Date.now()).toBeGreaterThan(2 * DAY);
    } finally {
      gateway.setClockOffset(0);
    }
  });

  it('answers 500 for a job that fails, 404 for an unknown job and 405 for another method', async () => {
    const failed = await fetch(`${gateway.url}/__local/schedules/always-fails/run`, { method: 'POST' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toContain('always-fails');
    expect((await fetch(`${gateway.url}/__local/schedules/no-such-job/run`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${gateway.url}/__local/schedules/report-time/run`)).status).toBe(405);
    expect((await gateway.runJob('always-fails')).ok).toBe(false);
  });

  it('runs every job on its local timer when timers are on', async () => {
    const timedSink = await startReportSink();
    const timed = await gatewayWith(timedSink.url, {
      timers: true,
      jobs: [{ name: 'report-time', handler: 'scheduled-job', everyMinutes: 5, localEverySeconds: 1, resources: [] }],
    });
    try {
      const runs = await timedSink.first(2);
      expect(runs.map((run) => run.kind)).toEqual(['job', 'job']);
      expect(runs[1]!.value.now).toBeGreaterThan(runs[0]!.value.now);
    } finally {
      await timed.close();
      await timedSink.close();
    }
  });

  it('has no control without test controls', async () => {
    const bare = await startGateway({
      host: '127.0.0.1',
      port: 0,
      httpRoutes: [],
      webSocketRoutes: [],
      scheduledJobs: jobs,
      functionsDir: fixturesDir,
      environmentFor: () => ({}),
      uploads: { endpoint: 'http://127.0.0.1:1', bucket: 'unused' },
      spa: { mode: 'none' },
    });
    try {
      expect((await fetch(`${bare.url}/__local/schedules/report-time/run`, { method: 'POST' })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
