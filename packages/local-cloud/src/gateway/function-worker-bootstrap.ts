import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { serializeError, type FunctionWorkerData, type InvokeMessage, type WorkerMessage } from './function-worker-protocol';
import { installShiftedDate } from './shifted-date';

/**
 * The entry point of a function's worker thread: a small Lambda runtime. It shifts `Date` by the
 * shared clock offset *before* the handler module loads (so module-level code sees it too),
 * imports the handler once (the "init phase"), then runs invocations as the gateway sends them.
 */

const data = workerData as FunctionWorkerData;
const port = parentPort!;
const offset = new BigInt64Array(data.clockOffset);
const { realNow } = installShiftedDate(() => Number(Atomics.load(offset, 0)));

/** Lambda's limit for a synchronous invocation's response (and request). */
const MAX_LAMBDA_PAYLOAD_BYTES = 6_291_556;

type Handler = (event: unknown, context: Context, callback: (error?: unknown, result?: unknown) => void) => unknown;

const post = (message: WorkerMessage) => port.postMessage(message);

const handlerReady: Promise<Handler | undefined> = import(data.handlerUrl).then(
  (module: { handler?: unknown }) => {
    if (typeof module.handler !== 'function') throw new Error(`${data.handlerUrl} does not export a function named handler`);
    post({ type: 'ready' });
    return module.handler as Handler;
  },
  (error: unknown) => {
    post({ type: 'init-error', error: serializeError(error) });
    return undefined;
  },
);

port.on('message', (message: InvokeMessage) => {
  void invoke(message);
});

async function invoke(message: InvokeMessage): Promise<void> {
  const handler = await handlerReady;
  if (!handler) return; // the gateway has been told and discards this worker
  const deadline = realNow() + message.timeoutMs;
  const context = lambdaContext(message.awsRequestId, deadline);
  try {
    const result = await new Promise<unknown>((resolve, reject) => {
      // Callback-style handlers still exist on nodejs22.x; an async handler's promise wins.
      const returned = handler(message.event, context, (error, value) => (error ? reject(error) : resolve(value)));
      if (returned && typeof (returned as Promise<unknown>).then === 'function') (returned as Promise<unknown>).then(resolve, reject);
    });
    // Lambda returns the JSON text of the result: Dates become strings, undefined becomes null.
    const text = JSON.stringify(result ?? null);
    if (Buffer.byteLength(text) > MAX_LAMBDA_PAYLOAD_BYTES) throw new Error('Response payload size exceeded maximum allowed payload size (6291556 bytes).');
    post({ type: 'result', invocationId: message.invocationId, result: JSON.parse(text) });
  } catch (error) {
    post({ type: 'failure', invocationId: message.invocationId, error: serializeError(error) });
  }
}

function lambdaContext(awsRequestId: string, deadline: number): Context {
  const unsupported = () => {
    throw new Error('context.done/succeed/fail are not supported by the nodejs22.x runtime');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: data.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: data.invokedFunctionArn,
    memoryLimitInMB: String(data.memoryLimitInMB),
    awsRequestId,
    logGroupName: `/aws/lambda/${data.functionName}`,
    logStreamName: `local/[$LATEST]${data.functionName}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - realNow()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
