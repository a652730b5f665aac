import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Everything the table holds about one member, found by Query only (docs/data-model.md, rows
 * U1–U9), and the writes that erase it (issue 13). The rules (what stays, what goes, in which
 * order) are in domain/users/erase-member.ts; this module only knows keys and items.
 */

type Item = Record<string, unknown>;
type Key = { pk: string; sk: string };

/** Every item of a Query, page by page (a member's data can exceed one page). */
export async function* queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Item> {
  let startKey: Item | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) yield item;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const onIndex = (index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, extra: Partial<QueryCommandInput> = {}) => ({
  IndexName: index,
  KeyConditionExpression: `${index}pk = :pk`,
  ExpressionAttributeValues: { ':pk': partition },
  ...extra,
});

/** U1: the member's trips (every booking they made as a guest, any status). */
export const guestBookingItems = (userId: string) => queryAll(onIndex('gsi1', keys.guestBookingsPartition(userId)));
/** U2: confirmed stays on the member's listings. */
export const hostBookingItems = (userId: string) => queryAll(onIndex('gsi2', keys.hostBookingsPartition(userId)));
/** U3: every booking of a company in which the member is guest or host (pending ones included). */
export const companyBookingItemsOf = (domain: string, userId: string) =>
  queryAll(
    onIndex('gsi3', keys.companyBookingsPartition(domain), {
      FilterExpression: 'guestId = :user OR hostId = :user',
      ExpressionAttributeValues: { ':pk': keys.companyBookingsPartition(domain), ':user': userId },
    }),
  );
/** U4: the member's listings, active or hidden. */
export const hostListingItems = (userId: string) => queryAll(onIndex('gsi2', keys.hostListingsPartition(userId)));
/** U5: the member's conversation list entries (one member item per conversation). */
export const memberConversationItems = (userId: string) => queryAll(onIndex('gsi1', keys.userConversationsPartition(userId)));
/** A conversation's messages, oldest first. */
export const conversationMessageItems = (conversationId: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.conversationPartition(conversationId), ':prefix': keys.messagePrefix() },
    ConsistentRead: true,
  });
/** U6: the member's sessions (sign-ins). */
export const userSessionItems = (userId: string) => queryAll(onIndex('gsi1', keys.userSessionsPartition(userId)));
/** U7: the member's open sockets. */
/** U8: the sign-in links sent to an address. */
export const magicLinkItems = (email: string) => queryAll(onIndex('gsi1', keys.emailMagicLinksPartition(email)));
/** U9: rate-limit windows counted for a subject (an e-mail address). */
export const rateLimitItems = (scope: string, subject: string) =>
  queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.rateLimitPartition(scope, subject) } });
/** The review guards of a stay (at most one per direction). */
export const bookingReviewGuards = (bookingId: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.booking(bookingId).pk, ':prefix': 'REVIEW#' },
  });
/** A stay's night items (each carries its guest's id). */
export const stayNightItems = (listingId: string, checkIn: string, lastNight: string) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.listingNightsPartition(listingId), ':from': checkIn, ':to': lastNight },
  });

/** U10: the member's payout account (issue 21), if any. */
export const payoutAccountItem = (userId: string) => getItem(keys.payoutAccount(userId));
/** A listing's imported calendars and their sync state (issue 20; exported since issue 33). */
export const calendarImportsItem = (listingId: string) => getItem(keys.calendarImports(listingId));
/** U11: the member's notification choices, if they changed any. */
export const notificationPreferencesItem = (userId: string) => getItem(keys.notificationPreferences(userId));
/** U12: what an address sent to a public form (waitlist or demo request), newest first, TTL'd ones left out. */
export const marketingSubmissionItems = (form: 'waitlist' | 'demo', email: string, nowSeconds: number) =>
  queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'attribute_not_exists(#ttl) OR #ttl > :nowSeconds',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':pk': (form === 'waitlist' ? keys.waitlistEntry(email) : keys.demoRequest(email)).pk, ':prefix': keys.submissionPrefix, ':nowSeconds': nowSeconds },
    ScanIndexForward: false,
  });

async function getItem(key: Key): Promise<Item | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ?? null;
}

