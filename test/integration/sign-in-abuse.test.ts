import { randomInt, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { LOGIN_EMAIL_MESSAGE, MAGIC_LINK_SENT_MESSAGE, type User } from '@worknest/shared/auth';
import {
  MAGIC_LINK_LIMIT_GLOBAL,
  MAGIC_LINK_LIMIT_PER_DOMAIN,
  MAGIC_LINK_LIMIT_PER_EMAIL,
  MAGIC_LINK_LIMIT_PER_IP,
} from '@worknest/functions/domain/auth/request-magic-link';
import { keys } from '@worknest/functions/store/keys';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { pinClockToMiddleOfWindow, setClockOffset } from './support/clock';
import { mails } from './support/inbox';
import { localTable } from './support/local-table';
import { fromIp, newCompany, requestLinkToken, signedInMember, useLocalStore } from './support/members';
import { actAsFunctionOf } from '@worknest/functions/middleware/test-route-environment';

/*
 * Issue 14: the sign-in request is abuse-resistant. Findings 1 (slow pattern, body limits),
 * 2 (canonical mailbox), 3 (rate limits that answer neutrally), 5 (sending failures).
 */

const ask = (email: unknown, headers: Record<string, string> = fromIp()) =>
  new ApiClient().post<{ message: string }>('/api/auth/request-magic-link', { email }, { headers });

/**
 * Finding 3's offset of the functions' clock: the middle of the next rate-limit window
 * (pinClockToMiddleOfWindow), so that each burst is counted in one window. Pinned 2 s before a
 * window's end instead, the two burst tests fail. All four limits share one window length.
 */
let clockOffsetMs = 0;
const LIMIT_WINDOW_MS = MAGIC_LINK_LIMIT_PER_IP.windowMs;

/** Sets a rate-limit counter of the current window (on the functions' clock) to its limit, as if it had been used up. */
async function useUp(rule: { scope: string; limit: number; windowMs: number }, subject: string): Promise<() => Promise<void>> {
  const { db, tableName } = localTable();
  const key = keys.rateLimit(rule.scope, subject, Math.floor((Date.now() + clockOffsetMs) / rule.windowMs) * rule.windowMs);
  await db.send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: 'SET hits = :limit', ExpressionAttributeValues: { ':limit': rule.limit } }));
  return async () => {
    await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
  };
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('finding 1: the address pattern and the body size', () => {
  it('refuses 64 KiB of dots with 413, before any parsing (the body limit is 1 KiB)', async () => {
    expect((await ask(`a@${'.'.repeat(64 * 1024)}`)).status).toBe(413);
    expect((await ask(`a@${'.'.repeat(1100)}`)).status).toBe(413);
  });

  it.each(['a\u0000@b.c', 'a\u0007@acme.test', '"a b"@acme.test', 'a(x)@acme.test', 'a%evil.test@acme.test', '=?utf-8?q?a?=@acme.test', `a@${'.'.repeat(900)}x`])(
    'answers 400 with the form message for %j',
    async (email) => {
      const answer = await ask(email);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: LOGIN_EMAIL_MESSAGE });
    },
  );

  it('keeps the neutral answer for an unknown but valid address', async () => {
    const answer = await ask(`nobody-${randomUUID().slice(0, 6)}@not-enrolled.example`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
  });
});

