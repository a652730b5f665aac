import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationPreferencesPatch } from '@worknest/shared/notifications';
import { allNotificationKinds, DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@worknest/shared/notification-rules';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Notifications (docs/data-model.md, "Notifications"): the outbox of e-mails due later, the
 * per-conversation state that batches message e-mails, members' choices and suppressed addresses.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Outbox items are deleted when sent; one never sent (a stale notice) is removed by TTL. */
export const NOTICE_TTL_MS = 30 * DAY_MS;

export type NoticeRecord =
  | { type: 'stay'; id: string; dueAt: string; bookingId: string; kind: 'guest-reminder' | 'host-reminder' | 'review-request' | 'review-reminder'; to: 'guest' | 'host' }
  | { type: 'message'; id: string; dueAt: string; conversationId: string; recipientId: string }
  | { type: 'marketing-confirmation'; id: string; dueAt: string; form: 'waitlist' | 'demo'; email: string; name: string | null; /** Issue 40: the mail's language. */ locale?: string };

type NewNotice = NoticeRecord extends infer N ? (N extends NoticeRecord ? Omit<N, 'dueAt'> : never) : never;

/** Puts a notice in the outbox for `dueAtMs`; writing the same id and time again changes nothing. */
export async function scheduleNotice(notice: NewNotice, dueAtMs: number): Promise<void> {
  const dueAt = new Date(dueAtMs).toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.notice(dueAt.slice(0, 10), dueAt, notice.id), ...notice, dueAt, ttl: ttlFromMs(dueAtMs + NOTICE_TTL_MS) },
    }),
  );
}

/** The notices of one due day that are due by `nowMs`, oldest first (a page of at most `limit`). */
export async function listDueNotices(dueDate: string, nowMs: number, limit: number): Promise<NoticeRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk <= :upTo',
      ExpressionAttributeValues: { ':pk': keys.noticePartition(dueDate), ':upTo': `${new Date(nowMs).toISOString()}#\uffff` },
      Limit: limit,
    }),
  );
  return Items.map(toNotice);
}

/**
 * Takes a notice out of the outbox to send it. Only one caller gets `true` for a notice, so two
 * runs of the sender at once send it once. A caller whose send fails puts it back (scheduleNotice).
 */
export async function claimNotice(notice: NoticeRecord): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.notice(notice.dueAt.slice(0, 10), notice.dueAt, notice.id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function toNotice(item: Record<string, unknown>): NoticeRecord {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...rest } = item;
  return rest as unknown as NoticeRecord;
}

// Message e-mails: one state item per conversation and recipient.

export interface MessageMailState {
  lastSentAtMs: number | null;
  /** When the scheduled e-mail is due; null when none is scheduled. */
  pendingDueAtMs: number | null;
}

export async function getMessageMailState(conversationId: string, recipientId: string): Promise<MessageMailState> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.messageMailState(conversationId, recipientId), ConsistentRead: true }));
  return { lastSentAtMs: (Item?.lastSentAtMs as number | undefined) ?? null, pendingDueAtMs: (Item?.pendingDueAtMs as number | undefined) ?? null };
}

/** Marks an e-mail as scheduled for `dueAtMs`, unless one already is: true when this call scheduled it. */
export async function markMessageMailPending(conversationId: string, recipientId: string, dueAtMs: number): Promise<boolean> {
  return updateIf({
    Key: keys.messageMailState(conversationId, recipientId),
    UpdateExpression: 'SET pendingDueAtMs = :due',
    ConditionExpression: 'attribute_not_exists(pendingDueAtMs)',
    ExpressionAttributeValues: { ':due': dueAtMs },
  });
}

/** The scheduled e-mail went out (`sentAtMs`) or was dropped (null): the next message may schedule one. */
export async function settleMessageMail(conversationId: string, recipientId: string, sentAtMs: number | null): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.messageMailState(conversationId, recipientId),
      UpdateExpression: sentAtMs === null ? 'REMOVE pendingDueAtMs' : 'SET lastSentAtMs = :sent REMOVE pendingDueAtMs',
      ExpressionAttributeValues: sentAtMs === null ? undefined : { ':sent': sentAtMs },
    }),
  );
}

