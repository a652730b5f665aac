import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { routeId, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import { DEFAULT_JOB_TIMEOUT_SECONDS, jobId, type ScheduledJob } from '@worknest/functions/schedules';
import { DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS, streamSubscriberId, subscriberId, type StreamSubscriber, type TopicSubscriber } from '@worknest/functions/subscriptions';
import type { FunctionBundles } from './function-bundles';
import type { FunctionWorkerData, InvokeMessage, SerializedError, WorkerMessage } from './function-worker-protocol';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION_FALLBACK } from './local-api-identity';
import type { SharedClock } from './shared-clock';

/**
 * Lazily started worker threads per route, like warm Lambda instances of a function. A worker
 * that times out, crashes or fails to load is terminated and forgotten, so the next invocation
 * cold-starts a fresh one (a new module instance), as Lambda does.
 *
 * Concurrency (issue 15, `FunctionConcurrency`): by default one instance per function runs every
 * concurrent invocation at once on its event loop, which Lambda never does (an instance there
 * handles one invocation at a time, and a burst gets more instances up to the concurrency limit).
 * With `invocationsPerInstance: 1` and `maxInstances: n` the pool behaves like Lambda: a busy
 * function gets another instance (a cold start) up to n; beyond n, invocations wait in order for
 * a free instance (Lambda would throttle with 429 at its limit; locally the limit is the machine's).
 */

/** Anything with a handler the pool can run: an HTTP or WebSocket route, or a scheduled job. */
export type Route = HttpRoute | WebSocketRoute | ScheduledJob | TopicSubscriber | StreamSubscriber;

function isJob(route: Route): route is ScheduledJob {
  return 'everyMinutes' in route;
}

function isSubscriber(route: Route): route is TopicSubscriber | StreamSubscriber {
  return 'topic' in route || 'stream' in route;
}

export function functionNameOf(route: Route): string {
  if (isJob(route)) return jobId(route);
  if ('stream' in route) return streamSubscriberId(route);
  return isSubscriber(route) ? subscriberId(route) : routeId(route);
}

export type InvokeOutcome =
  | { ok: true; result: unknown }
  | { ok: false; reason: 'error' | 'timeout' | 'crash' | 'init' };

export interface FunctionConcurrency {
  /** Instances (worker threads) one function may have at once. */
  maxInstances: number;
  /** Invocations one instance runs at once: 1 as on Lambda; Infinity shares one event loop. */
  invocationsPerInstance: number;
}

/** Today's default: one instance per function shares its event loop among every concurrent call. */
export const SHARED_INSTANCE: FunctionConcurrency = { maxInstances: 1, invocationsPerInstance: Number.POSITIVE_INFINITY };

/**
 * From the environment: LOCAL_LAMBDA_CONCURRENCY=n makes every function Lambda-like (one
 * invocation per instance, up to n instances); unset, the shared instance.
 */
export function concurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): FunctionConcurrency {
  const n = Number(env.LOCAL_LAMBDA_CONCURRENCY);
  return Number.isInteger(n) && n > 0 ? { maxInstances: n, invocationsPerInstance: 1 } : SHARED_INSTANCE;
}

export interface FunctionPoolOptions {
  /** The handlers, bundled as `cdk synth` bundles them (function-bundles.ts). */
  bundles: FunctionBundles;
  /** Default: concurrencyFromEnv(). */
  concurrency?: FunctionConcurrency;
  clock: SharedClock;
  environmentFor: (route: Route) => Record<string, string>;
  log?: (event: Record<string, unknown>) => void;
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;
/**
 * Lambda allows 10 s for the init phase. A bundle loads in a fraction of a second, but a busy
 * 2-core machine running tests beside it can stretch that, so the local limit is looser.
 */
const INIT_TIMEOUT_MS = 30_000;

/** WebSocket routes carry no timeout or memory in the table; they get the defaults (jobs: 60 s). */
function timeoutSecondsOf(route: Route): number {
  return ('timeoutSeconds' in route && route.timeoutSeconds) || (isJob(route) ? DEFAULT_JOB_TIMEOUT_SECONDS : isSubscriber(route) ? DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS);
}

function memoryOf(route: Route): number {
  return ('memorySize' in route && route.memorySize) || DEFAULT_MEMORY_MB;
}

interface Pending {
  resolve: (outcome: InvokeOutcome) => void;
  message: InvokeMessage;
  timer?: NodeJS.Timeout;
}

class FunctionInstance {
  readonly worker: Worker;
  private ready = false;
  private dead = false;
  /** Set when the code was rebuilt: takes no new invocation, and ends once its last one is done. */
  private retired = false;
  private nextInvocationId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly initTimer: NodeJS.Timeout;

