import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DemoRequestEntry,
  DemoRequestSubmission,
  WaitlistEntry,
  WaitlistSubmission,
} from '@worknest/shared/marketing';
import { db, tableName } from '../adapters/dynamodb';
import { MARKETING_RETENTION_MONTHS } from '@worknest/shared/constants';
import { nowIso, nowMs, ttlFromMs } from './clock';
import { encodeCursor } from './conditional';
import { cursorFor } from './cursor-for';
import { countDemoRequest, countWaitlistEntry } from './counters';
import { keys } from './keys';

/*
 * Waitlist signups and demo requests (docs/data-model.md rows "Public site"). Every write of
 * these two entities goes through this module, so counters (admin analytics) can be added here.
 */

export interface UpsertResult {
  /** False when the e-mail was already on the list and its entry was updated. */
  created: boolean;
}

/**
 * Builds one UpdateExpression that merges a submission into the e-mail's single item: given
 * values overwrite, absent optional values keep what an earlier submission stored, the id and the
 * first submission time are set once, and the submission count goes up by one.
 */
function mergeUpdate(fields: Record<string, unknown>, sortKeys: Record<string, string>, type: string, now: string) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now, ':id': randomUUID(), ':one': 1, ':type': type, ':ttl': retentionTtl(Date.parse(now)) };
  // Retention (privacy page): the entry is deleted 24 months after its latest submission arrived.
  const sets = ['#type = :type', '#id = if_not_exists(#id, :id)', '#submittedAt = :now', '#firstSubmittedAt = if_not_exists(#firstSubmittedAt, :now)', '#ttl = :ttl'];
  names['#ttl'] = 'ttl';
  names['#type'] = 'type';
  names['#id'] = 'id';
  names['#submittedAt'] = 'submittedAt';
  names['#firstSubmittedAt'] = 'firstSubmittedAt';
  names['#submissionCount'] = 'submissionCount';
  for (const [field, value] of Object.entries({ ...fields, ...sortKeys })) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  return {
    UpdateExpression: `SET ${sets.join(', ')} ADD #submissionCount :one`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValues: 'UPDATED_OLD' as const,
  };
}

/** Epoch seconds MARKETING_RETENTION_MONTHS calendar months after `fromMs` (the table's TTL attribute). */
export function retentionTtl(fromMs: number): number {
  const at = new Date(fromMs);
  at.setUTCMonth(at.getUTCMonth() + MARKETING_RETENTION_MONTHS);
  return ttlFromMs(at.getTime());
}

export function upsertWaitlistEntry(submission: WaitlistSubmission): Promise<UpsertResult> {
  const { email, role, companyName, companySize, regions, source } = submission;
  return upsertEntry({
    type: 'waitlistEntry',
    key: keys.waitlistEntry(email),
    indexKeys: (now) => keys.waitlistIndex(now, email),
    fields: { email, role, companyName, companySize, regions, source },
    countNew: countWaitlistEntry,
  });
}

export function upsertDemoRequest(submission: DemoRequestSubmission): Promise<UpsertResult> {
  const { name, email, company, role, companySize, message } = submission;
  return upsertEntry({
    type: 'demoRequest',
    key: keys.demoRequest(email),
    indexKeys: (now) => keys.demoRequestsIndex(now, email),
    fields: { name, email, company, role, companySize, message },
    countNew: countDemoRequest,
  });
}

/** Merges a submission into the e-mail's one item (mergeUpdate) and counts the item if it is new. */
async function upsertEntry(entry: {
  type: string;
  key: Record<string, string>;
  indexKeys: (now: string) => Record<string, string>;
  fields: Record<string, unknown>;
  countNew: () => Promise<void>;
}): Promise<UpsertResult> {
  const now = nowIso();
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: entry.key,
      ...mergeUpdate(entry.fields, entry.indexKeys(now), entry.type, now),
    }),
  );
  if (!Attributes?.id) await entry.countNew();
  return { created: !Attributes?.id };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Newest first from one gsi1 partition; a cursor from another partition is refused. */
async function queryNewestFirst(partition: string, limit: number, cursor: string | undefined) {
  const startKey = cursorFor(cursor, 'gsi1pk', partition);
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      // TTL deletion is lazy (and DynamoDB Local never deletes): an expired entry is never shown.
      FilterExpression: 'attribute_not_exists(#ttl) OR #ttl > :nowSeconds',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':pk': partition, ':nowSeconds': Math.floor(nowMs() / 1000) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: Items, nextCursor: encodeCursor(LastEvaluatedKey) };
}

export async function listWaitlistEntries(limit: number, cursor?: string): Promise<Page<WaitlistEntry>> {
  const page = await queryNewestFirst(keys.waitlistPartition(), limit, cursor);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((item) => ({
      id: item.id,
      email: item.email,
      role: item.role,
      companyName: item.companyName ?? null,
      companySize: item.companySize ?? null,
      regions: item.regions ?? [],
      source: item.source ?? 'modal',
      submittedAt: item.submittedAt,
      firstSubmittedAt: item.firstSubmittedAt ?? item.submittedAt,
      submissionCount: item.submissionCount ?? 1,
    })),
  };
}

export async function listDemoRequests(limit: number, cursor?: string): Promise<Page<DemoRequestEntry>> {
  const page = await queryNewestFirst(keys.demoRequestsPartition(), limit, cursor);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((item) => ({
      id: item.id,
      name: item.name,
      email: item.email,
      company: item.company,
      role: item.role,
      companySize: item.companySize,
      message: item.message ?? null,
      submittedAt: item.submittedAt,
      firstSubmittedAt: item.firstSubmittedAt ?? item.submittedAt,
      submissionCount: item.submissionCount ?? 1,
    })),
  };
}