/** Deletes items by key, 25 at a time, retrying what DynamoDB leaves unprocessed. Missing keys are fine. */
export async function deleteItems(itemKeys: readonly Key[]): Promise<void> {
  for (let start = 0; start < itemKeys.length; start += 25) {
    let requests: unknown[] = itemKeys.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }));
      requests = result.UnprocessedItems?.[tableName()] ?? [];
      if (requests.length > 0) await sleep(Math.min(1000, 50 * 2 ** attempt));
    }
  }
}

export function keyOf(item: Item): Key {
  return { pk: item.pk as string, sk: item.sk as string };
}

/**
 * Marks the member as being erased and returns the pseudonym their bookings will keep. The first
 * call picks it; a repeated call (after a partial failure) gets the same one. The member is
 * inactive from here on, so the session loader refuses any session that is still around.
 * Null when there is no such member (already erased).
 */
export async function beginErasure(userId: string, pseudonym: string, at: string): Promise<{ pseudonym: string; item: Item } | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET erasureId = if_not_exists(erasureId, :pseudonym), erasureStartedAt = if_not_exists(erasureStartedAt, :at), isActive = :false, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND #type = :user',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':pseudonym': pseudonym, ':at': at, ':false': false, ':user': 'user' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? { pseudonym: Attributes.erasureId as string, item: Attributes } : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** A booking the member made: only what accounting needs stays, under the pseudonym. */
export const pseudonymizeGuestBooking = (bookingId: string, userId: string, pseudonym: string) =>
  updateIf({
    Key: keys.booking(bookingId),
    UpdateExpression: 'SET guestId = :pseudonym REMOVE gsi1pk, gsi1sk, specialRequests, lastPaymentError',
    ConditionExpression: 'guestId = :user',
    ExpressionAttributeValues: { ':pseudonym': pseudonym, ':user': userId },
  });

/**
 * A stay on the member's (deleted) listing: the guest keeps it; the host becomes the pseudonym.
 * A stay whose payout is not settled (scheduled, or waiting for the account) stays on the
 * pseudonym's hostings index, where the Connect webhook looks for payouts to queue once the
 * account is enabled; every other one leaves the index.
 */
export const pseudonymizeHostBooking = (bookingId: string, userId: string, pseudonym: string, payoutOwed: boolean) =>
  updateIf({
    Key: keys.booking(bookingId),
    UpdateExpression: payoutOwed ? 'SET hostId = :pseudonym, gsi2pk = :hostings REMOVE listingImage' : 'SET hostId = :pseudonym REMOVE gsi2pk, gsi2sk, listingImage',
    ConditionExpression: 'hostId = :user',
    ExpressionAttributeValues: { ':pseudonym': pseudonym, ':user': userId, ...(payoutOwed ? { ':hostings': keys.hostBookingsPartition(pseudonym) } : {}) },
  });

/** A night item of one of the member's stays (as a guest). */
export const pseudonymizeNight = (key: Key, userId: string, pseudonym: string) =>
  updateIf({
    Key: key,
    UpdateExpression: 'SET guestId = :pseudonym',
    ConditionExpression: 'guestId = :user',
    ExpressionAttributeValues: { ':pseudonym': pseudonym, ':user': userId },
  });

/** A message the member sent: it stays for the other side, from the pseudonym. */
export const pseudonymizeMessage = (key: Key, userId: string, pseudonym: string) =>
  updateIf({
    Key: key,
    UpdateExpression: 'SET senderId = :pseudonym',
    ConditionExpression: 'senderId = :user',
    ExpressionAttributeValues: { ':pseudonym': pseudonym, ':user': userId },
  });

/** A review written by or about the member: it stays, with the pseudonym and `formerName`. */
export async function pseudonymizeReview(reviewId: string, userId: string, pseudonym: string, formerName: string): Promise<void> {
  const key = keys.review(reviewId);
  const values = { ':pseudonym': pseudonym, ':user': userId, ':name': formerName };
  await updateIf({ Key: key, UpdateExpression: 'SET reviewerId = :pseudonym, reviewerName = :name', ConditionExpression: 'reviewerId = :user', ExpressionAttributeValues: values });
  await updateIf({ Key: key, UpdateExpression: 'SET revieweeId = :pseudonym, revieweeName = :name', ConditionExpression: 'revieweeId = :user', ExpressionAttributeValues: values });
  await updateIf({ Key: key, UpdateExpression: 'SET moderatedBy = :pseudonym', ConditionExpression: 'moderatedBy = :user', ExpressionAttributeValues: { ':pseudonym': pseudonym, ':user': userId } });
}

