import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LINK_INVALID_MESSAGE, LOGIN_EMAIL_MESSAGE, MAGIC_LINK_SENT_MESSAGE, type User } from '@worknest/shared/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { setClockOffset } from './support/clock';
import { mails } from './support/inbox';
import { localTable } from './support/local-table';
import { floodIp, fromIp, newCompany, requestLinkToken, signedInMember, useLocalStore } from './support/members';

afterEach(async () => {
  await setClockOffset(0);
});

describe('magic-link sign-in', () => {
  it('signs a new member of an enrolled company in through the mailed link and creates the user', async () => {
    const domain = await newCompany('Initech');
    const email = `newbie-${randomUUID().slice(0, 6)}@${domain}`;
    const client = new ApiClient();
    const token = await requestLinkToken(client, email);

    const verified = await client.post<{ user: User }>('/api/auth/verify', { token });
    expect(verified.status).toBe(200);
    const setCookie = verified.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^worknest_session=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; HttpOnly; SameSite=Lax; Path=\/; Max-Age=86(4000|399\d)$/);
    // Beside it, the readable hint the SPA checks before asking who is signed in (issue 29).
    expect(verified.headers.getSetCookie()[1]).toMatch(/^worknest_signed_in=1; SameSite=Lax; Path=\/; Max-Age=86(4000|399\d)$/);

    const me = await client.get<User>('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'employee', companyDomain: domain, companyName: 'Initech', isActive: true, emailVerified: true, eligibilityConfirmedAt: null });
    expect(me.text).not.toMatch(/token|stripeCustomerId|pk|sk/);
  });

  it('holds other routes until the member confirms age and Terms once, and stores the time', async () => {
    const domain = await newCompany();
    const client = new ApiClient();
    const email = `first-${randomUUID().slice(0, 6)}@${domain}`;
    await client.post('/api/auth/verify', { token: await requestLinkToken(client, email) });
    const me = (await client.get<User>('/api/auth/user')).body;

    const held = await client.get(`/api/users/${me.id}`);
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ code: 'eligibility_required' });

    const refused = await client.post('/api/auth/confirm-eligibility', { firstName: 'Ana', lastName: 'Lima', isAdult: false, acceptsTerms: true });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Please confirm that you are 18 or older.' });

    // The first-visit step asks for the names too (issue 13); control characters alone are no name.
    const nameless = await client.post('/api/auth/confirm-eligibility', { firstName: '\u0000\u202e', lastName: 'Lima', isAdult: true, acceptsTerms: true });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ message: 'Please enter your first name.' });

    const confirmed = await client.post<User>('/api/auth/confirm-eligibility', { firstName: ' Ana ', lastName: 'Lima', isAdult: true, acceptsTerms: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ firstName: 'Ana', lastName: 'Lima' });
    expect(Date.parse(confirmed.body.eligibilityConfirmedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const renamed = await client.patch<User>(`/api/users/${me.id}`, { firstName: 'Ana Maria' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Ana Maria', lastName: 'Lima' });
    expect((await client.patch(`/api/users/${me.id}`, { firstName: '' })).status).toBe(400);
    expect((await client.get(`/api/users/${me.id}`)).status).toBe(200);
  });

  it('answers identically for a known, a new and a not-enrolled address, and mails only enrolled ones', async () => {
    const domain = await newCompany();
    const known = await signedInMember(domain);
    const fresh = `fresh-${randomUUID().slice(0, 6)}@${domain}`;
    const stranger = `someone-${randomUUID().slice(0, 6)}@not-enrolled.example`;
    const knownBefore = (await mails({ to: known.email })).length;

    const answers = [];
    for (const email of [known.email, fresh, stranger]) {
      const answer = await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() });
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: MAGIC_LINK_SENT_MESSAGE } }));
    await expect.poll(async () => (await mails({ to: fresh })).length).toBe(1);
    expect((await mails({ to: known.email })).length).toBe(knownBefore + 1);
    expect((await mails({ to: stranger })).length).toBe(0);
  });

  it.each([[''], ['not-an-email'], ['ada@acme'], ['a b@acme.test']])('refuses %j with the login message', async (email) => {
    const answer = await new ApiClient().post('/api/auth/request-magic-link', { email });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: LOGIN_EMAIL_MESSAGE, issues: [{ path: 'email', message: LOGIN_EMAIL_MESSAGE }] });
  });

  it('refuses a link after 15 minutes', async () => {
    const domain = await newCompany();
    const client = new ApiClient();
    const token = await requestLinkToken(client, `late-${randomUUID().slice(0, 6)}@${domain}`);
    await setClockOffset(15 * 60_000 + 1000);
    const answer = await client.post('/api/auth/verify', { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: LINK_INVALID_MESSAGE, code: 'link_invalid' });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('accepts a link just before it expires', async () => {
    const domain = await newCompany();
    const client = new ApiClient();
    const token = await requestLinkToken(client, `ontime-${randomUUID().slice(0, 6)}@${domain}`);
    await setClockOffset(14 * 60_000);
    expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
  });

  it('uses a link once', async () => {
    const domain = await newCompany();
    const client = new ApiClient();
    const token = await requestLinkToken(client, `once-${randomUUID().slice(0, 6)}@${domain}`);
    expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
    const again = await new ApiClient().post('/api/auth/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'link_invalid' });
  });

  it('gives exactly one session for ten parallel redemptions of one link', async () => {
    const domain = await newCompany();
    const token = await requestLinkToken(new ApiClient(), `race-${randomUUID().slice(0, 6)}@${domain}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => new ApiClient().post('/api/auth/verify', { token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
    // One session: its cookie and its hint.
    expect(results.flatMap((r) => r.headers.getSetCookie()).map((cookie) => cookie.split('=')[0])).toEqual(['worknest_session', 'worknest_signed_in']);
  });

  it('refuses unknown and malformed tokens', async () => {
    for (const token of ['A'.repeat(43), 'short', 42]) {
      const answer = await new ApiClient().post('/api/auth/verify', { token });
      expect(answer.status).toBe(400);
    }
  });

  it('limits links per address (5 per 15 minutes) without telling: the same 200, no sixth mail (issue 14)', async () => {
    const domain = await newCompany();
    const email = `eager-${randomUUID().slice(0, 6)}@${domain}`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const limited = await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() });
    expect(limited.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mails({ to: email })).toHaveLength(5);
  });

  it('limits links per client address more loosely (50 per 15 minutes)', async () => {
    const ip = floodIp();
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          new ApiClient().post('/api/auth/request-magic-link', { email: `office-${batch}-${i}@not-enrolled.example` }, { headers: ip }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(50).fill(200));
    const domain = await newCompany();
    const victim = `one-more-${randomUUID().slice(0, 6)}@${domain}`;
    const over = await new ApiClient().post('/api/auth/request-magic-link', { email: victim }, { headers: ip });
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mails({ to: victim })).toHaveLength(0);
    // Another viewer has a count of its own: the functions key the limit on the viewer address
    // that the gateway, like CloudFront, vouches for with the origin secret.
    const other = await new ApiClient().post('/api/auth/request-magic-link', { email: 'another-office@not-enrolled.example' }, { headers: fromIp('203.0.113.77') });
    expect(other.status).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a session, and after logout for the old cookie', async () => {
    expect((await new ApiClient().get('/api/auth/user')).status).toBe(401);
    const member = await signedInMember(await newCompany());
    const oldCookie = member.client.cookie('worknest_session')!;
    const out = await member.client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^worknest_session=; .*Max-Age=0/);
    expect(out.headers.getSetCookie()[1]).toMatch(/^worknest_signed_in=; .*Max-Age=0/);
    const replay = await new ApiClient().get('/api/auth/user', { headers: { cookie: `worknest_session=${oldCookie}` } });
    expect(replay.status).toBe(401);
  });

  it('ends a session after 10 days', async () => {
    const member = await signedInMember(await newCompany());
    await setClockOffset(10 * 24 * 3600_000 + 1000);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
  });

  it('ends every session of a deactivated member at once and sends them no new link', async () => {
    const domain = await newCompany();
    const hr = await signedInMember(domain, 'hr', 'Hana');
    const member = await signedInMember(domain);
    const secondDevice = new ApiClient();
    await secondDevice.post('/api/auth/verify', { token: await requestLinkToken(secondDevice, member.email) });
    expect((await secondDevice.get('/api/auth/user')).status).toBe(200);

    expect((await hr.client.post(`/api/hr/employees/${member.id}/deactivate`)).status).toBe(200);
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    expect((await secondDevice.get('/api/auth/user')).status).toBe(401);

    // Counted, not filtered by time: the second device's link may have left in this same second.
    const mailsBefore = (await mails({ to: member.email })).length;
    const answer = await new ApiClient().post('/api/auth/request-magic-link', { email: member.email }, { headers: fromIp() });
    expect(answer.body).toEqual({ message: MAGIC_LINK_SENT_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mails({ to: member.email })).toHaveLength(mailsBefore);
  });

  it('refuses a session of a suspended company on the next request, even while its session item lives (issue 15: one read)', async () => {
    const domain = await newCompany();
    const member = await signedInMember(domain);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
    // The company item alone, as if the sessions had not been deleted yet: the one read sees it.
    const { db, tableName } = localTable();
    await db.send(new UpdateCommand({ TableName: tableName, Key: { pk: `COMPANY#${domain}`, sk: 'COMPANY' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'suspended' } }));
    expect((await member.client.get('/api/auth/user')).status).toBe(401);
    await db.send(new UpdateCommand({ TableName: tableName, Key: { pk: `COMPANY#${domain}`, sk: 'COMPANY' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'active' } }));
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
  });

  it('trusts the user and company a session cookie names only with the session they belong to (issue 15)', async () => {
    const domain = await newCompany();
    const member = await signedInMember(domain);
    const other = await signedInMember(domain, 'hr', 'Hugo');
    const cookie = member.client.cookie('worknest_session')!;
    const [secret, , company] = cookie.split('.');
    const naming = (userId: string, part = company) => `worknest_session=${secret}.${Buffer.from(userId).toString('base64url')}.${part}`;
    // Same secret, another member's id (or another company): the hash names no session.
    expect((await new ApiClient().get('/api/auth/user', { headers: { cookie: naming(other.id) } })).status).toBe(401);
    expect((await new ApiClient().get('/api/auth/user', { headers: { cookie: naming(member.id, Buffer.from('other.test').toString('base64url')) } })).status).toBe(401);
    expect((await new ApiClient().get('/api/auth/user', { headers: { cookie: naming(member.id) } })).status).toBe(200);
  });

  it('still accepts a session token of the older form, which names no owner', async () => {
    const domain = await newCompany();
    const member = await signedInMember(domain);
    const { db, tableName } = localTable();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    await db.send(new PutCommand({
      TableName: tableName,
      Item: { pk: `SESSION#${tokenHash}`, sk: 'SESSION', type: 'session', userId: member.id, createdAt: new Date(now).toISOString(), lastUsedAt: new Date(now).toISOString(), expiresAtMs: now + 3600_000, expiresAt: new Date(now + 3600_000).toISOString() },
    }));
    const me = await new ApiClient().get<User>('/api/auth/user', { headers: { cookie: `worknest_session=${token}` } });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(member.id);
  });

  it('refuses state-changing requests from another origin', async () => {
    const member = await signedInMember(await newCompany());
    const forged = await member.client.patch(`/api/users/${member.id}`, { username: 'pwned' }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ message: 'Cross-origin requests are not allowed.' });
    const crossSite = await member.client.post('/api/auth/logout', undefined, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await member.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('profiles', () => {
  it('shows a colleague public fields only, and another company nothing', async () => {
    const acme = await newCompany();
    const globex = await newCompany();
    const sam = await signedInMember(acme, 'employee', 'Sam');
    const alex = await signedInMember(acme, 'employee', 'Alex');
    const gus = await signedInMember(globex, 'employee', 'Gus');

    const colleague = await alex.client.get<Record<string, unknown>>(`/api/users/${sam.id}`);
    expect(colleague.status).toBe(200);
    expect(Object.keys(colleague.body).sort()).toEqual(['companyDomain', 'firstName', 'id', 'lastName', 'profileImageUrl', 'username']);

    const foreign = await gus.client.get(`/api/users/${sam.id}`);
    const unknown = await gus.client.get(`/api/users/${randomUUID()}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('lets members edit only themselves; values are trimmed and empty ones cleared', async () => {
    const domain = await newCompany();
    const sam = await signedInMember(domain, 'employee', 'Sam');
    const alex = await signedInMember(domain, 'employee', 'Alex');

    const saved = await sam.client.patch<User>(`/api/users/${sam.id}`, { username: '  sammy ', phoneNumber: ' +49 30 123456 ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ username: 'sammy', phoneNumber: '+49 30 123456' });

    const cleared = await sam.client.patch<User>(`/api/users/${sam.id}`, { username: 'sammy' });
    expect(cleared.body).toMatchObject({ username: 'sammy', phoneNumber: null });

    expect((await alex.client.patch(`/api/users/${sam.id}`, { username: 'x' })).status).toBe(403);
    expect((await sam.client.patch(`/api/users/${sam.id}`, { phoneNumber: 'call me' })).status).toBe(400);
  });
});

describe('HR and admin access', () => {
  it('keeps HR inside its own company', async () => {
    const acme = await newCompany();
    const globex = await newCompany();
    const hana = await signedInMember(acme, 'hr', 'Hana');
    const gus = await signedInMember(globex, 'employee', 'Gus');

    const list = await hana.client.get<{ domain: string; items: { id: string }[] }>(`/api/hr/employees?domain=${globex}`);
    expect(list.status).toBe(200);
    expect(list.body.domain).toBe(acme);
    expect(list.body.items.map((e) => e.id)).not.toContain(gus.id);
    expect((await hana.client.post(`/api/hr/employees/${gus.id}/deactivate`)).status).toBe(404);
    expect((await gus.client.get('/api/auth/user')).status).toBe(200);
  });

  it('lets HR deactivate and reactivate a colleague, never themselves or an admin', async () => {
    const domain = await newCompany();
    const hana = await signedInMember(domain, 'hr', 'Hana');
    const ada = await signedInMember(domain, 'admin', 'Ada');
    const alex = await signedInMember(domain, 'employee', 'Alex');

    expect((await hana.client.post(`/api/hr/employees/${hana.id}/deactivate`)).status).toBe(403);
    expect((await hana.client.post(`/api/hr/employees/${ada.id}/deactivate`)).status).toBe(403);
    const off = await hana.client.post<{ isActive: boolean }>(`/api/hr/employees/${alex.id}/deactivate`);
    expect(off.body.isActive).toBe(false);
    const on = await hana.client.post<{ isActive: boolean }>(`/api/hr/employees/${alex.id}/reactivate`);
    expect(on.body.isActive).toBe(true);
  });

  it('lets an admin read any company by domain and page through it', async () => {
    const domain = await newCompany();
    const ada = await signedInMember(await newCompany(), 'admin', 'Ada');
    for (let i = 0; i < 3; i += 1) await signedInMember(domain);
    const first = await ada.client.get<{ items: unknown[]; nextCursor: string | null }>(`/api/hr/employees?domain=${domain}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    const second = await ada.client.get<{ items: unknown[]; nextCursor: string | null }>(
      `/api/hr/employees?domain=${domain}&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items).toHaveLength(1);
    expect((await ada.client.get(`/api/hr/employees?domain=${domain}&cursor=bogus`)).status).toBe(400);
  });

  it('gives an employee 403 on every HR and admin route', async () => {
    await useLocalStore();
    const member = await signedInMember(await newCompany());
    const { httpRoutes } = await import('@worknest/functions/routes');
    const guarded = httpRoutes.filter((r) => r.access === 'hr' || r.access === 'admin');
    expect(guarded.length).toBeGreaterThan(3);
    for (const route of guarded) {
      const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
      const answer = await member.client.request(route.method, path, route.method === 'GET' ? {} : { json: {} });
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
    // One cold start per guarded route (two dozen functions): seconds each on a busy 2-core machine.
  }, 180_000);

  it('answers 401 without a session on every signed-in route of the table, new ones included', async () => {
    const { httpRoutes } = await import('@worknest/functions/routes');
    const signedIn = httpRoutes.filter((r) => r.access === 'member' || r.access === 'hr' || r.access === 'admin');
    expect(signedIn.length).toBeGreaterThan(40);
    const anonymous = new ApiClient();
    for (const route of signedIn) {
      const path = route.path.replace(/\{[^}]+\}/g, randomUUID());
      const answer = await anonymous.request(route.method, path, route.method === 'GET' ? {} : { json: {} });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  }, 300_000);
});
