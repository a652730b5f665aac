import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { routeId, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import { DEFAULT_JOB_TIMEOUT_SECONDS, jobId, type ScheduledJob } from '@worknest/functions/schedules';
import type { FunctionWorkerData, InvokeMessage, SerializedError, WorkerMessage } from './function-worker-protocol';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION_FALLBACK } from './local-api-identity';
import type { SharedClock } from './shared-clock';

/**
 * One lazily started worker thread per route, like one warm Lambda instance per function.
 * A worker that times out, crashes or fails to load is terminated and forgotten, so the next
 * invocation cold-starts a fresh one (a new module instance), as Lambda does.
 */

/** Anything with a handler the pool can run: an HTTP or WebSocket route, or a scheduled job. */
export type Route = HttpRoute | WebSocketRoute | ScheduledJob;

function isJob(route: Route): route is ScheduledJob {
  return 'everyMinutes' in route;
}

export function functionNameOf(route: Route): string {
  return isJob(route) ? jobId(route) : routeId(route);
}

export type InvokeOutcome =
  | { ok: true; result: unknown }
  | { ok: false; reason: 'error' | 'timeout' | 'crash' | 'init' };

export interface FunctionPoolOptions {
  functionsDir: string;
  clock: SharedClock;
  environmentFor: (route: Route) => Record<string, string>;
  log?: (event: Record<string, unknown>) => void;
}

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;
/**
 * Lambda allows 10 s for the init phase. tsx compiles the handler's TypeScript graph on the fly
 * on first load, which can take seconds on a small machine, so the local limit is looser.
 */
const INIT_TIMEOUT_MS = 30_000;

const BOOTSTRAP_URL = new URL('./function-worker-bootstrap.ts', import.meta.url);
/** Resolved from this file, so workers load TypeScript whatever started the parent (tsx, node, vitest). */
const TSX_LOADER_URL = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** WebSocket routes carry no timeout or memory in the table; they get the defaults (jobs: 60 s). */
function timeoutSecondsOf(route: Route): number {
  return ('timeoutSeconds' in route && route.timeoutSeconds) || (isJob(route) ? DEFAULT_JOB_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS);
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
  private nextInvocationId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly initTimer: NodeJS.Timeout;

  constructor(
    private readonly route: Route,
    private readonly functionName: string,
    workerData: FunctionWorkerData,
    env: Record<string, string>,
    private readonly onDead: (instance: FunctionInstance) => void,
    private readonly log?: (event: Record<string, unknown>) => void,
  ) {
    this.worker = new Worker(BOOTSTRAP_URL, {
      workerData,
      env,
      execArgv: ['--import', TSX_LOADER_URL],
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
    return new Promise((resolve) => {
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
    });
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
  private readonly instances = new Map<string, FunctionInstance>();
  private closed = false;

  constructor(private readonly options: FunctionPoolOptions) {}

  /** Runs the route's handler with `event`; never rejects. */
  invoke(route: Route, event: unknown): Promise<InvokeOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'crash' });
    return this.instanceFor(route).invoke(event);
  }

  private instanceFor(route: Route): FunctionInstance {
    const functionName = functionNameOf(route);
    const existing = this.instances.get(functionName);
    if (existing) return existing;

    const handlerFile = path.join(this.options.functionsDir, `${route.handler}.ts`);
    const env = this.environment(route, functionName);
    const region = env.AWS_REGION!;
    const instance = new FunctionInstance(
      route,
      functionName,
      {
        // A missing file fails the init phase, like Lambda's Runtime.ImportModuleError.
        handlerUrl: pathToFileURL(existsSync(handlerFile) ? handlerFile : path.join(this.options.functionsDir, route.handler)).href,
        clockOffset: this.options.clock.buffer,
        functionName,
        memoryLimitInMB: memoryOf(route),
        invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
      },
      env,
      (dead) => {
        if (this.instances.get(functionName) === dead) this.instances.delete(functionName);
      },
      this.options.log,
    );
    this.instances.set(functionName, instance);
    return instance;
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
    const instances = [...this.instances.values()];
    this.instances.clear();
    await Promise.all(instances.map((instance) => instance.terminate()));
  }
}
