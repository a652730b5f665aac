import { PutCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { describe, expect, inject, it } from 'vitest';
import { BLOCKED_BOOKING_MESSAGE, BLOCKED_MESSAGE, type BlocksList } from '@worknest/shared/blocks-rules';
import { FAVOURITE_MESSAGES, type FavouritesPage } from '@worknest/shared/favourites-rules';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import type { Conversation, Message } from '@worknest/shared/messaging';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { keys } from '@worknest/functions/store/keys';
import { hostWithListing, newGuest, startCheckout, stay } from './booking-support';
import { localTable } from './support/local-table';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './support/members';

/*
 * Issue 39: favourites (visibility, unavailable homes, the 500 limit under concurrency, paging)
 * and blocks (silent, neutral refusals on every path that connects two members: messages and
 * their sockets, checkout and booking requests, search).
 */

async function homeOf(member: SignedInMember, title: string, patch: Record<string, unknown> = {}): Promise<string> {
  await useLocalStore();
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({ userId: member.id, companyDomain: member.domain, title, ...patch });
  await putListing(record);
  return record.id;
}

async function setListing(listingId: string, patch: Record<string, unknown>): Promise<void> {
  const { db, tableName } = localTable();
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.listing(listingId) }));
  await db.send(new PutCommand({ TableName: tableName, Item: { ...Item, ...patch } }));
}

const favourites = async (member: SignedInMember, query = '') => {
  const answer = await member.client.get<FavouritesPage>(`/api/favourites${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

describe('favourites', () => {
  it('a member keeps homes they can see; others are a 404; paused and deleted ones show as unavailable; pages newest first', async () => {
    const domain = await newCompany('Fav Co');
    const other = await newCompany('Other Co');
    const [ana, ben, cleo] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(other, 'employee', 'Cleo'),
    ]);
    const [first, second, third] = [await homeOf(ben, 'Ben loft'), await homeOf(ben, 'Ben studio'), await homeOf(ben, 'Ben cabin')];
    const foreign = await homeOf(cleo, 'Cleo flat');
    const switchedOff = await homeOf(ben, 'Ben hidden', { isActive: false });

    for (const id of [first, second, third]) {
      const put = await ana.client.put(`/api/favourites/${id}`);
      expect(put.status, put.text).toBe(200);
      expect(put.body).toEqual({ listingId: id, favourite: true });
    }
    // Idempotent: a second PUT changes nothing.
    expect((await ana.client.put(`/api/favourites/${first}`)).status).toBe(200);
    // Another company's home, a switched-off one and an unknown id: the same 404.
    for (const id of [foreign, switchedOff, 'no-such-listing']) {
      const refused = await ana.client.put<{ message: string }>(`/api/favourites/${id}`);
      expect(refused.status, refused.text).toBe(404);
      expect(refused.body.message).toBe('Listing not found');
    }

    const page1 = await favourites(ana, '?limit=2');
    expect(page1.items.map((item) => item.listingId)).toEqual([third, second]);
    expect(page1.items[0]).toMatchObject({ available: true, title: 'Ben cabin', listing: { id: third, title: 'Ben cabin', reviewCount: 0 } });
    expect(page1.nextCursor).toBeTruthy();
    const page2 = await favourites(ana, `?limit=2&cursor=${encodeURIComponent(page1.nextCursor!)}`);
    expect(page2.items.map((item) => item.listingId)).toEqual([first]);
    expect(page2.nextCursor).toBeNull();

    // Paused by its host, and deleted: still listed, as unavailable, with the saved title.
    await setListing(second, { paused: true });
    expect((await ben.client.delete(`/api/listings/${third}`)).status).toBe(204);
    const after = await favourites(ana);
    expect(after.items.find((item) => item.listingId === second)).toMatchObject({ available: false, title: 'Ben studio', listing: null });
    expect(after.items.find((item) => item.listingId === third)).toMatchObject({ available: false, title: 'Ben cabin', city: 'Lisbon', listing: null });
    expect(after.items.find((item) => item.listingId === first)).toMatchObject({ available: true });

    // Removing: 204, also a second time; Ben's list is his own.
    expect((await ana.client.delete(`/api/favourites/${first}`)).status).toBe(204);
    expect((await ana.client.delete(`/api/favourites/${first}`)).status).toBe(204);
    expect((await favourites(ana)).items.map((item) => item.listingId)).not.toContain(first);
    expect((await favourites(ben)).items).toEqual([]);

    // Bad input: a limit out of range is a 400 naming it; a forged cursor too.
    const badLimit = await ana.client.get<{ issues: { path: string }[] }>('/api/favourites?limit=500');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.issues.map((issue) => issue.path)).toContain('limit');
    expect((await ana.client.get('/api/favourites?cursor=bm9wZQ')).status).toBe(400);
  }, 180_000);

  it('at most 500: the counter is checked in the write, so racing saves cannot pass it', async () => {
    const domain = await newCompany('Limit Co');
    const [ana, ben] = await Promise.all([signedInMember(domain, 'employee', 'Ana'), signedInMember(domain, 'employee', 'Ben')]);
    const homes = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((letter) => homeOf(ben, `Home ${letter}`)));
    // As if Ana already kept 497 favourites.
    const { db, tableName } = localTable();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.favouriteCount(ana.id), type: 'favouriteCount', count: 497 } }));

    const answers = await Promise.all(homes.map((id) => ana.client.put<{ message: string; code: string }>(`/api/favourites/${id}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ message: FAVOURITE_MESSAGES.limit, code: 'favourites_limit' });
    expect((await favourites(ana)).items).toHaveLength(3);

    // Removing one frees a place.
    const kept = (await favourites(ana)).items[0]!.listingId;
    expect((await ana.client.delete(`/api/favourites/${kept}`)).status).toBe(204);
    const refusedId = homes.find((id) => !answers.some((answer, i) => answer.status === 200 && homes[i] === id))!;
    expect((await ana.client.put(`/api/favourites/${refusedId}`)).status).toBe(200);
  }, 180_000);
});

