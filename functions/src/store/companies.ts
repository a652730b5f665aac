import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from './clock';
import { isConditionFailure } from './conditional';
import { countCompanyEnrolled } from './counters';
import { keys } from './keys';

/** `pending`: enrolled, domain not verified yet (issue 19); nobody of it can sign in. */
export type CompanyStatus = 'pending' | 'active' | 'suspended';

/** A company's OpenID Connect settings. The client secret is in Secrets Manager, never here. */
export interface CompanySso {
  issuer: string;
  clientId: string;
  required: boolean;
  /** When the client secret was last written to Secrets Manager; null if never. */
  secretSetAt: string | null;
  updatedAt: string;
}

export interface Company {
  domain: string;
  name: string;
  status: CompanyStatus;
  enrolledAt: string;
  /** The random value of the `worknest-verification=` TXT record; null for companies enrolled before issue 19. */
  verificationToken: string | null;
  verifiedAt: string | null;
  sso: CompanySso | null;
}

export function toCompany(item: Record<string, unknown>): Company {
  const sso = item.sso as Partial<CompanySso> | undefined;
  return {
    domain: item.domain as string,
    name: item.name as string,
    status: item.status as CompanyStatus,
    enrolledAt: item.enrolledAt as string,
    verificationToken: (item.verificationToken as string | undefined) ?? null,
    verifiedAt: (item.verifiedAt as string | undefined) ?? null,
    sso: sso?.issuer && sso.clientId
      ? { issuer: sso.issuer, clientId: sso.clientId, required: sso.required === true, secretSetAt: sso.secretSetAt ?? null, updatedAt: sso.updatedAt ?? '' }
      : null,
  };
}

export async function getCompany(domain: string): Promise<Company | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.company(domain) }));
  return Item ? toCompany(Item) : null;
}

export interface NewCompanyOptions {
  /** Default `active` (seed, tests, companies the platform vouches for); enrolment through the admin is `pending`. */
  status?: 'active' | 'pending';
  /** Required with `pending`: the value of the TXT record to publish. */
  verificationToken?: string;
}

/** Enrolls a domain; returns false when it is enrolled already. */
export async function addCompany(domain: string, name: string, options: NewCompanyOptions = {}): Promise<boolean> {
  const now = nowIso();
  const status = options.status ?? 'active';
  const item = {
    domain,
    name,
    status,
    enrolledAt: now,
    ...(options.verificationToken ? { verificationToken: options.verificationToken } : {}),
    ...(status === 'active' ? { verifiedAt: now } : {}),
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.company(domain), ...keys.companiesIndex(domain), type: 'company', ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    await countCompanyEnrolled();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export type StatusChange = 'changed' | 'not-found' | 'pending';

/**
 * Suspends or resumes a company. A pending company is neither: only verifying its domain
 * activates it (markCompanyVerified), so an admin cannot skip the check by "resuming" it.
 */
export async function setCompanyStatus(domain: string, status: 'active' | 'suspended'): Promise<StatusChange> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(domain),
        UpdateExpression: 'SET #status = :status',
        ConditionExpression: 'attribute_exists(pk) AND #status <> :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':pending': 'pending' },
      }),
    );
    return 'changed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getCompany(domain)) ? 'pending' : 'not-found';
  }
}

/** Pending → active, once, when the TXT record was found. Returns false if it was not pending. */
export async function markCompanyVerified(domain: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(domain),
        UpdateExpression: 'SET #status = :active, verifiedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ':pending': 'pending', ':now': nowIso() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records when a company's domain was last checked (the scheduled re-check spreads its work by it). */
export async function recordVerificationCheck(domain: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(domain),
        UpdateExpression: 'SET verificationCheckedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': nowIso() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Writes (or with null removes) a company's SSO settings; false when the company does not exist. */
export async function setCompanySso(domain: string, sso: CompanySso | null): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(domain),
        UpdateExpression: sso ? 'SET sso = :sso' : 'REMOVE sso',
        ConditionExpression: 'attribute_exists(pk)',
        ...(sso ? { ExpressionAttributeValues: { ':sso': sso } } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** All enrolled companies, by domain (a handful per platform; paginated all the same). */
export async function listCompanies(limit = 100, startKey?: Record<string, unknown>) {
  const result = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'COMPANIES' },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { companies: (result.Items ?? []).map(toCompany), lastKey: result.LastEvaluatedKey };
}
