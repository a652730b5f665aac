/**
 * The main thread's long tasks in a Chrome trace, and what each one ran: the pure half of
 * `trace-page.ts` (issue 31), kept apart so it is tested as a unit.
 *
 * A task is a `RunTask` event on the renderer's main thread. Its breakdown sums the trace's
 * child events by kind (script evaluation per file, function calls per file, style, layout,
 * paint, garbage collection); `functions` attributes the V8 sampling profiler's samples that fall
 * inside the task to the function on top of the stack (self time), so a task of "React rendering"
 * names which components and which library code took it.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

export interface TaskSummary {
  /** ms after navigation start. */
  startMs: number;
  durationMs: number;
  /** ms per kind of child event (`EvaluateScript app-shell.js`, `Layout`, …), largest first. */
  breakdown: Array<{ kind: string; ms: number }>;
  /** Self time per function (`name file:line`), from the profiler's samples, largest first. */
  functions: Array<{ fn: string; ms: number }>;
}

export interface TraceSummary {
  navigationStartMs: number;
  fcpMs?: number;
  lcpMs?: number;
  /** Every task of at least `minTaskMs`, in order. */
  tasks: TaskSummary[];
  /** Σ max(0, duration × factor − 50) over the tasks after FCP: Lighthouse's TBT, roughly, with the trace's durations scaled by `factor`. */
  blockingMsAt: (factor: number) => number;
  /**
   * The same over every task from the first that evaluates a script on. Lighthouse's
   * simulation re-times the tasks on a slower network, where tasks seen before FCP can fall after
   * its simulated FCP and count (2026-11-30: the first React render, observed before FCP, was the
   * longest task of its TBT), so this is the figure to compare builds by.
   */
  allBlockingMsAt: (factor: number) => number;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface Sample {
  ts: number;
  frame: CallFrame;
}

const fileOf = (url: unknown) => (typeof url === 'string' && url ? url.split('/').pop()!.split('?')[0]! : '');

/**
 * The page's renderer main thread: the one whose navigation loaded an http(s) document (others
 * are about:blank or a spare renderer, which can even have run more); else the one that ran most.
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mainThreads = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && (event.args?.name as string) === 'CrRendererMain');
  const loadedPage = (thread: TraceEvent) =>
    events.some((event) => event.pid === thread.pid && event.name === 'navigationStart' && /^https?:/.test((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? ''));
  const withPage = mainThreads.filter(loadedPage);
  let best = { pid: -1, tid: -1, busy: -1 };
  for (const thread of withPage.length ? withPage : mainThreads) {
    const busy = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  if (best.pid < 0) throw new Error('The trace has no renderer main thread');
  return best;
}

/** The V8 profiler's samples of one thread, with absolute timestamps (the trace's clock). */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  const samples: Sample[] = [];
  for (const profile of profiles) {
    const frames = new Map<number, CallFrame>();
    let time = ((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts) as number;
    const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame }>; samples?: number[] }; timeDeltas?: number[] } | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, index) => {
        time += deltas[index] ?? 0;
        const frame = frames.get(id);
        if (frame) samples.push({ ts: time, frame });
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** What a child event is, for the breakdown: scripts by file, the rest by event name. */
function kindOf(event: TraceEvent): string | undefined {
  const data = event.args?.data as { url?: string; functionName?: string } | undefined;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      // v8.evaluateModule names no file (a module graph's evaluation).
      return `evaluate ${fileOf(data?.url ?? (event.args?.fileName as string | undefined)) || '(module)'}`;
    case 'FunctionCall':
      return `call ${fileOf(data?.url)}`;
    case 'TimerFire':
    case 'EventDispatch':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'ParseHTML':
    case 'ParseAuthorStyleSheet':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'ScheduleStyleRecalculation':
    case 'HitTest':
    case 'IntersectionObserverController::computeIntersections':
      return event.name;
    default:
      return undefined;
  }
}

