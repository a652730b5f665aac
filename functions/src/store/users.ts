import type { Locale } from '@worknest/shared/locale-rules';
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@worknest/shared/auth';
import { canonicalMailbox } from '@worknest/shared/email';
import { db, tableName } from '../adapters/dynamodb';
import { batchGetItems } from './batch-get';
import { nowIso } from '../clock';
import { isConditionFailure } from './conditional';
import { countMemberJoined } from './counters';
import { keys } from './keys';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  phoneNumber: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  role: Role;
  companyDomain: string;
  isActive: boolean;
  emailVerified: boolean;
  stripeCustomerId: string | null;
  eligibilityConfirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set only on what is left of an erased member (issue 13): no name, e-mail or phone. */
  deletedAt: string | null;
  /** Issue 35: the member's manager (a member of the same company), who may approve their business stays; set by HR. */
  managerId: string | null;
  /** Issue 40: the member's chosen language (profile setting); null until chosen. */
  locale?: Locale | null;
}

const userFields = [
  'id', 'email', 'firstName', 'lastName', 'username', 'phoneNumber', 'profileImageUrl', 'bio', 'role',
  'companyDomain', 'isActive', 'emailVerified', 'stripeCustomerId', 'eligibilityConfirmedAt', 'createdAt', 'updatedAt', 'deletedAt',
  'managerId', 'locale',
] as const;

function toUser(item: Record<string, unknown>): UserRecord {
  const user = {} as Record<string, unknown>;
  for (const field of userFields) user[field] = item[field] ?? null;
  if (item.type === 'formerMember') {
    user.email = '';
    user.updatedAt = item.deletedAt;
  }
  return user as unknown as UserRecord;
}

/** The member an item read by key holds; an erased member is nobody (null), whatever remains of them for HR. */
export function memberFromItem(item: Record<string, unknown> | undefined): UserRecord | null {
  return item && item.type !== 'formerMember' ? toUser(item) : null;
}

/** A member by id; an erased member is nobody (null), whatever remains of them for HR. */
export async function getUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  return memberFromItem(Item);
}

/**
 * The members of a page (hosts, guests) by id, in one BatchGetItem per 100 distinct ids instead of
 * a GetItem each (issue 15). Unknown and erased members have no entry.
 */
export async function getUsers(userIds: readonly string[]): Promise<Map<string, UserRecord>> {
  const items = await batchGetItems(userIds.map((id) => keys.user(id)));
  const users = new Map<string, UserRecord>();
  for (const item of items.values()) {
    const user = memberFromItem(item);
    if (user) users.set(user.id, user);
  }
  return users;
}

/** The user whose canonical mailbox `email` is (`Alice+x@Acme.test` finds `alice@acme.test`). */
export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userEmail(canonicalMailbox(email)) }));
  return Item ? getUser(Item.userId as string) : null;
}

export interface NewUser {
  email: string;
  companyDomain: string;
  role?: Role;
  firstName?: string | null;
  lastName?: string | null;
  eligibilityConfirmedAt?: string | null;
}

/**
 * Creates a user and claims the canonical mailbox in one transaction, so a mailbox belongs to one
 * user even when two first sign-ins race, and `alice+x@` can never be a second Alice (issue 14).
 * Returns the existing user when the mailbox is taken.
 */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const now = nowIso();
  const user: UserRecord = {
    id: randomUUID(),
    email: canonicalMailbox(input.email),
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    username: null,
    phoneNumber: null,
    profileImageUrl: null,
    bio: null,
    role: input.role ?? 'employee',
    companyDomain: input.companyDomain,
    isActive: true,
    emailVerified: true,
    stripeCustomerId: null,
    eligibilityConfirmedAt: input.eligibilityConfirmedAt ?? null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    managerId: null,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.userEmail(user.email), type: 'userEmail', userId: user.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.user(user.id), ...keys.companyMembersIndex(user.companyDomain, user.email), type: 'user', ...user },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    await countMemberJoined(user.companyDomain);
    return user;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getUserByEmail(user.email);
    if (!existing) throw error;
    return existing;
  }
}

type Patch = Partial<Pick<UserRecord, 'username' | 'phoneNumber' | 'role' | 'isActive' | 'eligibilityConfirmedAt' | 'firstName' | 'lastName' | 'locale'>>;

