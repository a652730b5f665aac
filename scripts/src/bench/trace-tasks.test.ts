import { describe, expect, it } from 'vitest';
import { formatRounds, formatTraceSummary, roundFigures, summarizeTrace, type TraceEvent } from './trace-tasks';

const PID = 7;
const MAIN = 1;
const OTHER = 2;
const NAV = 1_000_000; // µs

const thread = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid, args: { name } });
const task = (startMs: number, durationMs: number, tid = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts: NAV + startMs * 1000, dur: durationMs * 1000, pid: PID, tid });
const child = (name: string, startMs: number, durationMs: number, data: Record<string, unknown> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: NAV + startMs * 1000,
  dur: durationMs * 1000,
  pid: PID,
  tid: MAIN,
  args: { data },
});

/** A profile whose samples are `frames[i]` every millisecond from `startMs`. */
function profile(startMs: number, frames: string[]): TraceEvent[] {
  const names = [...new Set(frames)];
  const nodes = names.map((name, index) => ({ id: index + 1, callFrame: { functionName: name, url: name.startsWith('(') ? '' : `https://app.test/assets/${name}.js`, lineNumber: 9 } }));
  return [
    { name: 'Profile', ph: 'P', ts: NAV, pid: PID, tid: MAIN, id: '0x1', args: { data: { startTime: NAV + startMs * 1000 - 1000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: NAV,
      pid: PID,
      tid: 99,
      id: '0x1',
      args: { data: { cpuProfile: { nodes, samples: frames.map((name) => names.indexOf(name) + 1) }, timeDeltas: frames.map(() => 1000) } },
    },
  ];
}

const trace = (...events: TraceEvent[]): TraceEvent[] => [
  thread(MAIN, 'CrRendererMain'),
  thread(OTHER, 'CrRendererMain'),
  { name: 'navigationStart', ph: 'R', ts: NAV, pid: PID, tid: MAIN, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'https://app.test/app/listings' } } },
  { name: 'firstContentfulPaint', ph: 'R', ts: NAV + 100_000, pid: PID, tid: MAIN },
  ...events,
];

describe('summarizeTrace (issue 31)', () => {
  it('lists the main thread tasks of at least the minimum, with times after navigation start', () => {
    // The other renderer's main thread ran more, but loaded no page: it is not the page's.
    const spare = (events: TraceEvent[]) => events.map((event) => (event.tid === OTHER ? { ...event, pid: PID + 1 } : event));
    const summary = summarizeTrace(spare(trace(task(10, 5), task(50, 20), task(200, 40), task(300, 90, OTHER))), { minTaskMs: 12.5 });
    expect(summary.fcpMs).toBe(100);
    expect(summary.tasks.map((entry) => [entry.startMs, entry.durationMs])).toEqual([
      [50, 20],
      [200, 40],
    ]);
  });

  it('estimates blocking time after FCP only, at the factor asked', () => {
    const summary = summarizeTrace(trace(task(50, 20), task(200, 40), task(300, 10)), { minTaskMs: 5 });
    // Before FCP (50 ms) does not count; after: 40 × 4 − 50 = 110, and 10 × 4 − 50 < 0.
    expect(summary.blockingMsAt(4)).toBe(110);
    expect(summary.blockingMsAt(1)).toBe(0);
  });

  it("counts every task from the first script's on for the whole-load figure, not the navigation's own commit", () => {
    const summary = summarizeTrace(
      trace(task(10, 30), task(50, 20), child('EvaluateScript', 51, 15, { url: 'https://app.test/assets/index.js' }), task(200, 40)),
      { minTaskMs: 12.5 },
    );
    // 20 × 4 − 50 = 30 (before FCP, counted here) + 40 × 4 − 50 = 110; the first task (no script) is left out.
    expect(summary.allBlockingMsAt(4)).toBe(140);
    expect(summary.blockingMsAt(4)).toBe(110);
  });

  it('breaks a task down by kind without counting nested events of the same kind twice', () => {
    const summary = summarizeTrace(
      trace(
        task(200, 40),
        child('FunctionCall', 201, 20, { url: 'https://app.test/assets/index-abc.js' }),
        child('FunctionCall', 202, 10, { url: 'https://app.test/assets/index-abc.js' }),
        child('Layout', 225, 12),
        child('Layout', 260, 5),
      ),
    );
    expect(summary.tasks[0]!.breakdown).toEqual([
      { kind: 'call index-abc.js', ms: 20 },
      { kind: 'Layout', ms: 12 },
    ]);
  });

  it('attributes profiler samples inside a task to the function on top of the stack', () => {
    // Samples every ms from 199 (before the task) to 205 (after its end at 203.5); a sample stands for the time since the one before.
    const events = trace(task(200, 3.5), ...profile(199, ['(idle)', 'render', 'render', 'render', 'layoutEffect', 'after', 'after']));
    const { functions } = summarizeTrace(events, { minTaskMs: 3 }).tasks[0]!;
    expect(functions).toEqual([
      { fn: 'render render.js:10', ms: 3 },
      { fn: 'layoutEffect layoutEffect.js:10', ms: 1 },
    ]);
  });

  it('refuses a trace without a renderer main thread', () => {
    expect(() => summarizeTrace([task(0, 50)])).toThrow('no renderer main thread');
  });

  it('prints each task with its duration at 4× for a trace taken at 1×', () => {
    const lines = formatTraceSummary(summarizeTrace(trace(task(200, 40)), {}), 1);
    expect(lines[0]).toContain('~110 ms after FCP');
    expect(lines[1]).toBe('task at 200 ms, 40 ms (160 ms at 4×)');
  });

  it('compares two builds by min / median / max and the ratio of the medians', () => {
    const figures = (blocking: number[]) =>
      blocking.map((ms) => roundFigures(summarizeTrace(trace(task(50, 5), child('EvaluateScript', 50, 1), task(200, (ms + 50) / 4)), { minTaskMs: 1 }), 1));
    const lines = formatRounds(['A base', 'B new'], [figures([100, 300, 200]), figures([50, 150, 100])]);
    expect(lines[0]).toBe('A: base (3 runs)');
    expect(lines[2]).toBe('blocking at 4×, every task (ms): A 100 / 200 / 300; B 50 / 100 / 150; B/A 0.50');
  });
});
