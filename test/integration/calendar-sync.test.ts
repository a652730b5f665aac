import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDate } from '@worknest/shared/booking';
import { CALENDAR_MESSAGES, type CalendarFeedLink, type CalendarImportsView } from '@worknest/shared/calendar';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import { blockedFor, confirmedStay, hostWithListing, newGuest, shiftClock, startCheckout, stay, type ConfirmedStay, type ErrorBody, type HostWithListing } from './booking-support';
import type { Listing } from '@worknest/shared/listing';
import { demoCompanyMember, uploadPhoto, validListing, type Member } from './listings-support';
import { newCompany, signedInMember, useLocalStore } from './support/members';
import { runJob } from './support/jobs';
import { LEGACY_FEED_PATH_ENDS_AT } from '@worknest/functions/domain/calendar/legacy-feed-path';

/*
 * Calendar sync (issue 20) through the local gateway: the listing's private feed (export,
 * regenerate), a stay's "Add to calendar" file, and imported calendars served by a small HTTP
 * server in this test (blocking, conflicts with Worknest stays, unreachable and malformed feeds,
 * SSRF refusals, the 30-minute job). The local cloud allows loopback addresses by its stage
 * setting; every other private range is refused as in production.
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => addDays(utcDate(Date.now()), offset);
const compact = (date: string) => date.replaceAll('-', '');

/** What the test server answers per path; change it between syncs. */
const files = new Map<string, { status?: number; body?: string | Buffer; location?: string }>();
let server: Server;
let base: string;