describe('finding 2: identity is the canonical mailbox', () => {
  it('does not bring a deactivated member back through a sub-address', async () => {
    const domain = await newCompany();
    const hr = await signedInMember(domain, 'hr', 'Hana');
    const alice = await signedInMember(domain, 'employee', 'Alice');
    expect((await hr.client.post(`/api/hr/employees/${alice.id}/deactivate`)).status).toBe(200);
    const [local] = alice.email.split('@');
    const before = (await mails()).length;

    for (const variant of [`${local}+back@${domain}`, `${local!.toUpperCase()}+x@${domain.toUpperCase()}`]) {
      const answer = await ask(variant);
      expect(answer.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    }
    await settle();
    expect((await mails()).length).toBe(before);
    await useLocalStore();
    const { getUserByEmail } = await import('@worknest/functions/store/users');
    expect((await getUserByEmail(`${local}+back@${domain}`))?.id).toBe(alice.id);
  });

  it('signs a sub-address in as the mailbox owner, with the link sent to the mailbox', async () => {
    const domain = await newCompany();
    const alice = await signedInMember(domain, 'employee', 'Alice');
    const [local] = alice.email.split('@');
    const client = new ApiClient();
    // The link goes to the canonical mailbox, which requestLinkToken reads.
    const since = Math.floor(Date.now() / 1000);
    const answer = await client.post('/api/auth/request-magic-link', { email: `${local}+travel@${domain}` }, { headers: fromIp() });
    expect(answer.status).toBe(200);
    await expect.poll(async () => (await mails({ to: alice.email, sinceSeconds: since })).length).toBeGreaterThan(0);
    expect(await mails({ to: `${local}+travel@${domain}` })).toHaveLength(0);
  });

  it('creates one user for a new member whatever sub-address they type', async () => {
    const domain = await newCompany();
    const local = `new-${randomUUID().slice(0, 6)}`;
    const first = new ApiClient();
    await first.post('/api/auth/verify', { token: await requestLinkToken(first, `${local}@${domain}`) });
    const me = (await first.get<User>('/api/auth/user')).body;
    await useLocalStore();
    const { createUser } = await import('@worknest/functions/store/users');
    const again = await createUser({ email: `${local}+2@${domain}`, companyDomain: domain });
    expect(again.id).toBe(me.id);
    expect(me.email).toBe(`${local}@${domain}`);
  });

  it('moves an existing sub-addressed user to the canonical mailbox (migration), keeping them signed in', async () => {
    await useLocalStore();
    const domain = await newCompany();
    const local = `old-${randomUUID().slice(0, 6)}`;
    const oldAddress = `${local}+legacy@${domain}`;
    const { db, tableName } = localTable();
    const userId = randomUUID();
    const now = new Date().toISOString();
    // Written as the old code did: the exact address is the identity.
    await db.send(new UpdateCommand({ TableName: tableName, Key: keys.userEmail(oldAddress), UpdateExpression: 'SET #t = :t, userId = :u', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'userEmail', ':u': userId } }));
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET #t = :t, id = :id, email = :e, companyDomain = :d, isActive = :a, #r = :r, emailVerified = :a, createdAt = :n, updatedAt = :n, gsi1pk = :gp, gsi1sk = :gs',
        ExpressionAttributeNames: { '#t': 'type', '#r': 'role' },
        ExpressionAttributeValues: { ':t': 'user', ':id': userId, ':e': oldAddress, ':d': domain, ':a': true, ':r': 'employee', ':n': now, ':gp': keys.companyMembersPartition(domain), ':gs': oldAddress },
      }),
    );
    const { migrateToCanonicalMailboxes, getUser } = await import('@worknest/functions/store/users');

    const result = await migrateToCanonicalMailboxes();

    expect(result.moved).toContainEqual({ from: oldAddress, to: `${local}@${domain}`, userId });
    expect((await getUser(userId))?.email).toBe(`${local}@${domain}`);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: keys.userEmail(oldAddress) }))).Item).toBeUndefined();
    const client = new ApiClient();
    await client.post('/api/auth/verify', { token: await requestLinkToken(client, `${local}@${domain}`) });
    expect((await client.get<User>('/api/auth/user')).body.id).toBe(userId);
  });
});

