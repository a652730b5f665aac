import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DemoRequestEntry,
  DemoRequestSubmission,
  WaitlistEntry,
  WaitlistSubmission,
} from '@worknest/shared/marketing';
import { db, tableName } from '../adapters/dynamodb';
import { MARKETING_RETENTION_MONTHS } from '@worknest/shared/constants';
import { MARKETING_HISTORY_MAX } from '@worknest/shared/marketing-options';
import { nowIso, nowMs, ttlFromMs } from '../clock';
import { encodeCursor, isConditionFailure } from './conditional';
import { cursorFor } from './cursor-for';
import { countDemoRequest, countWaitlistEntry } from './counters';
import { keys } from './keys';

/*
 * Waitlist signups and demo requests (docs/data-model.md rows "Public site"). Every write of
 * these two entities goes through this module, so counters (admin analytics) can be added here.
 * Append-only (issue 14, finding 8): every submission is kept as an item of its own
 * (`SUBMISSION#<submittedAt>#<id>` under the address, with its own 24-month TTL), written in one
 * transaction with the address's summary item that the admin lists show (latest values, first
 * date, count). Nobody's later submission overwrites what an earlier one said.
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
    submissionType: 'waitlistSubmission',
    key: keys.waitlistEntry(email),
    submissionKey: (now, id) => keys.waitlistSubmission(email, now, id),
    indexKeys: (now) => keys.waitlistIndex(now, email),
    fields: { email, role, companyName, companySize, regions, source },
    countNew: countWaitlistEntry,
  });
}

export function upsertDemoRequest(submission: DemoRequestSubmission): Promise<UpsertResult> {
  const { name, email, company, role, companySize, message } = submission;
  return upsertEntry({
    type: 'demoRequest',
    submissionType: 'demoSubmission',
    key: keys.demoRequest(email),
    submissionKey: (now, id) => keys.demoSubmission(email, now, id),
    indexKeys: (now) => keys.demoRequestsIndex(now, email),
    fields: { name, email, company, role, companySize, message },
    countNew: countDemoRequest,
  });
}

/**
 * Keeps the submission as an item of its own and merges it into the address's summary
 * (mergeUpdate), in one transaction: both or neither. The summary's existence is part of the
 * transaction's condition, so a new address is told apart (for the counters) without a read.
 */
async function upsertEntry(entry: {
  type: string;
  submissionType: string;
  key: Record<string, string>;
  submissionKey: (now: string, id: string) => Record<string, string>;
  indexKeys: (now: string) => Record<string, string>;
  fields: Record<string, unknown>;
  countNew: () => Promise<void>;
}): Promise<UpsertResult> {
  const now = nowIso();
  const id = randomUUID();
  const submission = Object.fromEntries(
    Object.entries(entry.fields).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
  const write = (isNew: boolean) =>
    db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...entry.submissionKey(now, id), type: entry.submissionType, id, ...submission, submittedAt: now, ttl: retentionTtl(Date.parse(now)) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: entry.key,
              ...mergeUpdate(entry.fields, entry.indexKeys(now), entry.type, now),
              ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
            },
          },
        ],
      }),
    );
  let created = true;
  try {
    await write(true);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The address has a summary already (or got one a moment ago): merge into it.
    created = false;
    await write(false);
  }
  if (created) await entry.countNew();
  return { created };
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

/** One kept submission of an address, as the admins' history shows it (newest first). */
export type SubmissionRecord = Record<string, unknown> & { id: string; submittedAt: string };

/**
 * Every submission an address made to one form that is still within its retention, newest first
 * (one Query of the address's partition; at most MARKETING_HISTORY_MAX, far above what the
 * per-IP and per-address limits let anyone send in 24 months).
 */
export async function listSubmissions(form: 'waitlist' | 'demo', email: string): Promise<SubmissionRecord[]> {
  const { pk } = form === 'waitlist' ? keys.waitlistEntry(email) : keys.demoRequest(email);
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(#ttl) OR #ttl > :nowSeconds',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.submissionPrefix, ':nowSeconds': Math.floor(nowMs() / 1000) },
      ScanIndexForward: false,
      Limit: MARKETING_HISTORY_MAX,
    }),
  );
  return Items.map(({ pk: _pk, sk: _sk, ttl: _ttl, type: _type, ...rest }) => rest as SubmissionRecord);
}