/** Sets the given fields (null removes the attribute); returns the updated user or null if unknown. */
export async function updateUser(userId: string, patch: Patch): Promise<UserRecord | null> {
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':updatedAt': nowIso() };
  const sets = ['#updatedAt = :updatedAt'];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) removes.push(`#${field}`);
    else {
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toUser(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Binds a member to the identity provider's account that signs them in (issue 33): the ID token's
 * `iss` and `sub`, stored on the user item (`ssoIssuer`, `ssoSubject`, `ssoBoundAt`). The first
 * sign-in sets them; a later one must bring the same `sub` from that issuer. A sign-in from another
 * issuer (the company moved to another provider in Admin → Settings) binds anew. Conditional, so
 * two first sign-ins with different subjects cannot both win. Answers `bound` (first or another
 * issuer), `same`, or `mismatch` (another subject of the same issuer: refuse).
 */
export async function bindSsoSubject(userId: string, issuer: string, subject: string): Promise<'bound' | 'same' | 'mismatch'> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true, ProjectionExpression: 'ssoIssuer, ssoSubject' }));
  if (Item?.ssoIssuer === issuer && Item.ssoSubject === subject) return 'same';
  if (Item?.ssoIssuer === issuer && typeof Item.ssoSubject === 'string') return 'mismatch';
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET ssoIssuer = :issuer, ssoSubject = :subject, ssoBoundAt = :now',
        // Unbound, or bound to another issuer; never over another subject of this issuer.
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(ssoSubject) OR ssoIssuer <> :issuer OR ssoSubject = :subject)',
        ExpressionAttributeValues: { ':issuer': issuer, ':subject': subject, ':now': nowIso() },
      }),
    );
    return 'bound';
  } catch (error) {
    if (isConditionFailure(error)) return 'mismatch';
    throw error;
  }
}

/** The members of one company (erased ones last, as Deleted), by e-mail, one page at a time. */
export async function listCompanyUsers(domain: string, limit: number, startKey?: Record<string, unknown>) {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.companyMembersPartition(domain) },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { users: (result.Items ?? []).map(toUser), lastKey: result.LastEvaluatedKey };
}

export interface MailboxMigration {
  /** Addresses moved to their canonical mailbox. */
  moved: { from: string; to: string; userId: string }[];
  /** Addresses whose canonical mailbox already belongs to another user: left for an admin to decide. */
  conflicts: { address: string; canonical: string; userId: string; canonicalUserId: string }[];
}

/**
 * One-off migration (issue 14): users created before identity was keyed by canonical mailbox may
 * hold an address with a `+tag` or upper case. Each moves to its canonical mailbox (the guard
 * item, the user's e-mail and its place in the company's member list, in one transaction), unless
 * that mailbox already belongs to someone else. Scans the table: an admin task, never a request.
 */
export async function migrateToCanonicalMailboxes(): Promise<MailboxMigration> {
  const result: MailboxMigration = { moved: [], conflicts: [] };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'userEmail' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const address = String(item.pk).slice('EMAIL#'.length);
      const canonical = canonicalMailbox(address);
      if (canonical === address) continue;
      const userId = item.userId as string;
      const user = await getUser(userId);
      if (!user) continue;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName(), Item: { ...keys.userEmail(canonical), type: 'userEmail', userId }, ConditionExpression: 'attribute_not_exists(pk)' } },
              { Delete: { TableName: tableName(), Key: keys.userEmail(address), ConditionExpression: 'userId = :userId', ExpressionAttributeValues: { ':userId': userId } } },
              {
                Update: {
                  TableName: tableName(),
                  Key: keys.user(userId),
                  UpdateExpression: 'SET email = :email, gsi1sk = :sk, updatedAt = :now',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':email': canonical, ':sk': keys.companyMembersIndex(user.companyDomain, canonical).gsi1sk, ':now': nowIso() },
                },
              },
            ],
          }),
        );
        result.moved.push({ from: address, to: canonical, userId });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const owner = await getUserByEmail(canonical);
        result.conflicts.push({ address, canonical, userId, canonicalUserId: owner?.id ?? 'unknown' });
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return result;
}
