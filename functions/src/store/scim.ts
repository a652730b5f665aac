import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@worknest/shared/auth';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso, ttlFromMs } from '../clock';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { memberFromItem, type UserRecord } from './users';

/**
 * Directory sync (SCIM 2.0, issue 38): the company's bearer tokens (only their SHA-256 is kept),
 * its groups and which of them grant a role, and the identity provider's `externalId` of each
 * member. Items of the company partition (`COMPANY#<domain>`) except the token, which is found by
 * its hash (`SCIM_TOKEN#<hash>`). docs/data-model.md, "Directory sync".
 */

export interface ScimSettings {
  domain: string;
  /** Hash of the token in use; null before HR made one. */
  tokenHash: string | null;
  tokenCreatedAt: string | null;
  /** The token before the last rotation stays valid until then (24 hours). */
  previousValidUntil: string | null;
  /** A group's displayName → the role its members get (e.g. "Worknest HR" → hr). */
  groupRoles: Record<string, Role>;
}

export interface ScimTokenRecord {
  tokenHash: string;
  companyDomain: string;
  /** A rotated token's end; null while it is the company's current token. */
  expiresAtMs: number | null;
}

export interface ScimGroupRecord {
  id: string;
  companyDomain: string;
  displayName: string;
  externalId: string | null;
  memberIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** The default when a company has not mapped groups itself. */
export const DEFAULT_GROUP_ROLES: Readonly<Record<string, Role>> = { 'Worknest HR': 'hr' };

export async function getScimSettings(domain: string): Promise<ScimSettings> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.scimSettings(domain) }));
  return {
    domain,
    tokenHash: (Item?.tokenHash as string | undefined) ?? null,
    tokenCreatedAt: (Item?.tokenCreatedAt as string | undefined) ?? null,
    previousValidUntil: (Item?.previousValidUntil as string | undefined) ?? null,
    groupRoles: (Item?.groupRoles as Record<string, Role> | undefined) ?? { ...DEFAULT_GROUP_ROLES },
  };
}

export async function getScimToken(tokenHash: string): Promise<ScimTokenRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.scimToken(tokenHash), ConsistentRead: true }));
  if (!Item) return null;
  return { tokenHash, companyDomain: Item.companyDomain as string, expiresAtMs: (Item.expiresAtMs as number | undefined) ?? null };
}

/**
 * Makes `tokenHash` the company's token in one transaction: the settings name it (only if they
 * still name `expectedCurrent`, so two rotations cannot both win), its lookup item is written, and
 * the token it replaces gets an end `graceMs` from now (its item then expires by TTL).
 */
export async function putScimToken(domain: string, tokenHash: string, expectedCurrent: string | null, nowMs: number, graceMs: number): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const previousEnd = nowMs + graceMs;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.scimSettings(domain),
              UpdateExpression: `SET #type = :type, tokenHash = :hash, tokenCreatedAt = :now${expectedCurrent ? ', previousValidUntil = :previousUntil' : ''}`,
              ConditionExpression: expectedCurrent ? 'tokenHash = :expected' : 'attribute_not_exists(tokenHash)',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: {
                ':type': 'scimSettings',
                ':hash': tokenHash,
                ':now': now,
                ...(expectedCurrent ? { ':expected': expectedCurrent, ':previousUntil': new Date(previousEnd).toISOString() } : {}),
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.scimToken(tokenHash), type: 'scimToken', companyDomain: domain, createdAt: now },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(expectedCurrent
            ? [{
                Update: {
                  TableName: tableName(),
                  Key: keys.scimToken(expectedCurrent),
                  UpdateExpression: 'SET expiresAtMs = :end, #ttl = :ttl',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeNames: { '#ttl': 'ttl' },
                  ExpressionAttributeValues: { ':end': previousEnd, ':ttl': ttlFromMs(previousEnd) },
                },
              }]
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

export async function putScimGroupRoles(domain: string, groupRoles: Record<string, Role>): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.scimSettings(domain),
      UpdateExpression: 'SET #type = :type, groupRoles = :roles',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'scimSettings', ':roles': groupRoles },
    }),
  );
}

// ---- Members: externalId and manager on the user item ----

export interface ScimUserFields {
  /** The identity provider's id of the member (`externalId`); null when it never sent one. */
  externalId: string | null;
  /** The member's manager (the enterprise extension's `manager.value`); null for none. */
  managerId: string | null;
  /** Deleted through SCIM (DELETE): deactivated, and unknown to the directory from then on (RFC 7644 §3.6). */
  deleted: boolean;
}

export function scimFieldsOf(item: Record<string, unknown> | undefined): ScimUserFields {
  return {
    externalId: (item?.scimExternalId as string | undefined) ?? null,
    managerId: (item?.managerId as string | undefined) ?? null,
    deleted: typeof item?.scimDeletedAt === 'string',
  };
}

