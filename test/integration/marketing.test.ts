import { randomInt, randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import { WAITLIST_LIMIT_PER_IP } from '@worknest/functions/domain/marketing/submission-rate-limits';
import {
  MARKETING_CONFIRMATION_LIMIT_GLOBAL,
  MARKETING_CONFIRMATION_LIMIT_PER_DOMAIN,
} from '@worknest/functions/domain/notifications/schedule-notices';
import type { DemoRequestHistory, DemoRequestPage, WaitlistHistory, WaitlistPage } from '@worknest/shared/marketing';
import { retentionTtl } from '@worknest/functions/store/marketing';
import { ApiClient } from './support/api-client';
import { pinClockToMiddleOfWindow, setClockOffset } from './support/clock';
import { nowSeconds, signInTokenOf, waitForMail } from './support/inbox';
import { localTable } from './support/local-table';
import { floodIp, fromIp } from './support/members';

/*
 * The public forms' API (SPEC.md §3, §5) and the admin lists. Each test sends from its own
 * made-up client IP (the CloudFront viewer header the API trusts), so per-IP rate limits of one
 * test never touch another.
 */

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

async function signIn(email: string): Promise<ApiClient> {
  const client = new ApiClient();
  const since = nowSeconds();
  const requested = await client.post('/api/auth/request-magic-link', { email }, { headers: fromIp() });
  expect(requested.status).toBe(200);
  const mail = await waitForMail(email, { sinceSeconds: since });
  const token = signInTokenOf(mail);
  const verified = await client.post('/api/auth/verify', { token });
  expect(verified.status).toBe(200);
  return client;
}

async function storedItem(key: { pk: string; sk: string }) {
  const { db, tableName } = localTable();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key }));
  return Item;
}

const validWaitlist = () => ({ email: uniqueEmail('wl'), role: 'hr', companyName: 'Acme', companySize: '51-200', regions: ['europe'] });
const validDemo = () => ({ name: 'Ada Lovelace', email: uniqueEmail('demo'), company: 'Acme', role: 'leadership', companySize: '201-500' });

let admin: ApiClient;
let employee: ApiClient;

beforeAll(async () => {
  // The demo accounts (admin ada, employee sam), created as `npm run dev` seeds them.
  Object.assign(process.env, inject('localEnv'));
  const { seedAccounts } = await import('@worknest/scripts/seed/seed-accounts');
  await seedAccounts();
  admin = await signIn('ada@acme.test');
  employee = await signIn('sam@acme.test');
});

