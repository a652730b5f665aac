/** Messages between the gateway and a function's worker thread (one worker = one Lambda instance). */

export interface FunctionWorkerData {
  /** file:// URL of the handler module; it exports `handler`. */
  handlerUrl: string;
  /** 8 bytes shared by every worker: the clock offset in ms (BigInt64), read on every Date call. */
  clockOffset: SharedArrayBuffer;
  functionName: string;
  memoryLimitInMB: number;
  invokedFunctionArn: string;
}

export interface InvokeMessage {
  type: 'invoke';
  invocationId: number;
  event: unknown;
  awsRequestId: string;
  /** The route's timeout; the worker reports what is left through `getRemainingTimeInMillis`. */
  timeoutMs: number;
}

export interface SerializedError {
  errorType: string;
  errorMessage: string;
  stack?: string;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'init-error'; error: SerializedError }
  | { type: 'result'; invocationId: number; result: unknown }
  | { type: 'failure'; invocationId: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { errorType: error.name, errorMessage: error.message, stack: error.stack };
  return { errorType: 'Error', errorMessage: String(error) };
}