function calendar(...events: [string, string, string][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other site//EN'];
  events.forEach(([from, to, summary], i) =>
    lines.push('BEGIN:VEVENT', `UID:event-${i}@other.example`, 'DTSTAMP:20260101T000000Z', `DTSTART;VALUE=DATE:${compact(from)}`, `DTEND;VALUE=DATE:${compact(to)}`, `SUMMARY:${summary}`, 'END:VEVENT'),
  );
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

async function feedUrl(member: Member, listingId: string, method: 'GET' | 'POST' = 'GET') {
  return method === 'GET'
    ? member.client.get<CalendarFeedLink & ErrorBody>(`/api/listings/${listingId}/calendar-feed`)
    : member.client.post<CalendarFeedLink & ErrorBody>(`/api/listings/${listingId}/calendar-feed`);
}

async function putImports(member: Member, listingId: string, urls: string[]) {
  return member.client.put<CalendarImportsView & ErrorBody>(`/api/listings/${listingId}/calendar-imports`, { urls });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(file.status ?? 200, { 'content-type': 'text/calendar', ...(file.location ? { location: file.location } : {}) });
    response.end(file.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  await shiftClock(0);
});

describe('calendar export', { timeout: 120_000 }, () => {
  let place: HostWithListing;
  let booked: ConfirmedStay;
  let colleague: Member;
  let outsider: Member;

  beforeAll(async () => {
    place = await hostWithListing();
    [colleague, outsider] = await Promise.all([newGuest(), demoCompanyMember('globex.test', 'employee', 'Gus')]);
    booked = await confirmedStay(place, await newGuest(), 5, 3);
    // A checkout still paying holds nights: they are not in the feed.
    expect((await startCheckout(colleague, place.listing.id, stay(12, 2))).status).toBe(200);
  }, 180_000);

  it('gives the host a private feed URL that calendar apps read without a session', async () => {
    const link = await feedUrl(place.host, place.listing.id);
    expect(link.status, link.text).toBe(200);
    // The token in the query, which CloudFront's access logs leave out (ADR 0083).
    expect(link.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar-feeds\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect((await feedUrl(place.host, place.listing.id)).body.url).toBe(link.body.url);

    const feed = await fetch(link.body.url); // no cookie: what Google Calendar does
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`UID:booking-${booked.bookingId}@worknest`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(booked.checkIn)}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(booked.checkOut)}`);
    expect(text).toContain('SUMMARY:Worknest stay: Guest');
  });

  it('shows the feed URL to its host only', async () => {
    const colleagueAsks = await feedUrl(colleague, place.listing.id);
    expect(colleagueAsks.status).toBe(403);
    expect(colleagueAsks.body.message).toBe(CALENDAR_MESSAGES.notHost);
    expect((await feedUrl(outsider, place.listing.id)).status).toBe(404);
    expect((await feedUrl(colleague, place.listing.id, 'POST')).status).toBe(403);
  });

  it('regenerates the URL: the old one answers 404 at once, the new one works', async () => {
    const old = (await feedUrl(place.host, place.listing.id)).body.url;
    const renewed = await feedUrl(place.host, place.listing.id, 'POST');
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.url).not.toBe(old);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(renewed.body.url)).status).toBe(200);
    expect((await feedUrl(place.host, place.listing.id)).body.url).toBe(renewed.body.url);
    expect((await fetch(renewed.body.url.replace(/.{6}$/, 'AAAAAA'))).status).toBe(404);
  });

  it('still answers the old path form of a feed URL until the transition ends, then 404 (ADR 0083)', async () => {
    const url = new URL((await feedUrl(place.host, place.listing.id)).body.url);
    const token = url.searchParams.get('token')!;
    const old = `${url.origin}/api/calendar-feeds/${token}.ics`;
    const before = await fetch(old);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await before.text()).toContain(`UID:booking-${booked.bookingId}@worknest`);
    expect((await fetch(`${url.origin}/api/calendar-feeds/${token.replace(/.{6}$/, 'AAAAAA')}.ics`)).status).toBe(404);
    expect((await fetch(`${url.origin}/api/calendar-feeds/feed.ics`)).status).toBe(400);

    await shiftClock(Date.parse(LEGACY_FEED_PATH_ENDS_AT) - Date.now());
    const after = await fetch(old);
    expect(after.status).toBe(404);
    expect((await after.json()).message).toBe(CALENDAR_MESSAGES.feedNotFound);
    expect((await fetch(url)).status).toBe(200);
  });

  it('offers each confirmed stay as an .ics file to its guest and its host, nobody else', async () => {
    for (const member of [booked.guest, place.host]) {
      const file = await member.client.get<string>(`/api/bookings/${booked.bookingId}/calendar`);
      expect(file.status, file.text).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="worknest-stay-${booked.checkIn}.ics"`);
      expect(file.text).toContain(`UID:booking-${booked.bookingId}@worknest`);
      expect(file.text).toContain(`DTSTART;VALUE=DATE:${compact(booked.checkIn)}`);
    }
    expect((await booked.guest.client.get<string>(`/api/bookings/${booked.bookingId}/calendar`)).text).toContain(`SUMMARY:Stay at ${place.listing.title}`);
    expect((await colleague.client.get(`/api/bookings/${booked.bookingId}/calendar`)).status).toBe(404);
  });

  it('drops a cancelled stay from the feed', async () => {
    const cancelled = await booked.guest.client.post(`/api/bookings/${booked.bookingId}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const text = await (await fetch((await feedUrl(place.host, place.listing.id)).body.url)).text();
    expect(text).not.toContain(`booking-${booked.bookingId}`);
  });
});

describe('the feed of a host or company no longer on Worknest (issue 33, finding 4)', { timeout: 120_000 }, () => {
  it('answers 404 once the host is deactivated, and again 200 when they are back', async () => {
    const place = await hostWithListing();
    const url = (await feedUrl(place.host, place.listing.id)).body.url;
    expect((await fetch(url)).status).toBe(200);
    await useLocalStore();
    const { updateUser } = await import('@worknest/functions/store/users');
    await updateUser(place.host.id, { isActive: false });
    const gone = await fetch(url);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('BEGIN:VCALENDAR');
    await updateUser(place.host.id, { isActive: true });
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 while the host\'s company is suspended', async () => {
    const domain = await newCompany('Feed Co');
    const host = await signedInMember(domain, 'employee', 'Host');
    const created = await host.client.post<Listing>('/api/listings', validListing([await uploadPhoto(host), await uploadPhoto(host)]));
    expect(created.status, created.text).toBe(201);
    const url = (await feedUrl(host, created.body.id)).body.url;
    expect((await fetch(url)).status).toBe(200);
    const { setCompanyStatus } = await import('@worknest/functions/store/companies');
    await setCompanyStatus(domain, 'suspended');
    expect((await fetch(url)).status).toBe(404);
    await setCompanyStatus(domain, 'active');
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('calendar import', { timeout: 180_000 }, () => {
  let place: HostWithListing;
  let booked: ConfirmedStay;
  let guest: Member;

  beforeAll(async () => {
    place = await hostWithListing();
    guest = await newGuest();
    booked = await confirmedStay(place, await newGuest(), 10, 3); // nights day 10, 11, 12
  }, 180_000);

  it('blocks the nights of an imported calendar, so they cannot be booked, and shows a conflict over a Worknest stay', async () => {
    files.set('/airbnb.ics', { body: calendar([day(20), day(23), 'Airbnb (Not available)'], [day(11), day(13), 'Reserved']) });
    const saved = await putImports(place.host, place.listing.id, [`${base}/airbnb.ics`]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.blockedNights).toEqual([day(20), day(21), day(22)]);
    const [status] = saved.body.imports;
    expect(status).toMatchObject({ url: `${base}/airbnb.ics`, lastError: null, blockedNights: 3 });
    expect(Date.parse(status!.lastSuccessAt!)).not.toBeNaN();
    // The Worknest stay is never touched; the host sees where the other calendar overlaps it.
    expect(status!.conflicts).toEqual([
      { night: day(11), bookingId: booked.bookingId, summary: 'Reserved' },
      { night: day(12), bookingId: booked.bookingId, summary: 'Reserved' },
    ]);
    expect(await blockedFor(guest, place.listing.id)).toEqual(expect.arrayContaining([day(10), day(11), day(12), day(20), day(21), day(22)]));

    const checkout = await startCheckout(guest, place.listing.id, stay(21, 2));
    expect(checkout.status).toBe(400);
    const around = await startCheckout(guest, place.listing.id, stay(23, 2));
    expect(around.status, around.text).toBe(200);
    expect((await guest.client.post('/api/bookings/cancel', { paymentIntentId: around.body.paymentIntentId })).status).toBe(200);

    // The host (and only the host) reads the status back.
    expect((await place.host.client.get<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports`)).body.blockedNights).toEqual([day(20), day(21), day(22)]);
    expect((await guest.client.get(`/api/listings/${place.listing.id}/calendar-imports`)).status).toBe(403);
    expect((await putImports(guest, place.listing.id, [])).status).toBe(403);
  });

  it('gives back nights whose event is gone, on "Sync now"', async () => {
    files.set('/airbnb.ics', { body: calendar([day(20), day(22), 'Airbnb (Not available)']) });
    const synced = await place.host.client.post<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports/sync`);
    expect(synced.status, synced.text).toBe(200);
    expect(synced.body.blockedNights).toEqual([day(20), day(21)]);
    expect(synced.body.imports[0]).toMatchObject({ blockedNights: 2, conflicts: [], lastError: null });
    expect(await blockedFor(guest, place.listing.id)).not.toContain(day(22));
  });

  it('keeps the nights of a malformed or unreachable calendar and reports it with the last successful sync', async () => {
    const before = (await place.host.client.get<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports`)).body.imports[0]!;
    files.set('/airbnb.ics', { body: '<!doctype html><html><body>Please sign in</body></html>' });
    const malformed = await place.host.client.post<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports/sync`);
    expect(malformed.body.imports[0]).toMatchObject({ lastError: CALENDAR_MESSAGES.malformed, lastSuccessAt: before.lastSuccessAt, blockedNights: 2 });
    expect(malformed.body.blockedNights).toEqual([day(20), day(21)]);

    files.set('/airbnb.ics', { status: 503, body: 'down' });
    const down = await place.host.client.post<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports/sync`);
    expect(down.body.imports[0]).toMatchObject({ lastError: CALENDAR_MESSAGES.notReadable, lastSuccessAt: before.lastSuccessAt });
    // Issue 33: the host is told "could not be read" with a coarse reason, never the upstream status.
    expect(down.body.imports[0]!.lastError).not.toContain('503');
    expect(down.body.blockedNights).toEqual([day(20), day(21)]);

    // A closed port: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/cal.ics`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    files.set('/big.ics', { body: Buffer.alloc(2 * 1024 * 1024 + 10, 'A') });
    const saved = await putImports(place.host, place.listing.id, [`${base}/airbnb.ics`, closedUrl, `${base}/big.ics`]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.imports.map((entry) => [entry.url, entry.lastError, entry.lastSuccessAt])).toEqual([
      [`${base}/airbnb.ics`, CALENDAR_MESSAGES.notReadable, before.lastSuccessAt],
      [closedUrl, CALENDAR_MESSAGES.notReadable, null],
      [`${base}/big.ics`, CALENDAR_MESSAGES.tooLarge, null],
    ]);
    expect(saved.body.blockedNights).toEqual([day(20), day(21)]);
  });

  it('refuses addresses in private, link-local and metadata ranges, directly or by redirect', async () => {
    files.set('/to-metadata', { status: 302, location: 'http://169.254.169.254/latest/meta-data/' });
    const saved = await putImports(place.host, place.listing.id, [`${base}/to-metadata`, 'http://10.0.0.1/cal.ics', 'http://[::ffff:192.168.0.1]/cal.ics']);
    expect(saved.status, saved.text).toBe(200);
    // The same answer as an address that does not answer (issue 33): no probe of what is reachable.
    expect(saved.body.imports.map((entry) => entry.lastError)).toEqual([CALENDAR_MESSAGES.notReadable, CALENDAR_MESSAGES.notReadable, CALENDAR_MESSAGES.notReadable]);
    // The calendar removed from the list gives its nights back.
    expect(saved.body.blockedNights).toEqual([]);

    for (const [urls, message] of [
      [['file:///etc/passwd'], CALENDAR_MESSAGES.invalidUrl],
      [['gopher://127.0.0.1:6379/_INFO'], CALENDAR_MESSAGES.invalidUrl],
      [[`${base}/1`, `${base}/2`, `${base}/3`, `${base}/4`], CALENDAR_MESSAGES.tooMany],
    ] as const) {
      const refused = await putImports(place.host, place.listing.id, [...urls]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });

  it('syncs every 30 minutes through the scheduled job', async () => {
    // A minute on: saving shares "Sync now"'s limit of 6 a minute, which this listing's tests spent.
    await shiftClock(2 * 60_000);
    files.set('/airbnb.ics', { body: calendar([day(30), day(32), 'Airbnb (Not available)']) });
    const saved = await putImports(place.host, place.listing.id, [`${base}/airbnb.ics`]);
    expect(saved.body.blockedNights).toEqual([day(30), day(31)]);
    files.set('/airbnb.ics', { body: calendar([day(30), day(33), 'Airbnb (Not available)']) });

    // Not due yet: the job leaves it.
    await runJob('sync-calendar-imports');
    expect((await place.host.client.get<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports`)).body.blockedNights).toEqual([day(30), day(31)]);

    await shiftClock(33 * 60_000);
    const summary = await runJob<{ listings: number }>('sync-calendar-imports');
    expect(summary.listings).toBeGreaterThanOrEqual(1);
    const after = (await place.host.client.get<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports`)).body;
    expect(after.blockedNights).toEqual([day(30), day(31), day(32)]);
    expect(Date.parse(after.nextSyncAt!)).toBeGreaterThan(Date.now() + 31 * 60_000 + 25 * 60_000);

    // Removing every calendar gives every night back.
    expect((await putImports(place.host, place.listing.id, [])).body.blockedNights).toEqual([]);
    void DAY_MS;
  });
});

