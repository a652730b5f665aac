import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';
import { streamKeyPrefix, streamSubscriberId, type StreamSubscriber } from '@worknest/functions/subscriptions';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import type { FunctionPool, InvokeOutcome } from './function-pool';
import { LOCAL_REGION_FALLBACK } from './local-api-identity';

/**
 * The local stand-in for DynamoDB Streams → Lambda event source mappings (issue 33): one reader
 * per stream subscriber (functions/src/subscriptions.ts) reads DynamoDB Local's stream through the
 * real Streams API (DescribeStream, GetShardIterator, GetRecords), keeps the records its filter
 * admits (event names, partition-key prefix), and invokes the subscriber's function through the
 * pool with the event Lambda sends, at most `batchSize` records at a time, shard by shard in order.
 *
 * As the mapping with `reportBatchItemFailures`: an invocation that fails (error, timeout, crash)
 * retries the whole batch; one that answers `batchItemFailures` retries from the first failed
 * record on. After `retryAttempts` retries the records left go to the dead-letter list (the
 * SQS on-failure destination of the deployed mapping) and the reader moves past them.
 */

export interface LocalStreamsOptions {
  /** DynamoDB Local's endpoint (the Streams API is served on the same port). */
  endpoint: string;
  tableName: string;
  region?: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** How long a reader waits when its shards have nothing new. */
  pollIntervalMs: number;
  /** Waits before each retry of a failed batch (the last value repeats). */
  retryDelaysMs: readonly number[];
  log?: (event: Record<string, unknown>) => void;
}

export interface DeadLetter {
  subscriber: string;
  shardId: string;
  /** The sequence numbers that were given up on, first to last. */
  sequenceNumbers: string[];
  /** The failed records' partition keys. */
  keys: string[];
  attempts: number;
  at: string;
}

type Invoker = Pick<FunctionPool, 'invoke'>;

export class LocalStreams {
  private readonly dynamodb: DynamoDBClient;
  private readonly streams: DynamoDBStreamsClient;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly deadLetters: DeadLetter[] = [];
  /** Per subscriber: shards finished (closed and read to the end). */
  private readonly finished = new Map<string, Set<string>>();
  private busy = 0;
  /** Per subscriber: the start of the latest read pass that found nothing new (everything before it was delivered). */
  private readonly caughtUpTo = new Map<string, number>();

  constructor(
    private readonly subscribers: readonly StreamSubscriber[],
    private readonly pool: Invoker,
    private readonly options: LocalStreamsOptions,
  ) {
    for (const subscriber of subscribers) streamSubscriberId(subscriber); // a malformed name fails at start-up
    const config = { endpoint: options.endpoint, region: options.region ?? LOCAL_REGION_FALLBACK, credentials: options.credentials, maxAttempts: 2 };
    this.dynamodb = new DynamoDBClient(config);
    this.streams = new DynamoDBStreamsClient(config);
  }

  start(): void {
    if (this.running || this.subscribers.length === 0) return;
    this.running = true;
    // Start each subscriber's instance now (an empty batch), so the first record does not wait
    // for a cold start (tsx compiles the handler on first load, seconds on a busy machine).
    for (const subscriber of this.subscribers) void this.pool.invoke(subscriber, { Records: [] });
    this.loops = this.subscribers.map((subscriber) => this.readLoop(subscriber));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.allSettled(this.loops);
    this.dynamodb.destroy();
    this.streams.destroy();
  }

  /** What went to the dead-letter list, optionally of one subscriber. */
  deadLettersOf(name?: string): DeadLetter[] {
    return this.deadLetters.filter((letter) => !name || letter.subscriber === name);
  }

  /**
   * Resolves once every record written before the call has been delivered (or dead-lettered) to
   * the subscriber(s): tests wait for the outbox this way instead of sleeping. Rejects after `timeoutMs`.
   */
  async settled(name?: string, timeoutMs = 60_000): Promise<void> {
    const since = Date.now();
    const names = this.subscribers.filter((subscriber) => !name || subscriber.name === name).map((subscriber) => subscriber.name);
    while (names.some((each) => (this.caughtUpTo.get(each) ?? 0) <= since)) {
      if (!this.running || Date.now() - since > timeoutMs) throw new Error(`stream subscribers ${names.join(', ')} did not catch up within ${timeoutMs} ms`);
      await sleep(25);
    }
  }

  /** True while some batch is being delivered or waits for a retry. */
  get delivering(): boolean {
    return this.busy > 0;
  }

