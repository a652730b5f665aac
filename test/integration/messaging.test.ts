import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import { MESSAGE_EMPTY_MESSAGE, type Conversation, type ConversationPage, type Message, type MessagePage } from '@worknest/shared/messaging';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { ApiClient } from './support/api-client';
import { nowSeconds, signInTokenOf, waitForMail } from './support/inbox';
import { localTable } from './support/local-table';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';

/*
 * Messaging through the local gateway, over real WebSockets: conversations, messages, read
 * marks, pushes to every open socket of the participants (and of nobody else), refusal of
 * unauthenticated sockets, and clean-up of connections the Management API answers Gone for.
 */

/**
 * Bound for "arrives in real time": generous because a shared two-core machine under load can
 * stall a cold function for seconds. Latency itself is measured by the bench, not asserted here.
 */
const ARRIVAL_BOUND_MS = 15_000;

interface Member {
  email: string;
  userId: string;
  api: ApiClient;
}

async function signIn(email: string): Promise<Member> {
  const api = new ApiClient();
  const since = nowSeconds();
  const requested = await api.post('/api/auth/request-magic-link', { email });
  expect(requested.status).toBe(200);
  const mail = await waitForMail(email, { sinceSeconds: since, where: (m) => signInTokenOf(m) !== undefined });
  const token = signInTokenOf(mail);
  const verified = await api.post('/api/auth/verify', { token });
  expect(verified.status).toBe(200);
  const me = await api.get<{ id: string }>('/api/auth/user');
  return { email, userId: me.body.id, api };
}

/** A socket with everything it received, in order. */
class TestSocket {
  readonly received: unknown[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString('utf8')));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens `/ws` with the member's cookie, as a browser on the app's origin would. */
  static async open(cookie: string | null, origin?: string): Promise<TestSocket> {
    const url = inject('appUrl').replace(/^http/, 'ws') + '/ws';
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    const socket = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) => reject(new HandshakeRefused(response.statusCode ?? 0)));
      socket.once('error', reject);
    });
    return new TestSocket(socket);
  }

  /** The first received item matching `match`, waiting up to the arrival bound. */
  async next<T>(match: (item: unknown) => item is T): Promise<T> {
    const deadline = Date.now() + ARRIVAL_BOUND_MS;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Nothing matching arrived in ${ARRIVAL_BOUND_MS} ms; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Pings and waits for the pong. Pushes and pongs travel the same socket in order, so once the
   * pong is here, anything pushed before the ping has arrived too.
   */
  async roundTrip(): Promise<void> {
    const before = this.received.filter(isPong).length;
    this.socket.send(JSON.stringify({ type: 'ping' }));
    await this.next((item): item is { type: 'pong' } => isPong(item) && this.received.filter(isPong).length > before);
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }
}

class HandshakeRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`handshake refused with ${statusCode}`);
  }
}

const isPong = (item: unknown): item is { type: 'pong' } => (item as { type?: string })?.type === 'pong';
const newMessage =
  (id: string) =>
  (item: unknown): item is { type: 'new_message'; message: Message } =>
    (item as { type?: string; message?: Message })?.type === 'new_message' && (item as { message: Message }).message.id === id;
const newMessages = (socket: TestSocket) =>
  socket.received.filter((item) => (item as { type?: string }).type === 'new_message') as { message: Message }[];

const cookieOf = (member: Member) => `worknest_session=${member.api.cookie('worknest_session')}`;

/** A listing of `host`, written straight to the store: the listings API has its own tests. */
async function createListing(host: Member, companyDomain: string, title: string): Promise<string> {
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({
    userId: host.userId,
    companyDomain,
    title,
    workReady: workReadyFromLegacy({ wifiSpeed: '500 Mbps' }),
  });
  await putListing(record);
  return record.id;
}

async function connectionItems(userId: string) {
  const { db, tableName } = localTable();
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userConnectionsPartition(userId) },
    }),
  );
  return Items ?? [];
}