  /** Invocations running (or waiting for the init phase) on this instance. */
  get inFlight(): number {
    return this.pending.size;
  }

  get isDead(): boolean {
    return this.dead;
  }

  /** Whether it may take a new invocation. */
  get isAvailable(): boolean {
    return !this.dead && !this.retired;
  }

  /** The code changed (`npm run dev`): end now if idle, else after the running invocations. */
  retire(): void {
    this.retired = true;
    if (this.pending.size === 0) this.kill('crash', 'code rebuilt');
  }

  constructor(
    private readonly route: Route,
    private readonly functionName: string,
    bootstrapUrl: URL,
    workerData: FunctionWorkerData,
    env: Record<string, string>,
    private readonly onDead: (instance: FunctionInstance) => void,
    private readonly log?: (event: Record<string, unknown>) => void,
    private readonly onSettled: () => void = () => undefined,
  ) {
    this.worker = new Worker(bootstrapUrl, {
      workerData,
      env,
      // Plain Node, as on Lambda: the bundle is JavaScript, and nothing of the parent's flags
      // (tsx's loader, vitest's) reaches the function.
      execArgv: [],
      // Running out of the function's memory kills the instance, as on Lambda.
      resourceLimits: { maxOldGenerationSizeMb: memoryOf(route) },
    });
    this.initTimer = setTimeout(() => this.kill('init', 'init phase timed out'), INIT_TIMEOUT_MS);
    this.worker.on('message', (message: WorkerMessage) => this.onMessage(message));
    this.worker.on('error', (error) => {
      // An uncaught exception or unhandled rejection ends a Lambda instance too.
      this.logError('function-crash', { errorType: error.name, errorMessage: error.message, stack: error.stack });
      this.kill('crash', `worker error: ${error.message}`);
    });
    this.worker.on('exit', (code) => this.kill('crash', `worker exited with code ${code}`));
  }

  get timeoutMs(): number {
    return timeoutSecondsOf(this.route) * 1000;
  }

  invoke(event: unknown): Promise<InvokeOutcome> {
    return new Promise<InvokeOutcome>((resolve) => {
      const message: InvokeMessage = {
        type: 'invoke',
        invocationId: this.nextInvocationId++,
        event,
        awsRequestId: randomUUID(),
        timeoutMs: this.timeoutMs,
      };
      const pending: Pending = { resolve, message };
      this.pending.set(message.invocationId, pending);
      // The timeout, like Lambda's, counts from when the instance is initialised.
      if (this.ready) this.startTimer(pending);
      this.worker.postMessage(message);
    }).finally(() => queueMicrotask(this.onSettled));
  }

  private startTimer(pending: Pending): void {
    pending.timer = setTimeout(() => {
      this.log?.({ event: 'function-timeout', functionName: this.functionName, timeoutMs: this.timeoutMs });
      // The instance is frozen mid-work: terminating it is the only way to stop the handler.
      pending.resolve({ ok: false, reason: 'timeout' });
      this.pending.delete(pending.message.invocationId);
      this.kill('crash', 'terminated after a timeout');
    }, this.timeoutMs);
  }

  private onMessage(message: WorkerMessage): void {
    if (message.type === 'ready') {
      this.ready = true;
      clearTimeout(this.initTimer);
      for (const pending of this.pending.values()) this.startTimer(pending);
      return;
    }
    if (message.type === 'init-error') {
      this.logError('function-init-error', message.error);
      this.kill('init', 'handler module failed to load');
      return;
    }
    const pending = this.pending.get(message.invocationId);
    if (!pending) return;
    this.pending.delete(message.invocationId);
    clearTimeout(pending.timer);
    if (message.type === 'result') {
      pending.resolve({ ok: true, result: message.result });
    } else {
      this.logError('function-error', message.error);
      pending.resolve({ ok: false, reason: 'error' });
    }
    if (this.retired && this.pending.size === 0) this.kill('crash', 'code rebuilt');
  }

  /** Ends this instance; every invocation still running on it fails. */
  kill(reason: 'init' | 'crash', why: string): void {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.initTimer);
    if (this.pending.size > 0) this.log?.({ event: 'function-instance-ended', functionName: this.functionName, why });
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.resolve({ ok: false, reason });
    }
    this.pending.clear();
    this.onDead(this);
    void this.worker.terminate();
  }

  async terminate(): Promise<void> {
    this.kill('crash', 'gateway closed');
    await this.worker.terminate();
  }

  private logError(event: string, error: SerializedError): void {
    this.log?.({ event, functionName: this.functionName, errorType: error.errorType, errorMessage: error.errorMessage, stack: error.stack });
  }
}