/**
 * Takes the member out of one conversation, atomically: the conversation and the other side's
 * list entry name the pseudonym ("Former member"); the member's own entry becomes the
 * pseudonym's (off every list); the pair guard goes.
 */
export async function leaveConversation(member: Item, userId: string, pseudonym: string, formerName: string): Promise<void> {
  const conversationId = member.conversationId as string;
  const otherUserId = member.otherUserId as string;
  const participantIds = member.participantIds as [string, string];
  const listingId = (member.listingId as string | undefined) ?? null;
  const participants = participantIds.map((id) => (id === userId ? pseudonym : id));
  const senderMoves = member.lastMessageSenderId === userId;
  // The member's side stays as the pseudonym (the thread needs both sides' read marks), listed nowhere.
  const formerSide = {
    ...keys.conversationMember(conversationId, pseudonym),
    type: 'conversationMember',
    conversationId,
    userId: pseudonym,
    otherUserId,
    otherName: member.otherName,
    participantIds: participants,
    createdAt: member.createdAt,
    unreadCount: 0,
    formerMember: true,
    ...(member.lastMessageAt ? { lastMessageAt: member.lastMessageAt } : {}),
    ...(member.lastReadAt ? { lastReadAt: member.lastReadAt } : {}),
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.conversation(conversationId),
              UpdateExpression: 'SET participantIds = :participants',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':participants': participants },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.conversationMember(conversationId, otherUserId),
              UpdateExpression: `SET participantIds = :participants, otherUserId = :pseudonym, otherName = :name${senderMoves ? ', lastMessageSenderId = :pseudonym' : ''}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':participants': participants, ':pseudonym': pseudonym, ':name': formerName },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.conversationMember(conversationId, userId) } },
          { Put: { TableName: tableName(), Item: formerSide } },
          ...(listingId ? [{ Delete: { TableName: tableName(), Key: keys.conversationPair(participantIds, listingId) } }] : []),
        ],
      }),
    );
  } catch (error) {
    // The conversation or the other side's entry is gone: only the member's own entry is left to remove.
    if (!isConditionFailure(error)) throw error;
    await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.conversationMember(conversationId, userId) }));
  }
}

/**
 * The last step: the user and e-mail items go, and what HR and admins still see takes their
 * place under the pseudonym (company, role, dates; no name, e-mail or phone). The address is free
 * again, so it can sign up as a new member.
 */
export async function finishErasure(user: { id: string; email: string; companyDomain: string; role: string; createdAt: string }, pseudonym: string, deletedAt: string): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.user(user.id), ConditionExpression: 'attribute_exists(pk)' } },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.userEmail(user.email),
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
              ExpressionAttributeValues: { ':id': user.id },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.formerMember(pseudonym),
                ...keys.formerMembersIndex(user.companyDomain, pseudonym),
                type: 'formerMember',
                id: pseudonym,
                companyDomain: user.companyDomain,
                role: user.role,
                isActive: false,
                createdAt: user.createdAt,
                deletedAt,
              },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.inbox(user.id) } },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The address's waitlist signup and demo request, if any, with every submission kept under them. */
export async function deleteMarketingEntries(email: string): Promise<void> {
  for (const { pk } of [keys.waitlistEntry(email), keys.demoRequest(email)]) {
    const itemKeys: Key[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      itemKeys.push(...(page.Items ?? []).map((item) => keyOf(item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    await deleteItems(itemKeys);
  }
}

// Issue 39: favourites, blocks, saved searches and reports (docs/data-model.md rows F1–F3, B1–B3, S1–S2, R1–R4).

/**
 * The member's favourites, blocks (theirs, BLOCK#, and the mirrors of others' blocks of them,
 * BLOCKED_BY#), saved searches and open-report guards: one prefix Query each of their partition.
 */
export async function* memberSafetyItems(userId: string): AsyncGenerator<Item> {
  for (const prefix of ['FAVOURITE#', 'BLOCK#', 'BLOCKED_BY#', keys.savedSearchPrefix(), 'OPEN_REPORT#']) {
    yield* queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': prefix } });
  }
}

/** The counters of the member's favourites and saved searches. */
export const memberSafetyCounterKeys = (userId: string): Key[] => [keys.favouriteCount(userId), keys.savedSearchCount(userId)];

/** The reports the member filed, oldest first (gsi3, written with each report). */
export const reporterReportItems = (userId: string) => queryAll(onIndex('gsi3', keys.reporterReportsPartition(userId)));

/**
 * Erasure of the member's side of blocks: each block's two items (theirs and the mirror under
 * the other member) go together, whoever blocked whom.
 */
export async function deleteBlockPair(blockerId: string, blockedId: string): Promise<void> {
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.block(blockerId, blockedId) } },
        { Delete: { TableName: tableName(), Key: keys.blockedBy(blockedId, blockerId) } },
      ],
    }),
  );
}

/** A report the member filed stays for moderation, under the pseudonym, without their name or address. */
export function pseudonymizeReporter(reportId: string, userId: string, pseudonym: string, formerName: string): Promise<boolean> {
  return updateIf({
    Key: keys.report(reportId),
    UpdateExpression: 'SET reporterId = :pseudonym, reporterName = :name REMOVE reporterEmail, gsi3pk, gsi3sk',
    ConditionExpression: 'reporterId = :user',
    ExpressionAttributeValues: { ':pseudonym': pseudonym, ':name': formerName, ':user': userId },
  });
}

// Issue 37 (ADR 0162): home exchange (docs/data-model.md rows X2–X4, X6, X10).

/** The member's credit balance item, if any. */
export const creditBalanceItem = (userId: string) => getItem(keys.creditBalance(userId));
/** The member's credit entries, newest first. */
export const creditEntryItems = (userId: string) =>
  queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.creditEntriesPartition(userId) }, ScanIndexForward: false });
/** The guards of the member's credit entries and the month totals of their rewards for hosting. */
export async function* creditGuardItems(userId: string): AsyncGenerator<Item> {
  for (const prefix of ['CREDIT_KEY#', 'HOST_REWARD#']) {
    yield* queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': prefix } });
  }
}
/** Every swap the member proposed (gsi1) or was asked for (gsi2). */
export async function* memberSwapItems(userId: string): AsyncGenerator<Item> {
  yield* queryAll(onIndex('gsi1', keys.memberSwapsPartition(userId)));
  yield* queryAll(onIndex('gsi2', keys.memberSwapsPartition(userId)));
}

/**
 * A swap of an erased member stays for the other one under the pseudonym, out of the erased
 * member's list; the proposer's message goes with them. One still open is closed (withdrawn by
 * its proposer, declined by the other member).
 */
export async function pseudonymizeSwap(swap: Item, userId: string, pseudonym: string, nowIso: string): Promise<void> {
  const proposer = swap.proposerId === userId;
  const open = swap.status === 'proposed' || swap.status === 'countered';
  const sets = [proposer ? 'proposerId = :pseudonym' : 'recipientId = :pseudonym', 'updatedAt = :now'];
  if (open) sets.push('#status = :closed');
  const removes = proposer ? ['gsi1pk', 'gsi1sk', 'message'] : ['gsi2pk', 'gsi2sk'];
  if (open) removes.push('awaitingId', 'expiresAtMs');
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.swap(String(swap.id)),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        ConditionExpression: proposer ? 'proposerId = :user' : 'recipientId = :user',
        ExpressionAttributeValues: { ':pseudonym': pseudonym, ':now': nowIso, ':user': userId, ...(open ? { ':closed': proposer ? 'withdrawn' : 'declined' } : {}) },
        ...(open ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      }),
    );
  } catch (error) {
    // Done by an earlier run of the erasure.
    if (!isConditionFailure(error)) throw error;
  }
}