let alex: Member;
let sam: Member;
let hana: Member;
let gus: Member;
let samsListing: string;
const sockets: TestSocket[] = [];
const open = async (member: Member) => {
  const socket = await TestSocket.open(cookieOf(member));
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  Object.assign(process.env, inject('localEnv'));
  const { seedAccounts } = await import('@worknest/scripts/seed/seed-accounts');
  await seedAccounts();
  [alex, sam, hana, gus] = await Promise.all(['alex@acme.test', 'sam@acme.test', 'hana@acme.test', 'gus@globex.test'].map(signIn)) as [Member, Member, Member, Member];
  samsListing = await createListing(sam, 'acme.test', `Sam's loft ${randomUUID().slice(0, 6)}`);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('POST /api/conversations', () => {
  it('creates the conversation with the listing host once, then finds it again', async () => {
    const listingId = await createListing(sam, 'acme.test', 'Find-or-create flat');

    const created = await alex.api.post<Conversation>('/api/conversations', { listingId });
    const again = await alex.api.post<Conversation>('/api/conversations', { listingId });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      listingId,
      listingTitle: 'Find-or-create flat',
      otherParticipant: { id: sam.userId, name: 'Sam Rivera' },
      lastMessage: null,
      unreadCount: 0,
    });
    expect(created.body.participantIds.sort()).toEqual([alex.userId, sam.userId].sort());
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
  });

  it('gives two racing calls one conversation', async () => {
    const listingId = await createListing(sam, 'acme.test', 'Racing flat');

    const answers = await Promise.all([1, 2, 3].map(() => hana.api.post<Conversation>('/api/conversations', { listingId })));

    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
  });

  it('refuses a conversation with yourself', async () => {
    const response = await sam.api.post<{ code: string }>('/api/conversations', { listingId: samsListing });

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('own_listing');
  });

  it("answers 404 for another company's listing and for an unknown one", async () => {
    const foreign = await gus.api.post<{ message: string }>('/api/conversations', { listingId: samsListing });
    const unknown = await alex.api.post<{ message: string }>('/api/conversations', { listingId: randomUUID() });

    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Listing not found');
    expect(unknown.status).toBe(404);
  });

  it('needs a session', async () => {
    const response = await new ApiClient().post('/api/conversations', { listingId: samsListing });

    expect(response.status).toBe(401);
  });
});