describe('POST /api/waitlist', () => {
  afterEach(async () => {
    await setClockOffset(0);
  });

  it.each([
    ['no e-mail', { role: 'hr', companyName: 'Acme' }, 'email', 'Please enter a valid work email'],
    ['an invalid e-mail', { email: 'ada@acme', role: 'hr', companyName: 'Acme' }, 'email', 'Please enter a valid work email'],
    ['no role', { email: 'ada@acme.test', companyName: 'Acme' }, 'role', 'Please select a role'],
    ['an unknown role', { email: 'ada@acme.test', role: 'ceo', companyName: 'Acme' }, 'role', 'Please select a role'],
    ['no company name for hr', { email: 'ada@acme.test', role: 'hr' }, 'companyName', 'Please enter your company name'],
    ['an unknown company size', { email: 'ada@acme.test', role: 'employee', companySize: '42' }, 'companySize', 'Please select company size'],
  ])('refuses %s with a 400 and the shared message', async (_case, body, field, message) => {
    const response = await new ApiClient().post<{ message: string; issues: { path: string; message: string }[] }>('/api/waitlist', body, {
      headers: fromIp(),
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toContainEqual(expect.objectContaining({ path: field, message }));
  });

  it('stores a signup; an employee needs no company name', async () => {
    const email = uniqueEmail('employee');

    const response = await new ApiClient().post('/api/waitlist', { email: email.toUpperCase(), role: 'employee' }, { headers: fromIp() });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "You're on the list" });
    const item = await storedItem(keys.waitlistEntry(email));
    expect(item).toMatchObject({ email, role: 'employee', source: 'modal', submissionCount: 1 });
  });

  it('accepts the quick form (e-mail and role only) for any role', async () => {
    const email = uniqueEmail('quick');

    const response = await new ApiClient().post('/api/waitlist', { email, role: 'ops', source: 'quick' }, { headers: fromIp() });

    expect(response.status).toBe(200);
    expect(await storedItem(keys.waitlistEntry(email))).toMatchObject({ role: 'ops', source: 'quick' });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = { ...validWaitlist(), website: 'https://spam.example' };

    const response = await new ApiClient().post('/api/waitlist', body, { headers: fromIp() });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "You're on the list" });
    expect(await storedItem(keys.waitlistEntry(body.email))).toBeUndefined();
  });

  it('keeps every submission of an e-mail (append-only): the list shows its latest values once, the history each as sent', async () => {
    const first = validWaitlist();
    const client = new ApiClient();
    await client.post('/api/waitlist', first, { headers: fromIp() });
    const before = await storedItem(keys.waitlistEntry(first.email));

    const again = await client.post('/api/waitlist', { email: first.email, role: 'leadership', companyName: 'Acme Europe' }, { headers: fromIp() });

    expect(again.status).toBe(200);
    const after = await storedItem(keys.waitlistEntry(first.email));
    expect(after).toMatchObject({
      id: before!.id,
      role: 'leadership',
      companyName: 'Acme Europe',
      // Left empty the second time: the earlier answers stay.
      companySize: '51-200',
      regions: ['europe'],
      firstSubmittedAt: before!.submittedAt,
      submissionCount: 2,
    });
    const list = await admin.get<WaitlistPage>('/api/waitlist?limit=100');
    expect(list.body.items.filter((entry) => entry.email === first.email)).toHaveLength(1);
    // Nothing the first submission said is lost (issue 14, finding 8), each with its own 24-month TTL.
    const history = await admin.get<WaitlistHistory>(`/api/waitlist/history?email=${encodeURIComponent(first.email.toUpperCase())}`);
    expect(history.status).toBe(200);
    expect(history.body.email).toBe(first.email);
    expect(history.body.submissions).toHaveLength(2);
    expect(history.body.submissions[0]).toMatchObject({ role: 'leadership', companyName: 'Acme Europe', companySize: null, regions: [] });
    expect(history.body.submissions[1]).toMatchObject({ role: first.role, companyName: first.companyName, companySize: '51-200', regions: ['europe'] });
    const { db, tableName } = localTable();
    const { Items = [] } = await db.send(
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)', ExpressionAttributeValues: { ':pk': `WAITLIST#${first.email}`, ':s': 'SUBMISSION#' } }),
    );
    expect(Items.map((item) => item.ttl).sort()).toEqual(Items.map((item) => retentionTtl(Date.parse(item.submittedAt as string))).sort());
    expect(new Set(Items.map((item) => item.ttl)).size).toBeGreaterThanOrEqual(1);
    // Admins only.
    expect((await employee.get(`/api/waitlist/history?email=${encodeURIComponent(first.email)}`)).status).toBe(403);
    expect((await admin.get('/api/waitlist/history?email=not-an-address')).status).toBe(400);
  });

  it(`past ${WAITLIST_LIMIT_PER_IP.limit} submissions from one IPv6 /64, answers the same and stores nothing (issue 14)`, async () => {
    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
    // A fresh address of the same /64 for every request: the counter is the /64's.
    const sameNetwork = (i: number) => ({ 'cloudfront-viewer-address': `[${prefix}::${(i + 1).toString(16)}]:443` });
    const client = new ApiClient();
    // The burst in one hourly window of the limit (support/clock.ts; afterEach puts the clock back).
    await pinClockToMiddleOfWindow(WAITLIST_LIMIT_PER_IP.windowMs);
    for (let i = 0; i < WAITLIST_LIMIT_PER_IP.limit; i += 1) {
      const allowed = await client.post('/api/waitlist', { email: uniqueEmail('burst'), role: 'employee' }, { headers: sameNetwork(i) });
      expect(allowed.status).toBe(200);
    }
    const over = { email: uniqueEmail('burst'), role: 'employee' };
    const refused = await client.post<{ message: string }>('/api/waitlist', over, { headers: sameNetwork(999) });
    const otherIp = { email: uniqueEmail('burst'), role: 'employee' };
    const fromOtherIp = await client.post('/api/waitlist', otherIp, { headers: fromIp() });

    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ message: "You're on the list" });
    expect(await storedItem(keys.waitlistEntry(over.email))).toBeUndefined();
    expect(fromOtherIp.status).toBe(200);
    expect(await storedItem(keys.waitlistEntry(otherIp.email))).toBeDefined();
  });

  it('refuses a cross-site form post', async () => {
    const response = await new ApiClient().post('/api/waitlist', validWaitlist(), { headers: fromIp(), origin: 'https://evil.example' });

    expect(response.status).toBe(403);
  });
});

