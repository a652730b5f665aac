import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { isConditionFailure } from './conditional';
import { cursorFor } from './cursor-for';
import { keys } from './keys';
import { indexPartitionPage } from './query-page';

/**
 * Conversations (docs/data-model.md, "Messaging"). The partition `CONVERSATION#<id>` holds the
 * conversation item and one member item per participant; the member items carry everything the
 * member's conversation list shows (other participant, listing title, last message, unread count)
 * and are indexed by activity on gsi1, so the list is one Query.
 */

export interface ConversationRecord {
  id: string;
  participantIds: [string, string];
  listingId: string | null;
  createdAt: string;
}

export interface ConversationMemberRecord {
  conversationId: string;
  userId: string;
  otherUserId: string;
  /** The other participant's name as of creation or the member's last visit (names rarely change; see docs/adr/0049-conversations-one-per-pair-and-listing.md). */
  otherName: string;
  participantIds: [string, string];
  listingId: string | null;
  listingTitle: string | null;
  createdAt: string;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  lastMessageSenderId: string | null;
  /** `system` when the last message is a line the app wrote (issue 29); entries written before say nothing (null). */
  lastMessageKind: 'user' | 'system' | null;
  /** Issue 40 (ADR 0187): the last line's code and values when it is a coded system line, else null. */
  lastMessageCode: string | null;
  lastMessageValues: Readonly<Record<string, string | number>> | null;
  /** Messages of the other participant this member has not read yet. */
  unreadCount: number;
  /** The member has read every message created at or before this instant. */
  lastReadAt: string | null;
  /** The side of a member who was erased (issue 13): kept for the thread, receives nothing. */
  isFormerMember: boolean;
}

function toConversation(item: Record<string, unknown>): ConversationRecord {
  return {
    id: item.id as string,
    participantIds: item.participantIds as [string, string],
    listingId: (item.listingId as string | undefined) ?? null,
    createdAt: item.createdAt as string,
  };
}

export function toConversationMember(item: Record<string, unknown>): ConversationMemberRecord {
  return {
    conversationId: item.conversationId as string,
    userId: item.userId as string,
    otherUserId: item.otherUserId as string,
    otherName: item.otherName as string,
    participantIds: item.participantIds as [string, string],
    listingId: (item.listingId as string | undefined) ?? null,
    listingTitle: (item.listingTitle as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    lastMessageAt: (item.lastMessageAt as string | undefined) ?? null,
    lastMessagePreview: (item.lastMessagePreview as string | undefined) ?? null,
    lastMessageSenderId: (item.lastMessageSenderId as string | undefined) ?? null,
    lastMessageKind: item.lastMessageKind === 'system' ? 'system' : item.lastMessageKind === 'user' ? 'user' : null,
    lastMessageCode: item.lastMessageKind === 'system' && typeof item.lastMessageCode === 'string' ? item.lastMessageCode : null,
    lastMessageValues: item.lastMessageKind === 'system' && item.lastMessageValues && typeof item.lastMessageValues === 'object' ? (item.lastMessageValues as Record<string, string | number>) : null,
    unreadCount: Number(item.unreadCount ?? 0),
    lastReadAt: (item.lastReadAt as string | undefined) ?? null,
    isFormerMember: item.formerMember === true,
  };
}

export interface NewConversation {
  participantIds: [string, string];
  /** Each participant's display name, by user id. */
  names: Record<string, string>;
  listingId: string;
  listingTitle: string;
}

/**
 * Finds or creates the conversation of two members about one listing. The pair item is written
 * in the same transaction as the conversation, so two racing calls (a button click and a booking
 * confirmation) end with one conversation. Returns it and whether this call created it.
 */
export async function findOrCreateConversation(input: NewConversation): Promise<{ conversation: ConversationRecord; created: boolean }> {
  const pairKey = keys.conversationPair(input.participantIds, input.listingId);
  const existing = await conversationOfPair(pairKey);
  if (existing) return { conversation: existing, created: false };

  const id = randomUUID();
  const createdAt = nowIso();
  const conversation: ConversationRecord = { id, participantIds: input.participantIds, listingId: input.listingId, createdAt };
  const member = (userId: string, otherUserId: string) => ({
    ...keys.conversationMember(id, userId),
    // A conversation without messages sorts by its creation until the first message.
    ...keys.userConversationsIndex(userId, createdAt, id),
    type: 'conversationMember',
    conversationId: id,
    userId,
    otherUserId,
    otherName: input.names[otherUserId] ?? '',
    participantIds: input.participantIds,
    listingId: input.listingId,
    listingTitle: input.listingTitle,
    createdAt,
    unreadCount: 0,
  });
  const [a, b] = input.participantIds;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...pairKey, type: 'conversationPair', conversationId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.conversation(id),
                ...keys.listingConversationsIndex(input.listingId, id),
                type: 'conversation',
                id,
                participantIds: input.participantIds,
                listingId: input.listingId,
                createdAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: member(a, b) } },
          { Put: { TableName: tableName(), Item: member(b, a) } },
        ],
      }),
    );
    return { conversation, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await conversationOfPair(pairKey);
    if (!winner) throw error;
    return { conversation: winner, created: false };
  }
}