describe('messages in real time', () => {
  let conversationId: string;

  beforeAll(async () => {
    conversationId = (await alex.api.post<Conversation>('/api/conversations', { listingId: samsListing })).body.id;
  });

  it('pushes each message to the other participant and to the sender’s other sockets', async () => {
    const alexSocket = await open(alex);
    const samSocket = await open(sam);
    const samSecondTab = await open(sam);

    const fromAlex = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: '  Hi Sam, is the loft free in May?  ' });
    expect(fromAlex.status).toBe(201);
    expect(fromAlex.body).toMatchObject({ conversationId, senderId: alex.userId, content: 'Hi Sam, is the loft free in May?', isRead: false });

    for (const socket of [samSocket, samSecondTab, alexSocket]) {
      const pushed = await socket.next(newMessage(fromAlex.body.id));
      expect(pushed.message).toEqual(fromAlex.body);
    }

    const fromSam = await sam.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'Yes! From the 3rd.' });
    const atAlex = await alexSocket.next(newMessage(fromSam.body.id));
    expect(atAlex.message).toMatchObject({ conversationId, senderId: sam.userId, content: 'Yes! From the 3rd.' });
  });

  it('lists conversations newest activity first with name, listing, last message and unread count', async () => {
    const other = await createListing(sam, 'acme.test', 'Older conversation flat');
    const older = (await alex.api.post<Conversation>('/api/conversations', { listingId: other })).body.id;
    await alex.api.post(`/api/conversations/${older}/messages`, { content: 'An older thread' });
    const latest = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: `Latest ${'word '.repeat(60)}` });

    const samsList = await sam.api.get<ConversationPage>('/api/conversations');

    expect(samsList.status).toBe(200);
    const [first, second] = samsList.body.items;
    expect(first).toMatchObject({
      id: conversationId,
      listingId: samsListing,
      otherParticipant: { id: alex.userId, name: 'Alex Kim' },
      lastMessage: { senderId: alex.userId, createdAt: latest.body.createdAt },
      lastMessageAt: latest.body.createdAt,
    });
    expect(first!.lastMessage!.preview.length).toBeLessThanOrEqual(120);
    expect(first!.lastMessage!.preview.endsWith('…')).toBe(true);
    expect(first!.unreadCount).toBeGreaterThanOrEqual(2);
    expect(second).toMatchObject({ id: older, listingTitle: 'Older conversation flat', unreadCount: 1 });
    expect(samsList.body.unreadTotal).toBe(samsList.body.items.reduce((sum, c) => sum + c.unreadCount, 0));
  });

  it('pages the list with a cursor', async () => {
    const firstPage = await sam.api.get<ConversationPage>('/api/conversations?limit=1');
    const secondPage = await sam.api.get<ConversationPage>(`/api/conversations?limit=1&cursor=${firstPage.body.nextCursor}`);
    const forged = await gus.api.get<{ code: string }>(`/api/conversations?limit=1&cursor=${firstPage.body.nextCursor}`);

    expect(firstPage.body.items).toHaveLength(1);
    expect(firstPage.body.nextCursor).not.toBeNull();
    expect(secondPage.body.items).toHaveLength(1);
    expect(secondPage.body.items[0]!.id).not.toBe(firstPage.body.items[0]!.id);
    expect(forged.status).toBe(400);
  });

  it('reads a thread oldest to newest, marks it read only by POST, and pages to older messages', async () => {
    const before = await sam.api.get<ConversationPage>('/api/conversations');
    const unread = before.body.items.find((c) => c.id === conversationId)!.unreadCount;
    expect(unread).toBeGreaterThan(0);
    const thread = await sam.api.get<MessagePage>(`/api/conversations/${conversationId}/messages`);

    expect(thread.status).toBe(200);
    const times = thread.body.items.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort());
    // A GET marks nothing (issue 14): a prefetch or a link must not read a member's messages.
    expect(thread.body.conversation.unreadCount).toBe(unread);
    const afterGet = await sam.api.get<ConversationPage>('/api/conversations');
    expect(afterGet.body.items.find((c) => c.id === conversationId)!.unreadCount).toBe(unread);
    expect(afterGet.body.unreadTotal).toBe(before.body.unreadTotal);

    const marked = await sam.api.post<{ conversation: Conversation }>(`/api/conversations/${conversationId}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.conversation).toMatchObject({ id: conversationId, unreadCount: 0 });
    expect((await hana.api.post(`/api/conversations/${conversationId}/read`)).status).toBe(404);
    const reread = await sam.api.get<MessagePage>(`/api/conversations/${conversationId}/messages`);
    expect(reread.body.items.filter((m) => m.senderId === alex.userId).every((m) => m.isRead)).toBe(true);
    expect(reread.body.conversation.unreadCount).toBe(0);
    const afterReading = await sam.api.get<ConversationPage>('/api/conversations');
    expect(afterReading.body.items.find((c) => c.id === conversationId)!.unreadCount).toBe(0);
    expect(afterReading.body.unreadTotal).toBe(afterReading.body.items.reduce((sum, c) => sum + c.unreadCount, 0));
    // Alex now sees his messages read, and Sam's (which Alex has not opened since) as unread.
    const alexView = await alex.api.get<MessagePage>(`/api/conversations/${conversationId}/messages?limit=2`);
    expect(alexView.body.items.filter((m) => m.senderId === alex.userId).every((m) => m.isRead)).toBe(true);

    const newest = await sam.api.get<MessagePage>(`/api/conversations/${conversationId}/messages?limit=2`);
    const older = await sam.api.get<MessagePage>(`/api/conversations/${conversationId}/messages?limit=2&cursor=${newest.body.nextCursor}`);
    expect(newest.body.items).toHaveLength(2);
    expect(older.body.items.length).toBeGreaterThan(0);
    expect(older.body.items.at(-1)!.createdAt < newest.body.items[0]!.createdAt).toBe(true);
  });

  it('refuses empty and too long messages with the spec message', async () => {
    const empty = await alex.api.post<{ message: string }>(`/api/conversations/${conversationId}/messages`, { content: '   \n ' });
    const missing = await alex.api.post<{ message: string }>(`/api/conversations/${conversationId}/messages`, {});
    const tooLong = await alex.api.post<{ message: string }>(`/api/conversations/${conversationId}/messages`, { content: 'x'.repeat(2001) });
    const longest = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'x'.repeat(2000) });

    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGE_EMPTY_MESSAGE);
    expect(missing.body.message).toBe(MESSAGE_EMPTY_MESSAGE);
    expect(tooLong.status).toBe(400);
    expect(longest.status).toBe(201);
  });

  it('lets a third member and another company neither read, post nor receive', async () => {
    const hanaSocket = await open(hana);
    const gusSocket = await open(gus);
    const samSocket = await open(sam);

    for (const outsider of [hana, gus]) {
      const read = await outsider.api.get<{ message: string }>(`/api/conversations/${conversationId}/messages`);
      const post = await outsider.api.post<{ message: string }>(`/api/conversations/${conversationId}/messages`, { content: 'Let me in' });
      const unknown = await outsider.api.get<{ message: string }>(`/api/conversations/${randomUUID()}/messages`);
      expect(read.status).toBe(404);
      expect(post.status).toBe(404);
      // The same answer as for a conversation that does not exist: nothing is learnt.
      expect(read.body).toEqual(unknown.body);
      expect((await outsider.api.get<ConversationPage>('/api/conversations')).body.items.map((c) => c.id)).not.toContain(conversationId);
    }
    const sent = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'Only for Sam' });
    await samSocket.next(newMessage(sent.body.id));

    await hanaSocket.roundTrip();
    await gusSocket.roundTrip();
    expect(newMessages(hanaSocket)).toEqual([]);
    expect(newMessages(gusSocket)).toEqual([]);
  });

  it('forgets a connection the Management API answers Gone for', async () => {
    const closing = await open(sam);
    const samSocket = await open(sam);
    const before = await connectionItems(sam.userId);
    await closing.close();
    // AWS does not guarantee $disconnect: put the closed socket's record back as if it had been missed.
    const { db, tableName } = localTable();
    const stale = await waitForValue(async () => {
      const now = await connectionItems(sam.userId);
      return before.find((item) => !now.some((n) => n.connectionId === item.connectionId));
    });
    await db.send(new PutCommand({ TableName: tableName, Item: stale }));

    const sent = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'Anyone there?' });

    await samSocket.next(newMessage(sent.body.id));
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.connection(stale.connectionId as string) }));
    expect(Item).toBeUndefined();
  });

  it('stops pushing to a socket once its session has ended', async () => {
    const leaving = await signIn('sam@acme.test');
    const leavingSocket = await open(leaving);
    const staying = await open(sam);
    expect((await leaving.api.post('/api/auth/logout')).status).toBeLessThan(300);

    const sent = await alex.api.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'After logout' });

    await staying.next(newMessage(sent.body.id));
    // Its pings are refused too (no pong), so a client reconnects and is then refused.
    leavingSocket.socket.send(JSON.stringify({ type: 'ping' }));
    await staying.roundTrip();
    expect(newMessages(leavingSocket).map((event) => event.message.id)).not.toContain(sent.body.id);
  });
  it('stops pushing to a member deactivated, or whose company was suspended, while their session still exists', async () => {
    const { newCompany, signedInMember } = await import('./support/members');
    const { updateUser } = await import('@worknest/functions/store/users');
    const { setCompanyStatus } = await import('@worknest/functions/store/companies');
    const domain = await newCompany();
    // An admin of the company writes: admins keep working while their company is suspended.
    const [host, other, writer] = await Promise.all([signedInMember(domain), signedInMember(domain), signedInMember(domain, 'admin', 'Ada')]);
    const asMember = (m: typeof host): Member => ({ email: m.email, userId: m.id, api: m.client });
    const listing = await createListing(asMember(host), domain, `Quiet room ${randomUUID().slice(0, 6)}`);
    const conversation = await writer.client.post<Conversation>('/api/conversations', { listingId: listing });
    expect(conversation.status).toBeLessThan(300);
    const hostSocket = await open(asMember(host));
    const watcher = await open(asMember(writer));

    // Written to the store only, so the sessions stay: the push must check on its own.
    await updateUser(host.id, { isActive: false });
    const afterDeactivation = await writer.client.post<Message>(`/api/conversations/${conversation.body.id}/messages`, { content: 'Still there?' });
    expect(afterDeactivation.status).toBe(201);
    await watcher.next(newMessage(afterDeactivation.body.id));
    // The push to every socket is sent before the POST answers; the writer's own arrived, so would the host's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newMessages(hostSocket).map((event) => event.message.id)).not.toContain(afterDeactivation.body.id);

    const listing2 = await createListing(asMember(other), domain, `Sunny desk ${randomUUID().slice(0, 6)}`);
    const second = await writer.client.post<Conversation>('/api/conversations', { listingId: listing2 });
    const otherSocket = await open(asMember(other));
    await setCompanyStatus(domain, 'suspended');
    const afterSuspension = await writer.client.post<Message>(`/api/conversations/${second.body.id}/messages`, { content: 'Hello?' });
    expect(afterSuspension.status).toBe(201);
    await watcher.next(newMessage(afterSuspension.body.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newMessages(otherSocket).map((event) => event.message.id)).not.toContain(afterSuspension.body.id);
  });

  it('gives messages sent at the same moment distinct, increasing times, and counts each unread once', async () => {
    const { newCompany, signedInMember } = await import('./support/members');
    const domain = await newCompany();
    const [host, guest] = await Promise.all([signedInMember(domain), signedInMember(domain)]);
    const asMember = (m: typeof host): Member => ({ email: m.email, userId: m.id, api: m.client });
    const listing = await createListing(asMember(host), domain, `Busy flat ${randomUUID().slice(0, 6)}`);
    const conversation = await guest.client.post<Conversation>('/api/conversations', { listingId: listing });

    // Both sides at once, twice as many from the guest: the sends meet on the members' entries.
    const senders = [guest, host, guest, guest, host, guest];
    const sent = await Promise.all(senders.map((sender, index) => sender.client.post<Message>(`/api/conversations/${conversation.body.id}/messages`, { content: `Race ${index}` })));
    expect(sent.map((answer) => answer.status)).toEqual(senders.map(() => 201));

    const thread = await host.client.get<MessagePage>(`/api/conversations/${conversation.body.id}/messages?limit=50`);
    const times = thread.body.items.map((message) => message.createdAt);
    expect(times).toHaveLength(senders.length);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort());
    const hostView = (await host.client.get<ConversationPage>('/api/conversations')).body;
    const guestView = (await guest.client.get<ConversationPage>('/api/conversations')).body;
    expect(hostView.items[0]).toMatchObject({ id: conversation.body.id, unreadCount: 4, lastMessageAt: times.at(-1) });
    expect(guestView.items[0]).toMatchObject({ id: conversation.body.id, unreadCount: 2, lastMessageAt: times.at(-1) });
    expect(hostView.unreadTotal).toBe(4);
  });

  it('records the member’s company on the connection, and still pushes to sockets recorded before it did', async () => {
    const { newCompany, signedInMember } = await import('./support/members');
    const { listUserConnections } = await import('@worknest/functions/store/connections');
    const domain = await newCompany();
    const [host, guest] = await Promise.all([signedInMember(domain), signedInMember(domain)]);
    const asMember = (m: typeof host): Member => ({ email: m.email, userId: m.id, api: m.client });
    const listing = await createListing(asMember(host), domain, `Old socket flat ${randomUUID().slice(0, 6)}`);
    const conversation = await guest.client.post<Conversation>('/api/conversations', { listingId: listing });
    const hostSocket = await open(asMember(host));

    const [connection] = await listUserConnections([host.id]);
    expect(connection).toMatchObject({ userId: host.id, companyDomain: domain });
    // As written before issue 15: no companyDomain on the item.
    const { db, tableName } = localTable();
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.connection(connection!.connectionId) }));
    const { companyDomain: _dropped, ...older } = Item!;
    await db.send(new PutCommand({ TableName: tableName, Item: older }));
    expect((await listUserConnections([host.id]))[0]!.companyDomain).toBeUndefined();

    const sent = await guest.client.post<Message>(`/api/conversations/${conversation.body.id}/messages`, { content: 'Are you there?' });
    expect(sent.status).toBe(201);
    expect((await hostSocket.next(newMessage(sent.body.id))).message.content).toBe('Are you there?');
  });
});

describe('WebSocket /ws', () => {
  it('answers a ping with a pong', async () => {
    const socket = await open(alex);

    await socket.roundTrip();

    expect(socket.received).toContainEqual({ type: 'pong' });
  });

  it('records the connection with its session expiry and forgets it on close', async () => {
    const before = (await connectionItems(gus.userId)).length;
    const socket = await TestSocket.open(cookieOf(gus));
    const items = await connectionItems(gus.userId);
    expect(items).toHaveLength(before + 1);
    const item = items.at(-1)!;
    expect(item.ttl).toBe(Math.ceil((item.expiresAtMs as number) / 1000));
    expect(item.expiresAtMs as number).toBeGreaterThan(Date.now() + 9 * 24 * 3600_000);

    await socket.close();

    await waitForValue(async () => ((await connectionItems(gus.userId)).length === before ? true : undefined));
  });

  it.each([
    ['no cookie', null],
    ['an unknown session', `worknest_session=${'a'.repeat(43)}`],
    ['a malformed cookie', 'worknest_session=nope'],
  ])('refuses a handshake with %s (401)', async (_label, cookie) => {
    const refused = await TestSocket.open(cookie).then(
      () => null,
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(HandshakeRefused);
    expect((refused as HandshakeRefused).statusCode).toBe(401);
  });

  it('refuses a handshake from another origin even with a valid cookie (403)', async () => {
    const refused = await TestSocket.open(cookieOf(alex), 'https://evil.example').catch((error: unknown) => error);

    expect((refused as HandshakeRefused).statusCode).toBe(403);
  });
});

describe('deleting a listing', () => {
  it('keeps its conversations and clears their listing (DELETE /api/listings/{id})', async () => {
    const listingId = await createListing(sam, 'acme.test', 'Soon deleted flat');
    const conversation = (await alex.api.post<Conversation>('/api/conversations', { listingId })).body;
    await alex.api.post(`/api/conversations/${conversation.id}/messages`, { content: 'Still here after?' });

    const deleted = await sam.api.delete(`/api/listings/${listingId}`);

    expect(deleted.status).toBeLessThan(300);
    for (const member of [alex, sam]) {
      const list = await member.api.get<ConversationPage>('/api/conversations');
      expect(list.body.items.find((c) => c.id === conversation.id)).toMatchObject({ listingId: null, listingTitle: null });
    }
    const thread = await sam.api.get<MessagePage>(`/api/conversations/${conversation.id}/messages`);
    expect(thread.body.items.map((m) => m.content)).toEqual(['Still here after?']);
    // A retried delete runs the clean-up again: nothing left to do.
    const { clearDeletedListingFromConversations } = await import('@worknest/functions/domain/messaging/clear-deleted-listing');
    expect(await clearDeletedListingFromConversations(listingId)).toEqual({ cleared: 0, finished: true });
  });
});

/** Polls `read` until it yields a value (state that settles through another process), up to the arrival bound. */
async function waitForValue<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ARRIVAL_BOUND_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the expected state never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