describe('POST /api/demo-request', () => {
  it.each([
    ['name', 'Please enter your name'],
    ['email', 'Please enter a valid work email'],
    ['company', 'Please enter your company name'],
    ['role', 'Please select a role'],
    ['companySize', 'Please select company size'],
  ])('refuses a request without %s with a 400 and "%s"', async (field, message) => {
    const body: Record<string, unknown> = validDemo();
    delete body[field];

    const response = await new ApiClient().post<{ message: string; issues: { path: string; message: string }[] }>('/api/demo-request', body, {
      headers: fromIp(),
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: field, message })]);
  });

  it('refuses an invalid e-mail', async () => {
    const response = await new ApiClient().post<{ message: string }>('/api/demo-request', { ...validDemo(), email: 'ada at acme' }, { headers: fromIp() });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid work email');
  });

  it('stores a request with its optional message', async () => {
    const body = { ...validDemo(), message: 'We travel a lot between Lisbon and Berlin.' };

    const response = await new ApiClient().post('/api/demo-request', body, { headers: fromIp() });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Thank you! We'll email you to schedule a time." });
    expect(await storedItem(keys.demoRequest(body.email))).toMatchObject({ ...body, submissionCount: 1 });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = { ...validDemo(), website: 'http://bot.example' };

    const response = await new ApiClient().post('/api/demo-request', body, { headers: fromIp() });

    expect(response.status).toBe(200);
    expect(await storedItem(keys.demoRequest(body.email))).toBeUndefined();
  });

  it('keeps every demo request of an e-mail: latest values in the list, each request in the history', async () => {
    const body = validDemo();
    await new ApiClient().post('/api/demo-request', body, { headers: fromIp() });

    await new ApiClient().post('/api/demo-request', { ...body, companySize: '501+', message: 'Now 600 people.' }, { headers: fromIp() });

    expect(await storedItem(keys.demoRequest(body.email))).toMatchObject({ companySize: '501+', message: 'Now 600 people.', submissionCount: 2 });
    const list = await admin.get<DemoRequestPage>('/api/demo-request?limit=100');
    expect(list.body.items.filter((entry) => entry.email === body.email)).toHaveLength(1);
    const history = await admin.get<DemoRequestHistory>(`/api/demo-request/history?email=${encodeURIComponent(body.email)}`);
    expect(history.body.submissions.map((entry) => [entry.companySize, entry.message])).toEqual([
      ['501+', 'Now 600 people.'],
      ['201-500', null],
    ]);
  });

  it('past the limit of one client IP, answers the same and stores nothing (issue 14)', async () => {
    const ip = floodIp();
    const statuses: number[] = [];
    const bodies = Array.from({ length: 11 }, () => validDemo());
    for (const body of bodies) statuses.push((await new ApiClient().post('/api/demo-request', body, { headers: ip })).status);

    expect(statuses).toEqual(Array(11).fill(200));
    expect(await storedItem(keys.demoRequest(bodies[9]!.email))).toBeDefined();
    expect(await storedItem(keys.demoRequest(bodies[10]!.email))).toBeUndefined();
  });
});