async function conversationOfPair(pairKey: { pk: string; sk: string }): Promise<ConversationRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: pairKey, ConsistentRead: true }));
  return Item ? getConversation(Item.conversationId as string) : null;
}

export async function getConversation(conversationId: string): Promise<ConversationRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.conversation(conversationId), ConsistentRead: true }));
  return Item ? toConversation(Item) : null;
}

/** Both member items of a conversation (empty for an unknown id). One strongly consistent Query. */
export async function getConversationMembers(conversationId: string): Promise<ConversationMemberRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.conversationPartition(conversationId), ':prefix': keys.conversationMemberPrefix() },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map(toConversationMember);
}

/** One page of a member's conversations, most recent activity first. */
export async function listMemberConversations(
  userId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ members: ConversationMemberRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userConversationsPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { members: (result.Items ?? []).map(toConversationMember), lastKey: result.LastEvaluatedKey };
}

/** The start key of a `listMemberConversations` cursor; a cursor of another partition is refused (400), not passed on. */
export function memberConversationsCursor(userId: string, cursor: string | undefined): Record<string, unknown> | undefined {
  return cursorFor(cursor, 'gsi1pk', keys.userConversationsPartition(userId));
}

/**
 * Marks a conversation read for a member up to its last message: unread count to zero, read mark
 * to `lastMessageAt`, and the member's unread total lowered by as much, in one transaction. It
 * applies only if no message arrived since `seen` was read (else the new one stays unread and
 * the next read marks it); returns whether it applied.
 */
export async function markConversationRead(seen: ConversationMemberRecord): Promise<boolean> {
  if (!seen.lastMessageAt) return false;
  const names = { '#lastMessageAt': 'lastMessageAt' };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.conversationMember(seen.conversationId, seen.userId),
              UpdateExpression: 'SET unreadCount = :zero, lastReadAt = :readAt',
              ConditionExpression: 'unreadCount = :seenUnread AND #lastMessageAt = :readAt',
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ':zero': 0, ':readAt': seen.lastMessageAt, ':seenUnread': seen.unreadCount },
            },
          },
          ...(seen.unreadCount > 0
            ? [
                {
                  Update: {
                    TableName: tableName(),
                    Key: keys.inbox(seen.userId),
                    UpdateExpression: 'ADD unreadTotal :minus',
                    ExpressionAttributeValues: { ':minus': -seen.unreadCount },
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Refreshes the other participant's name on a member's list entry. */
export async function renameOtherParticipant(conversationId: string, userId: string, otherName: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.conversationMember(conversationId, userId),
      UpdateExpression: 'SET otherName = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': otherName },
    }),
  );
}

/** A member's unread messages over all conversations. */
export async function getUnreadTotal(userId: string): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.inbox(userId) }));
  return Math.max(0, Number(Item?.unreadTotal ?? 0));
}

/** One page of the conversations about a listing (only those that still have it). */
export async function listListingConversationIds(
  listingId: string,
  startKey?: Record<string, unknown>,
): Promise<{ ids: string[]; lastKey: Record<string, unknown> | undefined }> {
  const page = await indexPartitionPage('gsi2', keys.listingConversationsPartition(listingId), 'id', startKey);
  return { ids: page.items.map((item) => item.id as string), lastKey: page.lastKey };
}

/**
 * Forgets the listing of a conversation (SPEC.md §3: the conversation remains when its listing
 * goes): the conversation and both member items lose `listingId` and the title, atomically.
 */
export async function clearConversationListing(conversation: Pick<ConversationRecord, 'id' | 'participantIds' | 'listingId'>): Promise<void> {
  const updatedAt = nowIso();
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.conversation(conversation.id),
            UpdateExpression: 'SET updatedAt = :now REMOVE listingId, gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':now': updatedAt },
          },
        },
        ...conversation.participantIds.map((userId) => ({
          Update: {
            TableName: tableName(),
            Key: keys.conversationMember(conversation.id, userId),
            UpdateExpression: 'REMOVE listingId, listingTitle',
            ConditionExpression: 'attribute_exists(pk)',
          },
        })),
        // No new conversation can be about a deleted listing: its find-or-create guard goes too
        // (it names both participants, so an erased member leaves no trace in it; issue 13).
        ...(conversation.listingId
          ? [{ Delete: { TableName: tableName(), Key: keys.conversationPair(conversation.participantIds, conversation.listingId) } }]
          : []),
      ],
    }),
  );
}
