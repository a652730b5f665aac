import { gunzipSync, gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';

/*
 * A company's search snapshot (issue 41, docs/adr/0125-search-snapshots.md): its search entries
 * as stored (without their keys), gzipped JSON cut into parts of at most PART_BYTES, one item per
 * part under `COMPANY#<domain>#SEARCH_SNAPSHOT`, so a cold instance loads the whole company in one
 * Query (10,000 entries: about a tenth of the 10.8 MB its partition holds) and then catches up
 * from `syncedToMs` like a warm one. The refresh-search-snapshots job writes it; all parts of one
 * snapshot carry its `generation` and are written in one transaction, and a reader that sees
 * parts of two generations (a Query is not isolated from a transaction) ignores the snapshot.
 */

/** Below DynamoDB's 400 KB item limit with room for the keys and the header. */
const PART_BYTES = 350_000;
/** TransactWriteItems: 100 items and 4 MB at most; past this size a company needs more (ADR 0125). */
const MAX_PARTS = 11;
/** Bumped when the entries' stored shape changes: readers ignore other formats. */
export const SNAPSHOT_FORMAT = 1;

export interface SearchSnapshot {
  /** The stored search entries, without pk/sk/gsi3pk/gsi3sk/type/companyDomain. */
  items: Record<string, unknown>[];
  /** The change-clock time the read behind it started: a reader catches up from here (minus the overlap). */
  syncedToMs: number;
  /** Entry count and newest `changedAt`: the job writes again only when they change (or the snapshot ages). */
  fingerprint: string;
}

export interface SnapshotHeader {
  generation: string;
  parts: number;
  syncedToMs: number;
  fingerprint: string;
  entries: number;
  bytes: number;
}

/** The snapshot's header (part 0 without its data), or null: what the job compares before writing. */
export async function readSnapshotHeader(domain: string): Promise<SnapshotHeader | null> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.companySearchSnapshot(domain, 0), ProjectionExpression: 'generation, parts, syncedToMs, fingerprint, entries, #bytes, #format', ExpressionAttributeNames: { '#bytes': 'bytes', '#format': 'format' } }),
  );
  if (!Item || Item.format !== SNAPSHOT_FORMAT) return null;
  return { generation: String(Item.generation), parts: Number(Item.parts), syncedToMs: Number(Item.syncedToMs), fingerprint: String(Item.fingerprint), entries: Number(Item.entries), bytes: Number(Item.bytes) };
}

/**
 * The company's snapshot in one Query (pages of 1 MB: two for 10,000 entries), or null when there
 * is none, it is of another format, or its parts are not of one generation (written meanwhile).
 */
export async function readSearchSnapshot(domain: string): Promise<(SearchSnapshot & { bytes: number; readMs: number; decodeMs: number }) | null> {
  const started = performance.now();
  const parts: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companySearchSnapshotPartition(domain) },
        ExclusiveStartKey: startKey,
      }),
    );
    parts.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const header = parts[0];
  if (!header || header.format !== SNAPSHOT_FORMAT || header.sk !== keys.companySearchSnapshot(domain, 0).sk) return null;
  const count = Number(header.parts);
  const own = parts.filter((part) => part.generation === header.generation);
  if (own.length !== count || parts.length !== count) return null;
  const data = Buffer.concat(own.map((part) => Buffer.from(part.data as Uint8Array)));
  const read = performance.now();
  const items = JSON.parse(gunzipSync(data).toString('utf8')) as Record<string, unknown>[];
  return { items, syncedToMs: Number(header.syncedToMs), fingerprint: String(header.fingerprint), bytes: data.length, readMs: read - started, decodeMs: performance.now() - read };
}

/**
 * Writes a snapshot over the one `previous` named (null: none yet), all parts in one transaction,
 * on condition that nobody wrote another meanwhile (jobs run late, twice, concurrently). Answers
 * its size, or null when another run's write came first (its snapshot stands).
 */
export async function writeSearchSnapshot(domain: string, snapshot: SearchSnapshot, previous: SnapshotHeader | null): Promise<{ bytes: number; parts: number } | null> {
  const data = gzipSync(Buffer.from(JSON.stringify(snapshot.items), 'utf8'));
  const parts = Math.max(1, Math.ceil(data.length / PART_BYTES));
  if (parts > MAX_PARTS) throw new Error(`search snapshot of ${domain} is ${data.length} bytes, over ${MAX_PARTS} parts`);
  const generation = randomUUID();
  const header = { format: SNAPSHOT_FORMAT, parts, syncedToMs: snapshot.syncedToMs, fingerprint: snapshot.fingerprint, entries: snapshot.items.length, bytes: data.length };
  const puts = Array.from({ length: parts }, (_, part) => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.companySearchSnapshot(domain, part),
        type: 'searchSnapshot',
        generation,
        data: data.subarray(part * PART_BYTES, (part + 1) * PART_BYTES),
        ...(part === 0 ? header : {}),
      },
      ...(part === 0
        ? previous
          ? { ConditionExpression: 'generation = :seen', ExpressionAttributeValues: { ':seen': previous.generation } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }
        : {}),
    },
  }));
  // Parts the previous snapshot had beyond this one's go with it.
  const deletes = Array.from({ length: Math.max(0, (previous?.parts ?? 0) - parts) }, (_, i) => ({ Delete: { TableName: tableName(), Key: keys.companySearchSnapshot(domain, parts + i) } }));
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...puts, ...deletes] }));
  } catch (error) {
    if (isConditionFailure(error) || (error as { name?: string }).name === 'TransactionCanceledException') return null;
    throw error;
  }
  return { bytes: data.length, parts };
}