/** A member with their directory fields, or null (unknown or erased). */
export async function getScimUser(userId: string): Promise<{ user: UserRecord; fields: ScimUserFields } | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }));
  const user = memberFromItem(Item);
  return user ? { user, fields: scimFieldsOf(Item) } : null;
}

/** Which member of the company holds an externalId, or null. */
export async function findUserIdByExternalId(domain: string, externalId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.scimExternalId(domain, externalId), ConsistentRead: true }));
  return (Item?.userId as string | undefined) ?? null;
}

export type ScimFieldsWrite = 'written' | 'external-id-taken' | 'not-found';

/**
 * Writes a member's names, externalId and managerId (null removes) in one transaction with the
 * claim of a new externalId (and the release of the old one), so two members never share one.
 */
export async function writeScimUserFields(
  domain: string,
  userId: string,
  current: ScimUserFields,
  next: ScimUserFields & { firstName: string | null; lastName: string | null },
): Promise<ScimFieldsWrite> {
  const now = nowIso();
  const sets = ['updatedAt = :now'];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':now': now };
  const attributes = [
    ['firstName', next.firstName],
    ['lastName', next.lastName],
    ['scimExternalId', next.externalId],
    ['managerId', next.managerId],
    ['scimDeletedAt', next.deleted ? now : null],
  ] as const;
  for (const [attribute, value] of attributes) {
    if (value === null) removes.push(attribute);
    else {
      sets.push(`${attribute} = :${attribute}`);
      values[`:${attribute}`] = value;
    }
  }
  const externalChanged = current.externalId !== next.externalId;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(userId),
              UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
              ConditionExpression: 'attribute_exists(pk) AND #type = :user',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ...values, ':user': 'user' },
            },
          },
          ...(externalChanged && next.externalId !== null
            ? [{
                Put: {
                  TableName: tableName(),
                  Item: { ...keys.scimExternalId(domain, next.externalId), type: 'scimExternalId', userId },
                  ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
                  ExpressionAttributeValues: { ':userId': userId },
                },
              }]
            : []),
          ...(externalChanged && current.externalId !== null
            ? [{ Delete: { TableName: tableName(), Key: keys.scimExternalId(domain, current.externalId) } }]
            : []),
        ],
      }),
    );
    return 'written';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getScimUser(userId)) ? 'external-id-taken' : 'not-found';
  }
}

/**
 * Moves a member to another address of the same company: the canonical mailbox claim, the user
 * item and its place in the company's member index, in one transaction. False if the new address
 * is taken.
 */
export async function changeUserEmail(user: UserRecord, email: string): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.userEmail(email), type: 'userEmail', userId: user.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: keys.userEmail(user.email), ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': user.id } } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(user.id),
              UpdateExpression: 'SET email = :email, gsi1sk = :email, updatedAt = :now',
              ConditionExpression: 'email = :old',
              ExpressionAttributeValues: { ':email': email, ':old': user.email, ':now': nowIso() },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Every member of a company with their directory fields, in e-mail order (erased members left
 * out). Directory sync lists or filters beyond an index lookup read the whole company once.
 */
export async function listCompanyScimUsers(domain: string): Promise<{ user: UserRecord; fields: ScimUserFields }[]> {
  const result: { user: UserRecord; fields: ScimUserFields }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companyMembersPartition(domain) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const user = memberFromItem(item);
      if (user) result.push({ user, fields: scimFieldsOf(item) });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return result;
}

// ---- Groups ----

function toGroup(item: Record<string, unknown>): ScimGroupRecord {
  return {
    id: item.groupId as string,
    companyDomain: item.companyDomain as string,
    displayName: item.displayName as string,
    externalId: (item.externalId as string | undefined) ?? null,
    memberIds: [...((item.memberIds as Set<string> | string[] | undefined) ?? [])],
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function getScimGroup(domain: string, groupId: string): Promise<ScimGroupRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.scimGroup(domain, groupId), ConsistentRead: true }));
  return Item ? toGroup(Item) : null;
}

export async function listScimGroups(domain: string): Promise<ScimGroupRecord[]> {
  const result: ScimGroupRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.companyPartition(domain), ':prefix': keys.scimGroupPrefix() },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    result.push(...(page.Items ?? []).map(toGroup));
    start = page.LastEvaluatedKey;
  } while (start);
  return result;
}

/** Writes a whole group (create or replace). Members are stored as a list of user ids. */
export async function putScimGroup(group: ScimGroupRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.scimGroup(group.companyDomain, group.id),
        type: 'scimGroup',
        groupId: group.id,
        companyDomain: group.companyDomain,
        displayName: group.displayName,
        ...(group.externalId ? { externalId: group.externalId } : {}),
        memberIds: group.memberIds,
        createdAt: group.createdAt,
        updatedAt: group.updatedAt,
      },
    }),
  );
}

export async function deleteScimGroup(domain: string, groupId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.scimGroup(domain, groupId) }));
}
