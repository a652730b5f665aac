import { randomUUID } from 'node:crypto';
import { previewValues, type SystemLineValues } from '@worknest/shared/system-lines';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowMs } from '../clock';
import { InvalidInputError } from '../domain/errors';
import { isConditionFailure, isTransactionConflictOnly } from './conditional';
import { cursorFor } from './cursor-for';
import { getConversationMembers } from './conversations';
import { keys } from './keys';
import { waitAfterConflict } from './transact';

/**
 * Messages live in their conversation's partition, sorted by `MESSAGE#<createdAt>#<id>`.
 * `createdAt` strictly increases within a conversation (see appendMessage), so "read up to
 * instant T" is an exact read mark and no message has to be rewritten when it is read.
 */

export interface MessageRecord {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  createdAt: string;
  /** Issue 17: `system` for lines the app writes (a cancelled stay); absent for people's messages. */
  kind?: 'system';
  /** Issue 40 (ADR 0187): a system line's stable code and values (shared system-lines), absent on lines stored before and on people's messages. */
  code?: string;
  values?: SystemLineValues;
}

/** A system line's code and values, stored with its English `content`. */
export interface CodedLine {
  code: string;
  values: SystemLineValues;
}

function toMessage(item: Record<string, unknown>): MessageRecord {
  return {
    id: item.id as string,
    conversationId: item.conversationId as string,
    senderId: item.senderId as string,
    content: item.content as string,
    createdAt: item.createdAt as string,
    ...(item.kind === 'system' ? { kind: 'system' as const } : {}),
    ...(item.kind === 'system' && typeof item.code === 'string' ? { code: item.code } : {}),
    ...(item.kind === 'system' && item.values && typeof item.values === 'object' ? { values: item.values as SystemLineValues } : {}),
  };
}

const MAX_ATTEMPTS = 5;

export class ConversationGoneError extends Error {
  constructor() {
    super('The conversation does not exist.');
    this.name = 'ConversationGoneError';
  }
}

/** The other participant's side of the conversation is gone: they were erased (issue 13). */
export class RecipientGoneError extends Error {
  constructor() {
    super('The other participant no longer takes part in the conversation.');
    this.name = 'RecipientGoneError';
  }
}

/**
 * Stores a message and, in the same transaction, updates both members' list entries (last
 * message, activity order), counts it unread for the recipient and in the recipient's unread
 * total: four items (issue 15; the conversation item no longer carries the activity, the member
 * items do). The sender's entry only moves forward in time: if another message won the same
 * millisecond (or a clock lags), the members are read again and the write retried just after the
 * latest, so messages of a conversation never share or reverse a timestamp. `lastMessageAt` is
 * the latest the caller knows of, or null when it does not know (the first try uses the clock).
 * A transaction cancelled because another send was writing the same entries is retried the same
 * way, after a short jittered wait. A system line's `coded` code and values go on the message and
 * on both entries (the list writes the last line in the reader's language); a person's message
 * removes an entry's earlier ones.
 *
 * @throws ConversationGoneError when the sender's entry is gone (the conversation was deleted, or
 *   the sender takes no part in it); RecipientGoneError when the other side's entry was erased.
 */
export async function appendMessage(
  conversation: { id: string; participantIds: readonly string[]; lastMessageAt: string | null },
  senderId: string,
  content: string,
  preview: string,
  kind?: 'system',
  coded?: CodedLine,
): Promise<MessageRecord> {
  const recipientId = conversation.participantIds.find((id) => id !== senderId)!;
  const id = randomUUID();
  let lastKnown = conversation.lastMessageAt;
  for (let attempt = 1; ; attempt += 1) {
    const createdAtMs = Math.max(nowMs(), lastKnown ? Date.parse(lastKnown) + 1 : 0);
    const createdAt = new Date(createdAtMs).toISOString();
    const message: MessageRecord = { id, conversationId: conversation.id, senderId, content, createdAt, ...(kind ? { kind } : {}), ...(kind && coded ? { code: coded.code, values: coded.values } : {}) };
    const entryLine = kind && coded ? coded : null;
    const memberUpdate = (userId: string, unread: boolean) => ({
      Update: {
        TableName: tableName(),
        Key: keys.conversationMember(conversation.id, userId),
        UpdateExpression: `SET lastMessageAt = :at, lastMessagePreview = :preview, lastMessageSenderId = :sender, lastMessageKind = :kind, gsi1sk = :activity${entryLine ? ', lastMessageCode = :code, lastMessageValues = :values' : ''}${unread ? ' ADD unreadCount :one' : ''}${entryLine ? '' : ' REMOVE lastMessageCode, lastMessageValues'}`,
        // Both entries always get the same lastMessageAt, so the sender's guards the order.
        ConditionExpression: unread ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND (attribute_not_exists(lastMessageAt) OR lastMessageAt < :at)',
        ExpressionAttributeValues: {
          ':at': createdAt,
          ':preview': preview,
          ':sender': senderId,
          // The list shows a system line as a note, not as the sender's words (issue 29).
          ':kind': kind ?? 'user',
          ':activity': keys.userConversationsIndex(userId, createdAt, conversation.id).gsi1sk,
          ...(unread ? { ':one': 1 } : {}),
          ...(entryLine ? { ':code': entryLine.code, ':values': previewValues(entryLine.values) } : {}),
        },
      },
    });
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: { ...keys.message(conversation.id, createdAt, id), type: 'message', ...message } } },
            memberUpdate(senderId, false),
            memberUpdate(recipientId, true),
            {
              Update: {
                TableName: tableName(),
                Key: keys.inbox(recipientId),
                UpdateExpression: 'ADD unreadTotal :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
      return message;
    } catch (error) {
      const conflict = isTransactionConflictOnly(error);
      if ((!conflict && !isConditionFailure(error)) || attempt >= MAX_ATTEMPTS) throw error;
      // Another send was writing the same entries at that moment (DynamoDB cancels one of the two):
      // wait a little, with jitter, then read what it wrote like after a failed condition.
      if (conflict) await waitAfterConflict(attempt - 1);
      const members = await getConversationMembers(conversation.id);
      const sender = members.find((member) => member.userId === senderId);
      if (!sender) throw new ConversationGoneError();
      if (!members.some((member) => member.userId === recipientId && !member.isFormerMember)) throw new RecipientGoneError();
      lastKnown = sender.lastMessageAt;
    }
  }
}

/**
 * One page of a conversation's messages, newest first from the store and returned oldest to
 * newest; `lastKey` continues to older messages.
 */
export async function listMessages(
  conversationId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ messages: MessageRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.conversationPartition(conversationId), ':prefix': keys.messagePrefix() },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
      ConsistentRead: true,
    }),
  );
  return { messages: (result.Items ?? []).map(toMessage).reverse(), lastKey: result.LastEvaluatedKey };
}

/**
 * The start key of a `listMessages` cursor. A cursor of another partition, or one pointing
 * outside the messages' sort-key range (DynamoDB would fail the Query), is refused with a 400.
 */
export function messagesCursor(conversationId: string, cursor: string | undefined): Record<string, unknown> | undefined {
  const key = cursorFor(cursor, 'pk', keys.conversationPartition(conversationId));
  if (key && (typeof key.sk !== 'string' || !key.sk.startsWith(keys.messagePrefix()) || Object.keys(key).length !== 2)) {
    throw new InvalidInputError('Invalid page cursor', undefined, 'invalid_cursor');
  }
  return key;
}