describe('confirmation mails of the public forms: per-domain and global budgets (issue 14, finding 3)', () => {
  const HOUR_MS = 60 * 60_000;
  let windowStart = 0;

  /*
   * Moves the functions' clock to the middle of an hour window of its own, hours ahead of every
   * other test's, so the budgets' hourly counters start empty and no window ends mid-test.
   */
  async function ownHour(): Promise<void> {
    windowStart = (Math.ceil(Date.now() / HOUR_MS) + 3 + randomInt(200)) * HOUR_MS;
    await setClockOffset(windowStart + HOUR_MS / 2 - Date.now());
  }

  /** The confirmation notices put in the outbox for `email` (due at once, so on the window's day). */
  async function confirmationsScheduledFor(email: string): Promise<unknown[]> {
    const { db, tableName } = localTable();
    const dueDate = new Date(windowStart).toISOString().slice(0, 10);
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: '#type = :type AND email = :email',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':pk': keys.noticePartition(dueDate), ':type': 'marketing-confirmation', ':email': email },
      }),
    );
    return Items;
  }

  afterEach(async () => {
    await setClockOffset(0);
  });

  it(`past ${MARKETING_CONFIRMATION_LIMIT_PER_DOMAIN.limit} confirmations an hour to one domain, stores the submission, answers the same and sends nothing`, async () => {
    await ownHour();
    const domain = `flooded-${randomUUID().slice(0, 8)}.test`;
    const addresses = Array.from({ length: MARKETING_CONFIRMATION_LIMIT_PER_DOMAIN.limit + 1 }, (_, i) => `victim${i}@${domain}`);
    // Each from a network of its own: the per-network limit never bites, only the domain's budget.
    for (const email of addresses.slice(0, -1)) {
      expect((await new ApiClient().post('/api/waitlist', { email, role: 'employee' }, { headers: fromIp() })).status).toBe(200);
    }
    const over = addresses.at(-1)!;

    const waitlist = await new ApiClient().post('/api/waitlist', { email: over, role: 'employee' }, { headers: fromIp() });
    const demo = await new ApiClient().post('/api/demo-request', { ...validDemo(), email: `other@${domain}` }, { headers: fromIp() });

    expect(waitlist.status).toBe(200);
    expect(waitlist.body).toEqual({ message: "You're on the list" });
    expect(demo.status).toBe(200);
    expect(demo.body).toEqual({ message: "Thank you! We'll email you to schedule a time." });
    expect(await storedItem(keys.waitlistEntry(over))).toMatchObject({ email: over, role: 'employee' });
    expect(await storedItem(keys.demoRequest(`other@${domain}`))).toBeDefined();
    expect(await confirmationsScheduledFor(addresses[0]!)).toHaveLength(1);
    expect(await confirmationsScheduledFor(addresses.at(-2)!)).toHaveLength(1);
    expect(await confirmationsScheduledFor(over)).toEqual([]);
    expect(await confirmationsScheduledFor(`other@${domain}`)).toEqual([]);
    // Another domain still gets its confirmation.
    const elsewhere = uniqueEmail('elsewhere');
    await new ApiClient().post('/api/waitlist', { email: elsewhere, role: 'employee' }, { headers: fromIp() });
    expect(await confirmationsScheduledFor(elsewhere)).toHaveLength(1);
  });

  it('with the global budget spent, stores both forms\' submissions, answers the same and sends nothing', async () => {
    await ownHour();
    const counter = keys.rateLimit(MARKETING_CONFIRMATION_LIMIT_GLOBAL.scope, 'all', windowStart);
    const { db, tableName } = localTable();
    // Many networks and domains have used up this hour's budget.
    await db.send(new PutCommand({ TableName: tableName, Item: { ...counter, hits: MARKETING_CONFIRMATION_LIMIT_GLOBAL.limit, ttl: Math.ceil(windowStart / 1000) + 7200 } }));
    try {
      const signup = { email: uniqueEmail('global'), role: 'employee' };
      const request = validDemo();

      const waitlist = await new ApiClient().post('/api/waitlist', signup, { headers: fromIp() });
      const demo = await new ApiClient().post('/api/demo-request', request, { headers: fromIp() });

      expect(waitlist.status).toBe(200);
      expect(waitlist.body).toEqual({ message: "You're on the list" });
      expect(demo.status).toBe(200);
      expect(demo.body).toEqual({ message: "Thank you! We'll email you to schedule a time." });
      expect(await storedItem(keys.waitlistEntry(signup.email))).toBeDefined();
      expect(await storedItem(keys.demoRequest(request.email))).toBeDefined();
      expect(await confirmationsScheduledFor(signup.email)).toEqual([]);
      expect(await confirmationsScheduledFor(request.email)).toEqual([]);
    } finally {
      await db.send(new DeleteCommand({ TableName: tableName, Key: counter }));
    }
  });
});

describe.each([
  ['/api/waitlist', () => new ApiClient().post('/api/waitlist', validWaitlist(), { headers: fromIp() })],
  ['/api/demo-request', () => new ApiClient().post('/api/demo-request', validDemo(), { headers: fromIp() })],
])('GET %s', (path, submit) => {
  it('answers 401 signed out and 403 to an employee', async () => {
    expect((await new ApiClient().get(path)).status).toBe(401);
    expect((await employee.get(path)).status).toBe(403);
  });

  it('lists newest first for an admin, a page at a time with a cursor', async () => {
    await submit();
    await submit();
    await submit();

    const first = await admin.get<WaitlistPage | DemoRequestPage>(`${path}?limit=2`);
    const second = await admin.get<WaitlistPage | DemoRequestPage>(`${path}?limit=2&cursor=${first.body.nextCursor}`);

    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(second.body.items.length).toBeGreaterThan(0);
    const times = [...first.body.items, ...second.body.items].map((entry) => entry.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
    const ids = [...first.body.items, ...second.body.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a cursor of another list', async () => {
    const forged = Buffer.from(JSON.stringify({ gsi1pk: 'USER#x#SESSIONS', gsi1sk: 'a', pk: 'a', sk: 'b' })).toString('base64url');

    const response = await admin.get(`${path}?cursor=${forged}`);

    expect(response.status).toBe(400);
  });
});