// Preferences and suppression.

export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.notificationPreferences(userId) }));
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const kind of allNotificationKinds) if (typeof Item?.[kind] === 'boolean') preferences[kind] = Item[kind] as boolean;
  return preferences;
}

/** Changes some choices: each kind is its own attribute, so two changes at once both hold. */
export async function updateNotificationPreferences(userId: string, patch: NotificationPreferencesPatch): Promise<NotificationPreferences> {
  const entries = allNotificationKinds.filter((kind) => typeof patch[kind] === 'boolean');
  if (entries.length > 0) {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notificationPreferences(userId),
        UpdateExpression: `SET ${entries.map((_, index) => `#k${index} = :v${index}`).join(', ')}, updatedAt = :now`,
        ExpressionAttributeNames: Object.fromEntries(entries.map((kind, index) => [`#k${index}`, kind])),
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map((kind, index) => [`:v${index}`, patch[kind]])), ':now': nowIso() },
      }),
    );
  }
  return getNotificationPreferences(userId);
}

export interface MailSuppression {
  reason: 'bounce' | 'complaint';
  at: string;
}

export async function getMailSuppression(email: string): Promise<MailSuppression | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.mailSuppression(email.toLowerCase()) }));
  return Item ? { reason: Item.reason as MailSuppression['reason'], at: Item.at as string } : null;
}

/** Records a bounce or complaint; a complaint is never downgraded to a bounce. */
export async function suppressAddress(email: string, reason: MailSuppression['reason'], at: string): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.mailSuppression(email.toLowerCase()), email: email.toLowerCase(), reason, at },
        ConditionExpression: reason === 'complaint' ? undefined : 'attribute_not_exists(pk) OR reason <> :complaint',
        ExpressionAttributeValues: reason === 'complaint' ? undefined : { ':complaint': 'complaint' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** An admin clears a suppression (the member fixed their mailbox). */
export async function clearMailSuppression(email: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.mailSuppression(email.toLowerCase()) }));
}

// The admins' digest.

/** Claims today's digest: true for exactly one caller per day. */
export async function claimDigestDay(date: string): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.digestDay(date), claimedAt: nowIso(), ttl: ttlFromMs(Date.parse(`${date}T00:00:00Z`) + NOTICE_TTL_MS) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The submission time the last digest covered up to (entries after it are new). */
export async function getDigestCoveredUntil(): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.digestState(), ConsistentRead: true }));
  return (Item?.coveredUntil as string | undefined) ?? null;
}

export async function setDigestCoveredUntil(coveredUntil: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.digestState(), coveredUntil } }));
}

/**
 * Erasure (issue 13): forgets what notifications keep about a member: their choices, the
 * suppression of their address, and per conversation the batching state and a scheduled e-mail.
 */
export async function forgetMessageMail(conversationId: string, recipientId: string): Promise<void> {
  const state = await getMessageMailState(conversationId, recipientId);
  if (state.pendingDueAtMs !== null) {
    const dueAt = new Date(state.pendingDueAtMs).toISOString();
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.notice(dueAt.slice(0, 10), dueAt, `message#${conversationId}#${recipientId}`) }));
  }
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.messageMailState(conversationId, recipientId) }));
}

/**
 * Erasure: confirmations of the public forms to an address still in the outbox, on the given due
 * days (one is scheduled when a form is sent and goes out within minutes; the days are those of
 * the address's submissions and the next). Each day's outbox partition holds that day's notices only.
 */
export async function forgetMarketingConfirmations(email: string, days: Iterable<string>): Promise<void> {
  for (const day of new Set(days)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: '#type = :type AND email = :email',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':pk': keys.noticePartition(day), ':type': 'marketing-confirmation', ':email': email },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) await db.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
}

export async function forgetNotificationSettings(userId: string, email: string): Promise<void> {
  await Promise.all([
    db.send(new DeleteCommand({ TableName: tableName(), Key: keys.notificationPreferences(userId) })),
    db.send(new DeleteCommand({ TableName: tableName(), Key: keys.mailSuppression(email.toLowerCase()) })),
  ]);
}