function frameName(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(program)';
  return `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
}

const top = <T extends string>(totals: Map<T, number>, count: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => [key, Math.round(us / 100) / 10] as const);

export function summarizeTrace(events: TraceEvent[], options: { minTaskMs?: number; topFunctions?: number } = {}): TraceSummary {
  const { minTaskMs = 12.5, topFunctions = 8 } = options;
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const marks = events.filter((event) => event.pid === pid);
  const navigations = marks.filter((event) => event.name === 'navigationStart' && (event.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame !== false);
  const pageNavigation = navigations.find((event) => /^https?:/.test((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? ''));
  const navigationStart = (pageNavigation ?? navigations[0])?.ts ?? onMain[0]?.ts ?? 0;
  const relative = (ts: number) => Math.round((ts - navigationStart) / 100) / 10;
  const fcp = marks.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigationStart)?.ts;
  const lcpCandidates = marks.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.ts >= navigationStart);
  const lcp = lcpCandidates[lcpCandidates.length - 1]?.ts;
  const samples = samplesOf(events, pid, tid);
  const tasks: TaskSummary[] = [];
  const runTasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= navigationStart);
  for (const task of runTasks) {
    const duration = task.dur ?? 0;
    if (duration < minTaskMs * 1000) continue;
    const end = task.ts + duration;
    const breakdown = new Map<string, number>();
    // Only a child's own kind counts once: nested events of the same kind (a FunctionCall in a FunctionCall) are not added twice.
    const open: Array<{ kind: string; end: number }> = [];
    for (const child of onMain) {
      if (child.ts < task.ts || child.ts >= end || child === task) continue;
      const kind = kindOf(child);
      if (!kind) continue;
      while (open.length && open[open.length - 1]!.end <= child.ts) open.pop();
      const coarse = kind.split(' ')[0]!;
      if (open.some((outer) => outer.kind.split(' ')[0] === coarse || (coarse === 'call' && outer.kind.startsWith('evaluate')))) continue;
      breakdown.set(kind, (breakdown.get(kind) ?? 0) + (child.dur ?? 0));
      open.push({ kind, end: child.ts + (child.dur ?? 0) });
    }
    const functions = new Map<string, number>();
    let previous: number | undefined;
    for (const sample of samples) {
      if (sample.ts < task.ts) {
        previous = sample.ts;
        continue;
      }
      if (sample.ts > end) break;
      const weight = previous === undefined ? 0 : Math.min(sample.ts - previous, 2000);
      previous = sample.ts;
      const name = frameName(sample.frame);
      if (name === '(idle)') continue;
      functions.set(name, (functions.get(name) ?? 0) + weight);
    }
    tasks.push({
      startMs: relative(task.ts),
      durationMs: Math.round(duration / 100) / 10,
      breakdown: top(breakdown, 8).map(([kind, ms]) => ({ kind, ms })),
      functions: top(functions, topFunctions).map(([fn, ms]) => ({ fn, ms })),
    });
  }
  const afterFcp = tasks.filter((task) => fcp === undefined || task.startMs >= relative(fcp));
  // The browser's own navigation work (committing the document) comes before any of the page's code: not the page's to cut.
  const firstScript = tasks.findIndex((task) => task.breakdown.some((entry) => entry.kind.startsWith('evaluate')));
  const fromFirstScript = firstScript < 0 ? tasks : tasks.slice(firstScript);
  const blocking = (list: TaskSummary[], factor: number) => Math.round(list.reduce((sum, task) => sum + Math.max(0, task.durationMs * factor - 50), 0));
  return {
    navigationStartMs: 0,
    fcpMs: fcp === undefined ? undefined : relative(fcp),
    lcpMs: lcp === undefined ? undefined : relative(lcp),
    tasks,
    blockingMsAt: (factor) => blocking(afterFcp, factor),
    allBlockingMsAt: (factor) => blocking(fromFirstScript, factor),
  };
}

/**
 * The summary as lines to print; durations are also given at Lighthouse's 4× (`4 / traceRate`
 * times the traced ones), where a task over 50 ms blocks.
 */
export function formatTraceSummary(summary: TraceSummary, traceRate: number): string[] {
  const factor = 4 / traceRate;
  const lines = [
    `FCP ${summary.fcpMs ?? '?'} ms, LCP ${summary.lcpMs ?? '?'} ms (at the trace's ${traceRate}×); blocking at 4×: ~${summary.allBlockingMsAt(factor)} ms from every task, ~${summary.blockingMsAt(factor)} ms after FCP`,
  ];
  for (const task of summary.tasks) {
    lines.push(`task at ${task.startMs} ms, ${task.durationMs} ms (${Math.round(task.durationMs * factor)} ms at 4×)`);
    lines.push(`  kinds: ${task.breakdown.map((entry) => `${entry.kind} ${entry.ms}`).join(', ') || '(none)'}`);
    for (const fn of task.functions) lines.push(`  ${String(fn.ms).padStart(6)} ms  ${fn.fn}`);
  }
  return lines;
}

/** One traced load's figures, for comparing builds over rounds (trace-page.ts --vs). */
export interface RoundFigures {
  blockingAll: number;
  blockingAfterFcp: number;
  longestTask: number;
  fcp: number;
  lcp: number;
}

export function roundFigures(summary: TraceSummary, traceRate: number): RoundFigures {
  const factor = 4 / traceRate;
  return {
    blockingAll: summary.allBlockingMsAt(factor),
    blockingAfterFcp: summary.blockingMsAt(factor),
    longestTask: Math.max(0, ...summary.tasks.map((task) => task.durationMs)),
    fcp: summary.fcpMs ?? NaN,
    lcp: summary.lcpMs ?? NaN,
  };
}

const FIGURE_LABELS: Record<keyof RoundFigures, string> = {
  blockingAll: 'blocking at 4×, every task (ms)',
  blockingAfterFcp: 'blocking at 4×, after FCP (ms)',
  longestTask: 'longest task at the trace rate (ms)',
  fcp: 'FCP (ms)',
  lcp: 'LCP (ms)',
};

/** min, median and max of the finite values (NaN for each when there are none). */
export function minMedianMax(values: number[]): [number, number, number] {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return [NaN, NaN, NaN];
  return [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted[sorted.length - 1]!];
}

/** min / median / max of each figure per build, and B's median over A's when there are two. */
export function formatRounds(labels: string[], figures: RoundFigures[][]): string[] {
  const lines = labels.map((label, index) => `${String.fromCharCode(65 + index)}: ${label.replace(/^[AB] /, '')} (${figures[index]!.length} runs)`);
  for (const key of Object.keys(FIGURE_LABELS) as Array<keyof RoundFigures>) {
    const stats = figures.map((runs) => minMedianMax(runs.map((run) => run[key])));
    const cells = stats.map((stat, index) => `${String.fromCharCode(65 + index)} ${stat.map((value) => Math.round(value)).join(' / ')}`);
    const ratio = stats.length === 2 && stats[0]![1] > 0 ? `; B/A ${(stats[1]![1] / stats[0]![1]).toFixed(2)}` : '';
    lines.push(`${FIGURE_LABELS[key]}: ${cells.join('; ')}${ratio}`);
  }
  return lines;
}