describe('finding 3: limits that cannot be walked around and never answer 429', () => {
  beforeEach(async () => {
    clockOffsetMs = await pinClockToMiddleOfWindow(LIMIT_WINDOW_MS);
  });

  afterEach(async () => {
    clockOffsetMs = 0;
    await setClockOffset(0);
  });

  it('shares one window length across the four limits (the clock is pinned for all of them)', () => {
    for (const rule of [MAGIC_LINK_LIMIT_PER_EMAIL, MAGIC_LINK_LIMIT_PER_DOMAIN, MAGIC_LINK_LIMIT_GLOBAL]) expect(rule.windowMs).toBe(LIMIT_WINDOW_MS);
  });

  it(`past ${MAGIC_LINK_LIMIT_PER_EMAIL.limit} links per mailbox (sub-addresses included), answers the same and sends nothing`, async () => {
    const domain = await newCompany();
    const local = `eager-${randomUUID().slice(0, 6)}`;
    const answers = [];
    for (let i = 0; i < MAGIC_LINK_LIMIT_PER_EMAIL.limit + 2; i += 1) answers.push(await ask(`${local}+${i}@${domain}`));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(answers.length).fill([200, { message: MAGIC_LINK_SENT_MESSAGE }]));
    await settle();
    expect(await mails({ to: `${local}@${domain}` })).toHaveLength(MAGIC_LINK_LIMIT_PER_EMAIL.limit);
  });

  it(`keys IPv6 by /64: ${MAGIC_LINK_LIMIT_PER_IP.limit} requests from one /64, then nothing is sent`, async () => {
    const domain = await newCompany();
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    const from = (i: number) => ({ 'cloudfront-viewer-address': `[${prefix}:${(i + 1).toString(16)}::1]:443` });
    for (let batch = 0; batch < MAGIC_LINK_LIMIT_PER_IP.limit / 10; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => ask(`x-${batch}-${i}@not-enrolled.example`, from(batch * 10 + i))));
    }
    const victim = `victim-${randomUUID().slice(0, 6)}@${domain}`;
    const over = await ask(victim, from(999));
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    await settle();
    expect(await mails({ to: victim })).toHaveLength(0);
  });

  it('stops sending to a company whose budget is used up, and answers the same', async () => {
    const domain = await newCompany();
    const release = await useUp(MAGIC_LINK_LIMIT_PER_DOMAIN, domain);
    try {
      const email = `flooded-${randomUUID().slice(0, 6)}@${domain}`;
      expect((await ask(email)).body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
      await settle();
      expect(await mails({ to: email })).toHaveLength(0);
    } finally {
      await release();
    }
  });

  it('stops sending when the global budget is used up, and answers the same', async () => {
    const domain = await newCompany();
    const release = await useUp(MAGIC_LINK_LIMIT_GLOBAL, 'all');
    const email = `global-${randomUUID().slice(0, 6)}@${domain}`;
    try {
      expect((await ask(email)).body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
      await settle();
      expect(await mails({ to: email })).toHaveLength(0);
    } finally {
      await release();
    }
  });
});

describe('finding 5: a sending failure answers like any other request', () => {
  it('logs the failure, answers 200 with the message, and still takes at least 400 ms', async () => {
    await useLocalStore();
    const domain = await newCompany();
    // The function as deployed, with a mail service that refuses every message.
    process.env.AWS_ENDPOINT_URL_SESV2 = 'http://127.0.0.1:9';
    process.env.MAIL_FROM = 'Worknest <no-reply@worknest.test>';
    process.env.APP_ORIGIN = inject('appUrl');
    process.env.AWS_MAX_ATTEMPTS = '1';
    // Its own route table entry, as routeEnvironment() gives every deployed route function (ADR 0152).
    actAsFunctionOf('POST /api/auth/request-magic-link');
    const { handler } = await import('@worknest/functions/http/auth/request-magic-link');
    const event = {
      version: '2.0',
      routeKey: 'POST /api/auth/request-magic-link',
      rawPath: '/api/auth/request-magic-link',
      rawQueryString: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `refused-${randomUUID().slice(0, 6)}@${domain}` }),
      isBase64Encoded: false,
      requestContext: { requestId: 'r-1', http: { method: 'POST', path: '/api/auth/request-magic-link', protocol: 'HTTP/1.1', sourceIp: '192.0.2.77', userAgent: 't' } },
    } as unknown as APIGatewayProxyEventV2;
    const started = Date.now();
    const result = await handler(event, { awsRequestId: 'c-1', functionName: 'request-magic-link' } as Context);
    expect(Date.now() - started).toBeGreaterThanOrEqual(395);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
  });
});