describe('imported nights in search, and who may sync now', { timeout: 180_000 }, () => {
  let place: HostWithListing;
  let guest: Member;
  let outsider: Member;
  const word = `calsync${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const found = async (checkIn: string, checkOut: string) => {
    const answer = await guest.client.get<ListingSearchPage>(`/api/listings?${new URLSearchParams({ q: word, checkIn, checkOut, limit: '100' })}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.items.map((item) => item.id);
  };

  beforeAll(async () => {
    place = await hostWithListing({ title: `Flat ${word}` });
    [guest, outsider] = await Promise.all([newGuest(), demoCompanyMember('globex.test', 'employee', 'Gus')]);
  }, 180_000);

  it('leaves a listing out of a date search over nights an imported calendar blocks', async () => {
    expect(await found(day(40), day(42))).toEqual([place.listing.id]);
    files.set(`/${word}.ics`, { body: calendar([day(40), day(42), 'Booked elsewhere']) });
    const saved = await putImports(place.host, place.listing.id, [`${base}/${word}.ics`]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.blockedNights).toEqual([day(40), day(41)]);

    expect(await found(day(40), day(42))).toEqual([]);
    expect(await found(day(41), day(43))).toEqual([]); // one blocked night is enough
    expect(await found(day(42), day(44))).toEqual([place.listing.id]); // the night after is free
  });

  it('refuses "Sync now" to a colleague who is not the host, and to another company', async () => {
    const colleague = await guest.client.post<ErrorBody>(`/api/listings/${place.listing.id}/calendar-imports/sync`);
    expect(colleague.status).toBe(403);
    expect(colleague.body.message).toBe(CALENDAR_MESSAGES.notHost);
    expect((await outsider.client.post(`/api/listings/${place.listing.id}/calendar-imports/sync`)).status).toBe(404);
  });

  it('gives saving the imports the same limit as "Sync now", shared with it: no fetch and no change once spent (issue 33, finding 2)', async () => {
    const own = await hostWithListing();
    files.set(`/${word}-limit.ics`, { body: calendar([day(50), day(51), 'Elsewhere']) });
    const url = `${base}/${word}-limit.ics`;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await putImports(own.host, own.listing.id, i % 2 === 0 ? [url] : []));
    for (let i = 0; i < 3; i++) answers.push(await own.host.client.post<CalendarImportsView & ErrorBody>(`/api/listings/${own.listing.id}/calendar-imports/sync`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const limited = await putImports(own.host, own.listing.id, []);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: CALENDAR_MESSAGES.syncTooOften, code: 'sync_rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await own.host.client.post(`/api/listings/${own.listing.id}/calendar-imports/sync`)).status).toBe(429);
    // The refused save changed nothing: the calendar is still listed and its night still blocked.
    const view = (await own.host.client.get<CalendarImportsView>(`/api/listings/${own.listing.id}/calendar-imports`)).body;
    expect(view.imports.map((entry) => entry.url)).toEqual([url]);
    expect(view.blockedNights).toEqual([day(50)]);
  });

  it('limits "Sync now" to a few a minute per listing (429 with Retry-After)', async () => {
    await shiftClock(2 * 60_000); // a fresh minute: the save above counted too
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await place.host.client.post<CalendarImportsView & ErrorBody>(`/api/listings/${place.listing.id}/calendar-imports/sync`));
    expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const limited = answers[6]!;
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: CALENDAR_MESSAGES.syncTooOften, code: 'sync_rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The nights stay as the last sync left them.
    expect((await place.host.client.get<CalendarImportsView>(`/api/listings/${place.listing.id}/calendar-imports`)).body.blockedNights).toEqual([day(40), day(41)]);
  });
});