/** A socket on `/ws` with what it received. */
async function openSocket(member: SignedInMember): Promise<{ received: unknown[]; socket: WebSocket; roundTrip: () => Promise<void> }> {
  const url = inject('appUrl').replace(/^http/, 'ws') + '/ws';
  const socket = new WebSocket(url, { headers: { cookie: `worknest_session=${member.client.cookie('worknest_session')}` } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const received: unknown[] = [];
  const pongs: (() => void)[] = [];
  socket.on('message', (data) => {
    const item = JSON.parse(data.toString('utf8')) as { type?: string };
    received.push(item);
    if (item.type === 'pong') pongs.shift()?.();
  });
  // Pushes and pongs travel the same socket in order: after the pong, anything pushed before has arrived.
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      pongs.push(resolve);
      socket.send(JSON.stringify({ type: 'ping' }));
    });
  return { received, socket, roundTrip };
}

describe('blocks', () => {
  it('are listed to the blocker only, refuse bad targets, and stop messages (also over the socket) both ways until lifted', async () => {
    const domain = await newCompany('Block Co');
    const other = await newCompany('Elsewhere Co');
    const [ana, ben, cleo] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(other, 'employee', 'Cleo'),
    ]);
    const bensHome = await homeOf(ben, 'Ben flat');
    const started = await ana.client.post<Conversation>('/api/conversations', { listingId: bensHome });
    expect(started.status, started.text).toBeLessThan(300);
    const conversationId = started.body.id;
    expect((await ana.client.post(`/api/conversations/${conversationId}/messages`, { content: 'Hello Ben' })).status).toBe(201);

    // Bad input and scope.
    expect((await ana.client.post('/api/blocks', {})).status).toBe(400);
    expect((await ana.client.post('/api/blocks', { userId: ana.id })).status).toBe(400);
    expect((await ana.client.post('/api/blocks', { userId: cleo.id })).status).toBe(404);
    expect((await ana.client.post('/api/blocks', { userId: 'nobody' })).status).toBe(404);

    const blocked = await ana.client.post('/api/blocks', { userId: ben.id });
    expect(blocked.status, blocked.text).toBe(201);
    expect((await ana.client.post('/api/blocks', { userId: ben.id })).status).toBe(200);
    const list = await ana.client.get<BlocksList>('/api/blocks');
    expect(list.body.items).toEqual([expect.objectContaining({ userId: ben.id, name: 'Ben Tester' })]);
    // Silent: Ben's own list says nothing of it.
    expect((await ben.client.get<BlocksList>('/api/blocks')).body.items).toEqual([]);

    // Neither can write to the other; Ben's socket receives nothing.
    const bensSocket = await openSocket(ben);
    const anasSocket = await openSocket(ana);
    try {
      for (const [from, text] of [
        [ana, 'Are you there?'],
        [ben, 'Hi Ana'],
      ] as const) {
        const refused = await from.client.post<{ message: string; code: string }>(`/api/conversations/${conversationId}/messages`, { content: text });
        expect(refused.status, refused.text).toBe(403);
        expect(refused.body).toMatchObject({ message: BLOCKED_MESSAGE, code: 'blocked' });
      }
      // Starting a (new) conversation about the blocker's or the blocked's home is refused alike.
      const anasHome = await homeOf(ana, 'Ana flat');
      const restart = await ben.client.post<{ message: string }>('/api/conversations', { listingId: anasHome });
      expect(restart.status).toBe(403);
      expect(restart.body.message).toBe(BLOCKED_MESSAGE);
      await Promise.all([bensSocket.roundTrip(), anasSocket.roundTrip()]);
      const pushed = (received: unknown[]) => received.filter((item) => (item as { type?: string }).type === 'new_message');
      expect(pushed(bensSocket.received)).toEqual([]);
      expect(pushed(anasSocket.received)).toEqual([]);

      // Lifted: messages flow again, and reach the socket.
      expect((await ana.client.delete(`/api/blocks/${ben.id}`)).status).toBe(204);
      expect((await ana.client.delete(`/api/blocks/${ben.id}`)).status).toBe(204);
      const sent = await ana.client.post<Message>(`/api/conversations/${conversationId}/messages`, { content: 'Sorry, wrong button' });
      expect(sent.status, sent.text).toBe(201);
      await bensSocket.roundTrip();
      expect(pushed(bensSocket.received)).toEqual([expect.objectContaining({ message: expect.objectContaining({ id: sent.body.id }) })]);
      expect((await ana.client.get<BlocksList>('/api/blocks')).body.items).toEqual([]);
    } finally {
      bensSocket.socket.close();
      anasSocket.socket.close();
    }
  }, 180_000);

  it("hide each other's homes from search (plain grid and filtered, totals exact) and from new favourites", async () => {
    const domain = await newCompany('Search Block Co');
    const [ana, ben, dora] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(domain, 'employee', 'Dora'),
    ]);
    const bensHome = await homeOf(ben, 'Ben flat');
    const dorasHome = await homeOf(dora, 'Dora flat');
    const anasHome = await homeOf(ana, 'Ana flat');
    expect((await ana.client.put(`/api/favourites/${bensHome}`)).status).toBe(200);

    // Ben blocks Ana: neither sees the other's home, Dora sees both.
    expect((await ben.client.post('/api/blocks', { userId: ana.id })).status).toBe(201);
    const ids = async (member: SignedInMember, query: string) => {
      const answer = await member.client.get<ListingSearchPage>(`/api/listings${query}`);
      expect(answer.status, answer.text).toBe(200);
      return { ids: answer.body.items.map((item) => item.id), total: answer.body.total };
    };
    expect((await ids(ana, '')).ids).toEqual([dorasHome]);
    expect(await ids(ana, '?q=flat&sort=price_asc')).toEqual({ ids: [dorasHome], total: 1 });
    expect((await ids(ben, '')).ids).toEqual([dorasHome]);
    expect((await ids(dora, '')).ids.sort()).toEqual([anasHome, bensHome].sort());

    // Ana's favourite of Ben's home shows as unavailable; a new one is a 404.
    const favs = await ana.client.get<FavouritesPage>('/api/favourites');
    expect(favs.body.items).toEqual([expect.objectContaining({ listingId: bensHome, available: false, listing: null })]);
    expect((await ben.client.put(`/api/favourites/${anasHome}`)).status).toBe(404);
  }, 180_000);

  it('stop checkout and booking requests between the pair, both ways; a stay confirmed before stands', async () => {
    const instant = await hostWithListing();
    const request = await hostWithListing({ bookingMode: 'request' });
    const guest = await newGuest();
    // The guest blocks one host; the other host blocks the guest.
    expect((await guest.client.post('/api/blocks', { userId: instant.host.id })).status).toBe(201);
    expect((await request.host.client.post('/api/blocks', { userId: guest.id })).status).toBe(201);
    for (const listingId of [instant.listing.id, request.listing.id]) {
      const refused = await startCheckout(guest, listingId, stay(10, 2));
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.message).toBe(BLOCKED_BOOKING_MESSAGE);
    }
    // Nothing was held: the nights are still free once the block is lifted.
    expect((await guest.client.delete(`/api/blocks/${instant.host.id}`)).status).toBe(204);
    const allowed = await startCheckout(guest, instant.listing.id, stay(10, 2));
    expect(allowed.status, allowed.text).toBe(200);
  }, 180_000);
});