export class FunctionPool {
  private readonly instances = new Map<string, FunctionInstance[]>();
  private readonly waiting = new Map<string, Array<{ route: Route; event: unknown; resolve: (outcome: InvokeOutcome) => void }>>();
  private closed = false;
  private readonly concurrency: FunctionConcurrency;

  constructor(private readonly options: FunctionPoolOptions) {
    this.concurrency = options.concurrency ?? concurrencyFromEnv();
  }

  /** Runs the route's handler with `event`; never rejects. */
  invoke(route: Route, event: unknown): Promise<InvokeOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'crash' });
    const instance = this.instanceFor(route);
    if (instance) return instance.invoke(event);
    // Every instance is busy and the function is at its limit: wait in order for a free one.
    return new Promise((resolve) => {
      const functionName = functionNameOf(route);
      const queue = this.waiting.get(functionName) ?? [];
      queue.push({ route, event, resolve });
      this.waiting.set(functionName, queue);
    });
  }

  /**
   * Ends every instance of a function at once, as a crash would (the local cloud's fault
   * injection, issue 33): their running invocations fail with `crash`, the next one cold-starts.
   */
  killInstances(functionName: string): number {
    const list = this.instances.get(functionName) ?? [];
    for (const instance of list) instance.kill('crash', 'killed by a test control');
    return list.length;
  }

  /**
   * The functions were rebuilt (`npm run dev` watches their sources): no warm instance takes a
   * new invocation, so the next one cold-starts the new code; running invocations finish first.
   */
  retireAll(): void {
    for (const list of this.instances.values()) for (const instance of list) instance.retire();
  }

  /** Instances of each function now (for tests and the bench). */
  instanceCounts(): Record<string, number> {
    return Object.fromEntries([...this.instances].map(([name, list]) => [name, list.length]));
  }

  /** A free instance (least busy first), a new one if the limit allows, or none. */
  private instanceFor(route: Route): FunctionInstance | undefined {
    const functionName = functionNameOf(route);
    const list = (this.instances.get(functionName) ?? []).filter((instance) => instance.isAvailable);
    const free = list.filter((instance) => instance.inFlight < this.concurrency.invocationsPerInstance).sort((a, b) => a.inFlight - b.inFlight)[0];
    if (free) return free;
    if (list.length >= this.concurrency.maxInstances) return undefined;
    const instance = this.startInstance(route, functionName);
    list.push(instance);
    this.instances.set(functionName, list);
    return instance;
  }

  /** An invocation ended: hand waiting invocations of that function to free instances. */
  private drain(functionName: string): void {
    const queue = this.waiting.get(functionName);
    while (queue && queue.length > 0 && !this.closed) {
      const instance = this.instanceFor(queue[0]!.route);
      if (!instance) return;
      const next = queue.shift()!;
      void instance.invoke(next.event).then(next.resolve);
    }
  }

  private startInstance(route: Route, functionName: string): FunctionInstance {
    const env = this.environment(route, functionName);
    const region = env.AWS_REGION!;
    return new FunctionInstance(
      route,
      functionName,
      this.options.bundles.bootstrapUrl,
      {
        // A handler without a bundle fails the init phase, like Lambda's Runtime.ImportModuleError.
        handlerUrl: this.options.bundles.urlOf(route.handler),
        clockOffset: this.options.clock.buffer,
        functionName,
        memoryLimitInMB: memoryOf(route),
        invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
      },
      env,
      (dead) => {
        const list = this.instances.get(functionName);
        if (list) this.instances.set(functionName, list.filter((instance) => instance !== dead));
        queueMicrotask(() => this.drain(functionName));
      },
      this.options.log,
      () => this.drain(functionName),
    );
  }

  /**
   * What the Lambda runtime sets, then the route's own environment. Nothing is inherited from
   * the gateway's process: a function sees only what its deployed twin would.
   */
  private environment(route: Route, functionName: string): Record<string, string> {
    const own = this.options.environmentFor(route);
    const region = own.AWS_REGION ?? LOCAL_REGION_FALLBACK;
    return {
      AWS_LAMBDA_FUNCTION_NAME: functionName,
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(memoryOf(route)),
      AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${functionName}`,
      AWS_LAMBDA_LOG_STREAM_NAME: `local/[$LATEST]${functionName}`,
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      ...(process.env.PATH ? { PATH: process.env.PATH } : {}),
      ...own,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const instances = [...this.instances.values()].flat();
    this.instances.clear();
    for (const queue of this.waiting.values()) for (const waiting of queue) waiting.resolve({ ok: false, reason: 'crash' });
    this.waiting.clear();
    await Promise.all(instances.map((instance) => instance.terminate()));
  }
}
