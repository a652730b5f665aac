import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../adapters/dynamodb';
import { nowIso } from '../clock';
import { isConditionFailure } from './conditional';
import { countCompanyEnrolled } from './counters';
import { keys } from './keys';
import { updateIf } from './update-if';

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
  /**
   * Issue 38, self-serve sign-up: the founder (`hr`, the only member who may sign in while the
   * company is pending), when the domain's TXT record was found, the one-time setup fee (required
   * of self-serve companies only) and when an unfinished pending company is removed. Null for
   * companies enrolled by an admin.
   */
  selfServe: SelfServeSetup | null;
}

export interface SelfServeSetup {
  founderUserId: string | null;
  domainVerifiedAt: string | null;
  setupFeePaidAt: string | null;
  setupFeeAmountCents: number | null;
  setupFeeCheckoutSessionId: string | null;
  /** The Checkout Session the founder was last sent to (reused while open). */
  openCheckoutSessionId: string | null;
  /** Epoch ms; null once the fee is paid (a paying company is never removed by the job). */
  expiresAtMs: number | null;
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
    selfServe: item.selfServe === true
      ? {
          founderUserId: (item.founderUserId as string | undefined) ?? null,
          domainVerifiedAt: (item.domainVerifiedAt as string | undefined) ?? null,
          setupFeePaidAt: (item.setupFeePaidAt as string | undefined) ?? null,
          setupFeeAmountCents: (item.setupFeeAmountCents as number | undefined) ?? null,
          setupFeeCheckoutSessionId: (item.setupFeeCheckoutSessionId as string | undefined) ?? null,
          openCheckoutSessionId: (item.openCheckoutSessionId as string | undefined) ?? null,
          expiresAtMs: (item.pendingExpiresAtMs as number | undefined) ?? null,
        }
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
  /** Issue 38: signed up by itself (pending, setup fee due); removed at this epoch ms if unfinished. */
  selfServeExpiresAtMs?: number;
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
    ...(options.selfServeExpiresAtMs !== undefined ? { selfServe: true, pendingExpiresAtMs: options.selfServeExpiresAtMs } : {}),
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

/** What activating a pending company writes (with `:active` and `:now`), alone or with the step that completes it. */
const ACTIVATE_SET = '#status = :active, verifiedAt = :now';
const ACTIVATE_REMOVE = 'pendingExpiresAtMs, openCheckoutSessionId';
/** No setup fee is due: an admin-enrolled company, or a self-serve one that paid it. */
const FEE_SETTLED = '(attribute_not_exists(selfServe) OR attribute_exists(setupFeePaidAt))';

/**
 * The TXT record was found on a pending company's domain: recorded once, then the company becomes
 * active if nothing else is due (an admin-enrolled company at once; a self-serve one once its
 * setup fee is paid too, issue 38). Returns false if it was not pending or was verified already.
 */
export async function markCompanyVerified(domain: string): Promise<boolean> {
  // The last step due activates in the same write, so no reader sees it done but the company pending
  // (the setup page stops asking once both steps show done). If another step is still due, the
  // record alone; then activateIfReady, for a step that finished meanwhile.
  const activated = await conditionalUpdate(domain, {
    UpdateExpression: `SET domainVerifiedAt = :now, ${ACTIVATE_SET} REMOVE ${ACTIVATE_REMOVE}`,
    ConditionExpression: `attribute_exists(pk) AND #status = :pending AND attribute_not_exists(domainVerifiedAt) AND ${FEE_SETTLED}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending', ':active': 'active', ':now': nowIso() },
  });
  if (activated) return true;
  const recorded = await conditionalUpdate(domain, {
    UpdateExpression: 'SET domainVerifiedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND attribute_not_exists(domainVerifiedAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pending': 'pending', ':now': nowIso() },
  });
  await activateIfReady(domain);
  return recorded;
}

/**
 * Issue 38: a self-serve company's setup fee, recorded once (a second webhook or another paid
 * session changes nothing); then the company becomes active if its domain is verified too.
 */
export async function recordSetupFeePaid(domain: string, payment: { checkoutSessionId: string; amountCents: number }): Promise<boolean> {
  // As markCompanyVerified: paid and active in one write when the domain is verified already.
  const activated = await conditionalUpdate(domain, {
    UpdateExpression: `SET setupFeePaidAt = :now, setupFeeAmountCents = :amount, setupFeeCheckoutSessionId = :session, ${ACTIVATE_SET} REMOVE ${ACTIVATE_REMOVE}`,
    ConditionExpression: 'attribute_exists(pk) AND selfServe = :true AND attribute_not_exists(setupFeePaidAt) AND #status = :pending AND attribute_exists(domainVerifiedAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':true': true, ':now': nowIso(), ':amount': payment.amountCents, ':session': payment.checkoutSessionId, ':pending': 'pending', ':active': 'active' },
  });
  if (activated) return true;
  const recorded = await conditionalUpdate(domain, {
    UpdateExpression: 'SET setupFeePaidAt = :now, setupFeeAmountCents = :amount, setupFeeCheckoutSessionId = :session REMOVE pendingExpiresAtMs, openCheckoutSessionId',
    ConditionExpression: 'attribute_exists(pk) AND selfServe = :true AND attribute_not_exists(setupFeePaidAt)',
    ExpressionAttributeValues: { ':true': true, ':now': nowIso(), ':amount': payment.amountCents, ':session': payment.checkoutSessionId },
  });
  await activateIfReady(domain);
  return recorded;
}

/**
 * Pending → active, once, when everything due is done (either order: whichever step finishes
 * last activates). Returns true for the write that activated it.
 */
export async function activateIfReady(domain: string): Promise<boolean> {
  return conditionalUpdate(domain, {
    UpdateExpression: `SET ${ACTIVATE_SET} REMOVE ${ACTIVATE_REMOVE}`,
    ConditionExpression: `attribute_exists(pk) AND #status = :pending AND attribute_exists(domainVerifiedAt) AND ${FEE_SETTLED}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'active', ':pending': 'pending', ':now': nowIso() },
  });
}

/** Issue 38: the founder of a pending self-serve company (set once, right after it is created). */
export async function setCompanyFounder(domain: string, userId: string): Promise<boolean> {
  return conditionalUpdate(domain, {
    UpdateExpression: 'SET founderUserId = :user',
    ConditionExpression: 'attribute_exists(pk) AND selfServe = :true AND attribute_not_exists(founderUserId)',
    ExpressionAttributeValues: { ':true': true, ':user': userId },
  });
}

/** Issue 38: the Checkout Session the founder was sent to, reused while it is open. */
export async function setOpenCheckoutSession(domain: string, sessionId: string | null): Promise<void> {
  await conditionalUpdate(domain, {
    UpdateExpression: sessionId ? 'SET openCheckoutSessionId = :session' : 'REMOVE openCheckoutSessionId',
    ConditionExpression: 'attribute_exists(pk) AND selfServe = :true AND attribute_not_exists(setupFeePaidAt)',
    ExpressionAttributeValues: { ':true': true, ...(sessionId ? { ':session': sessionId } : {}) },
  });
}

/**
 * Issue 38: removes an unfinished self-serve company (still pending, fee unpaid, past its expiry)
 * with its founder's account and mailbox claim, in one transaction; false when it no longer
 * qualifies (paid, activated or removed meanwhile).
 */
export async function deleteExpiredCompany(company: Company, founder: { id: string; email: string } | null, nowMs: number): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.company(company.domain),
              ConditionExpression: '#status = :pending AND selfServe = :true AND attribute_not_exists(setupFeePaidAt) AND pendingExpiresAtMs <= :now',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':pending': 'pending', ':true': true, ':now': nowMs },
            },
          },
          ...(founder
            ? [
                { Delete: { TableName: tableName(), Key: keys.user(founder.id) } },
                { Delete: { TableName: tableName(), Key: keys.userEmail(founder.email), ConditionExpression: 'userId = :user', ExpressionAttributeValues: { ':user': founder.id } } },
              ]
            : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error) || (error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

async function conditionalUpdate(domain: string, update: Omit<UpdateCommandInput, 'TableName' | 'Key'>): Promise<boolean> {
  return updateIf({ Key: keys.company(domain), ...update });
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
  return updateIf({
    Key: keys.company(domain),
    UpdateExpression: sso ? 'SET sso = :sso' : 'REMOVE sso',
    ConditionExpression: 'attribute_exists(pk)',
    ...(sso ? { ExpressionAttributeValues: { ':sso': sso } } : {}),
  });
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