  private async readLoop(subscriber: StreamSubscriber): Promise<void> {
    const iterators = new Map<string, string>();
    const finished = this.finished.get(subscriber.name) ?? new Set<string>();
    this.finished.set(subscriber.name, finished);
    let lastDescribe = 0;
    while (this.running) {
      const passStartedAt = Date.now();
      try {
        // New shards appear as DynamoDB Local rolls them over; look for them every few seconds.
        if (iterators.size === 0 || Date.now() - lastDescribe > 5_000) {
          lastDescribe = Date.now();
          for (const shardId of await this.shardIds()) {
            if (iterators.has(shardId) || finished.has(shardId)) continue;
            const { ShardIterator } = await this.streams.send(
              new GetShardIteratorCommand({ StreamArn: await this.streamArn(), ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }),
            );
            if (ShardIterator) iterators.set(shardId, ShardIterator);
          }
        }
        let any = false;
        for (const [shardId, iterator] of [...iterators]) {
          if (!this.running) break;
          const { Records = [], NextShardIterator } = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
          if (NextShardIterator) iterators.set(shardId, NextShardIterator);
          else {
            iterators.delete(shardId);
            finished.add(shardId);
          }
          const admitted = Records.filter((record) => admits(subscriber, record));
          if (Records.length > 0) any = true;
          for (let start = 0; start < admitted.length && this.running; start += subscriber.batchSize) {
            await this.deliver(subscriber, shardId, admitted.slice(start, start + subscriber.batchSize));
          }
        }
        if (!any) {
          this.caughtUpTo.set(subscriber.name, passStartedAt);
          await sleep(this.options.pollIntervalMs);
        }
      } catch (error) {
        if (!this.running) break;
        this.options.log?.({ event: 'stream-read-failed', level: 'warn', subscriber: subscriber.name, errorMessage: (error as Error).message });
        this.cachedStreamArn = undefined;
        iterators.clear();
        await sleep(Math.max(this.options.pollIntervalMs, 500));
      }
    }
  }

  /** Invokes the subscriber with one batch until it succeeds or its retries are spent. */
  private async deliver(subscriber: StreamSubscriber, shardId: string, batch: StreamRecord[]): Promise<void> {
    this.busy += 1;
    try {
      let records = batch;
      for (let attempt = 0; ; attempt++) {
        const outcome = await this.pool.invoke(subscriber, streamEvent(records, await this.streamArn(), this.options.region ?? LOCAL_REGION_FALLBACK));
        const failedFrom = firstFailure(outcome, records);
        if (failedFrom === -1) return;
        records = records.slice(failedFrom);
        this.options.log?.({ event: 'stream-batch-failed', level: 'warn', subscriber: subscriber.name, records: records.length, attempt, reason: outcome.ok ? 'batchItemFailures' : outcome.reason });
        if (attempt >= subscriber.retryAttempts || !this.running) {
          if (!this.running) return;
          this.deadLetters.push({
            subscriber: subscriber.name,
            shardId,
            sequenceNumbers: records.map((record) => record.dynamodb?.SequenceNumber ?? ''),
            keys: records.map((record) => record.dynamodb?.Keys?.[tableDefinition.partitionKey]?.S ?? ''),
            attempts: attempt + 1,
            at: new Date().toISOString(),
          });
          this.options.log?.({ event: 'stream-dead-letter', level: 'error', subscriber: subscriber.name, records: records.length });
          return;
        }
        const delays = this.options.retryDelaysMs;
        await sleep(delays[Math.min(attempt, delays.length - 1)] ?? 1_000);
      }
    } finally {
      this.busy -= 1;
    }
  }

  private cachedStreamArn: string | undefined;

  private async streamArn(): Promise<string> {
    if (this.cachedStreamArn) return this.cachedStreamArn;
    const { Table } = await this.dynamodb.send(new DescribeTableCommand({ TableName: this.options.tableName }));
    if (!Table?.LatestStreamArn) throw new Error(`table ${this.options.tableName} has no stream`);
    this.cachedStreamArn = Table.LatestStreamArn;
    return this.cachedStreamArn;
  }

  private async shardIds(): Promise<string[]> {
    const ids: string[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: await this.streamArn(), ExclusiveStartShardId: exclusiveStartShardId }));
      for (const shard of StreamDescription?.Shards ?? []) if (shard.ShardId) ids.push(shard.ShardId);
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    return ids;
  }
}

/** The subscriber's filter criteria: its event names on items of its key family. */
export function admits(subscriber: Pick<StreamSubscriber, 'stream'>, record: StreamRecord): boolean {
  const pk = record.dynamodb?.Keys?.[tableDefinition.partitionKey]?.S ?? '';
  return subscriber.stream.eventNames.includes(record.eventName as never) && pk.startsWith(streamKeyPrefix(subscriber));
}

/**
 * The index of the first record to retry, or -1 when the batch succeeded: a failed invocation
 * retries all; `batchItemFailures` from the lowest failed sequence number on (Lambda's rule); an
 * identifier that names no record of the batch fails the whole batch, as on AWS.
 */
export function firstFailure(outcome: InvokeOutcome, records: readonly StreamRecord[]): number {
  if (!outcome.ok) return 0;
  const failures = (outcome.result as { batchItemFailures?: Array<{ itemIdentifier?: string }> } | null)?.batchItemFailures ?? [];
  if (failures.length === 0) return -1;
  const positions = failures.map((failure) => records.findIndex((record) => record.dynamodb?.SequenceNumber === failure.itemIdentifier));
  return positions.includes(-1) ? 0 : Math.min(...positions);
}

/** The event a DynamoDB Streams event source mapping sends Lambda. */
export function streamEvent(records: readonly StreamRecord[], streamArn: string, region: string) {
  return {
    Records: records.map((record) => ({
      eventID: record.eventID,
      eventName: record.eventName,
      eventVersion: record.eventVersion ?? '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: region,
      dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: toEpochSeconds(record.dynamodb?.ApproximateCreationDateTime) },
      eventSourceARN: streamArn,
    })),
  };
}

function toEpochSeconds(value: Date | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? value : Math.floor(value.getTime() / 1000);
}
