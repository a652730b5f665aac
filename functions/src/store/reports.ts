import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportAction, ReportReason, ReportSnapshot, ReportTargetType } from '@worknest/shared/reports-rules';
import { db, tableName } from '../adapters/dynamodb';
import { cancellationCodes, isConditionFailure } from './conditional';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Reports (issue 39): one item per report with the snapshot of what was reported, on the admins'
 * queue (gsi1, by status, oldest first) and on the reported member's company (gsi2, HR). A guard
 * item under the reporter makes one open report per reporter and target; resolving removes it
 * in the same transaction that records the outcome.
 */

export interface ReportRecord {
  id: string;
  reporterId: string;
  reporterName: string;
  reporterEmail: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  /** The member the content is by, and their company (HR's scope). */
  subjectUserId: string;
  subjectCompany: string;
  snapshot: ReportSnapshot;
  /** A message's sort key, so "remove the message" reaches exactly it. */
  messageSk: string | null;
  createdAt: string;
  status: 'open' | 'resolved';
  resolution: { action: ReportAction; note: string; resolvedBy: string; resolvedByName: string; resolvedAt: string } | null;
}

function toReport(item: Record<string, unknown>): ReportRecord {
  return {
    id: String(item.id),
    reporterId: String(item.reporterId),
    reporterName: String(item.reporterName ?? ''),
    reporterEmail: String(item.reporterEmail ?? ''),
    targetType: item.targetType as ReportTargetType,
    targetId: String(item.targetId),
    reason: item.reason as ReportReason,
    details: (item.details as string | undefined) ?? null,
    subjectUserId: String(item.subjectUserId),
    subjectCompany: String(item.subjectCompany),
    snapshot: item.snapshot as ReportSnapshot,
    messageSk: (item.messageSk as string | undefined) ?? null,
    createdAt: String(item.createdAt),
    status: item.status === 'resolved' ? 'resolved' : 'open',
    resolution: (item.resolution as ReportRecord['resolution']) ?? null,
  };
}

/** Writes a report and its open-report guard together; false when the reporter has an open report on that target. */
export async function createReport(record: ReportRecord): Promise<boolean> {
  const { details, messageSk, resolution: _none, ...rest } = record;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.report(record.id),
                ...keys.reportsIndex('OPEN', record.createdAt, record.id),
                ...keys.companyReportsIndex(record.subjectCompany, record.createdAt, record.id),
                ...keys.reporterReportsIndex(record.reporterId, record.createdAt, record.id),
                type: 'report',
                ...rest,
                ...(details ? { details } : {}),
                ...(messageSk ? { messageSk } : {}),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.openReport(record.reporterId, record.targetType, record.targetId), type: 'openReport', reportId: record.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)[1] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getReport(reportId: string): Promise<ReportRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.report(reportId), ConsistentRead: true }));
  return Item ? toReport(Item) : null;
}

export interface ReportRecordPage {
  items: ReportRecord[];
  lastKey: Record<string, unknown> | undefined;
}

/** The admins' queue: open reports oldest first, resolved ones newest first. */
export async function listReports(status: 'open' | 'resolved', limit: number, startKey?: Record<string, unknown>): Promise<ReportRecordPage> {
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.reportsPartition(status === 'open' ? 'OPEN' : 'RESOLVED') },
      ScanIndexForward: status === 'open',
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (answer.Items ?? []).map(toReport), lastKey: answer.LastEvaluatedKey };
}

/** Reports about members of one company (HR), newest first, with a status filter. */
export async function listCompanyReports(domain: string, status: 'open' | 'resolved', limit: number, startKey?: Record<string, unknown>): Promise<ReportRecordPage> {
  const answer = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: '#status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': keys.companyReportsPartition(domain), ':status': status },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (answer.Items ?? []).map(toReport), lastKey: answer.LastEvaluatedKey };
}

/** Records the outcome once (open → resolved) and frees the reporter's guard; false when it was resolved already. */
export async function recordResolution(report: ReportRecord, resolution: NonNullable<ReportRecord['resolution']>): Promise<boolean> {
  const resolvedIndex = keys.reportsIndex('RESOLVED', resolution.resolvedAt, report.id);
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.report(report.id),
              UpdateExpression: 'SET #status = :resolved, resolution = :resolution, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
              ConditionExpression: '#status = :open',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':resolved': 'resolved', ':open': 'open', ':resolution': resolution, ':gsi1pk': resolvedIndex.gsi1pk, ':gsi1sk': resolvedIndex.gsi1sk },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.openReport(report.reporterId, report.targetType, report.targetId) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** "Remove the message": its text is replaced and it is marked removed (the thread keeps its place). */
export async function removeMessageContent(conversationId: string, messageSk: string, text: string, at: string): Promise<boolean> {
  return updateIf({
    Key: { pk: keys.conversationPartition(conversationId), sk: messageSk },
    UpdateExpression: 'SET content = :text, removedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':text': text, ':at': at },
  });
}

/**
 * "Remove the review": it leaves the listing's reviews (its gsi2 entry) and, when it was shown
 * there, the listing's count and rating sum, in one transaction; marked removed either way.
 */
export async function removeReviewFromListing(review: { id: string; listingId: string; rating: number }, at: string, by: string): Promise<void> {
  const update = (shown: boolean) => ({
    Update: {
      TableName: tableName(),
      Key: keys.review(review.id),
      UpdateExpression: 'SET isApproved = :no, removedAt = :at, moderatedBy = :by REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      ConditionExpression: shown ? 'attribute_exists(gsi2pk)' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':no': false, ':at': at, ':by': by },
    },
  });
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          update(true),
          {
            Update: {
              TableName: tableName(),
              Key: keys.listingReviewStats(review.listingId),
              UpdateExpression: `ADD reviewCount :minus, ratingSum :rating, stars${review.rating} :minus`,
              ConditionExpression: 'reviewCount > :zero',
              ExpressionAttributeValues: { ':minus': -1, ':rating': -review.rating, ':zero': 0 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Not on the listing (pending, blind, or a host's review of a guest): only the review changes.
    try {
      await db.send(new UpdateCommand(update(false).Update));
    } catch (inner) {
      if (!isConditionFailure(inner)) throw inner;
    }
  }
}
