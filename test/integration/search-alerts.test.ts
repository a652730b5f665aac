import type { NotificationSettings } from '@worknest/shared/notifications';
import type { SavedSearch } from '@worknest/shared/saved-searches-rules';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { setClockOffset } from './support/clock';
import { linksOf, mails, type StoredMail } from './support/inbox';
import { runJob } from './support/jobs';
import { fromIp, newCompany, signedInMember, signInAgain, useLocalStore, type SignedInMember } from './support/members';

/*
 * Issue 39, the send-search-alerts job through the local gateway, run on demand on the moved local
 * clock (never by waiting): new matches once (two runs that meet send one e-mail), nothing new
 * nothing sent, the member's preference and one-click unsubscribe, blocked hosts, their own homes
 * and other companies' homes left out.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface AlertRun {
  due: number;
  sent: number;
  nothingNew: number;
  notMailed: number;
  skipped: number;
  failed: number;
}

const alerts = () => runJob<AlertRun>('send-search-alerts');
const header = (mail: StoredMail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
const alertMails = async (member: SignedInMember) => (await mails({ to: member.email })).filter((mail) => mail.subject.includes('new home'));

/** A home of `host` created `afterMs` after `since` (as if listed then). */
async function homeOf(host: SignedInMember, title: string, since: number, afterMs: number, patch: Record<string, unknown> = {}): Promise<string> {
  await useLocalStore();
  const { putListing } = await import('@worknest/functions/store/listings');
  const at = new Date(since + afterMs).toISOString();
  const record = listingRecord({ userId: host.id, companyDomain: host.domain, title, createdAt: at, updatedAt: at, ...patch });
  await putListing(record);
  return record.id;
}

async function saveSearch(member: SignedInMember, params: Record<string, string>, alert: 'daily' | 'weekly' | 'off' = 'daily'): Promise<SavedSearch> {
  const answer = await member.client.post<SavedSearch>('/api/saved-searches', { name: `Homes in ${params.q ?? 'any town'}`, params, alert });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

afterEach(async () => {
  await setClockOffset(0);
});

describe('send-search-alerts', () => {
  it('alerts a new match once, even when two runs meet; leaves out blocked hosts, own homes and other companies; nothing new, nothing sent', async () => {
    const word = `Alertville${Math.floor(Math.random() * 1e6)}`;
    const domain = await newCompany('Alert Co');
    const elsewhere = await newCompany('Elsewhere Co');
    const [ana, ben, cleo, eve] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(domain, 'employee', 'Cleo'),
      signedInMember(elsewhere, 'employee', 'Eve'),
    ]);
    const search = await saveSearch(ana, { q: word, maxPrice: '10000' });
    const savedAt = Date.parse(search.lastAlertAt);
    expect([200, 201]).toContain((await ana.client.post('/api/blocks', { userId: cleo.id })).status);

    // Before the search was saved: not new.
    await homeOf(ben, `${word} old loft`, savedAt, -HOUR);
    const loft = await homeOf(ben, `${word} loft`, savedAt, HOUR);
    await homeOf(ben, `${word} palace`, savedAt, HOUR, { pricePerNight: 20_000 }); // over maxPrice
    await homeOf(cleo, `${word} cabin`, savedAt, HOUR); // a blocked member's home
    await homeOf(ana, `${word} own flat`, savedAt, HOUR); // her own
    await homeOf(eve, `${word} villa`, savedAt, HOUR); // another company

    // Not due before a day has passed.
    await setClockOffset(12 * HOUR);
    await alerts();
    expect(await alertMails(ana)).toHaveLength(0);

    // Due: two runs at once send one e-mail.
    await setClockOffset(DAY + 10 * 60_000);
    const runs = await Promise.all([alerts(), alerts()]);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    const sent = await alertMails(ana);
    expect(sent, JSON.stringify(runs)).toHaveLength(1);
    const mail = sent[0]!;
    // Only the loft: new, matching q and maxPrice, not a blocked member's, not hers, of her company.
    const text = mail.body.text ?? '';
    expect(text).toContain(`${word} loft`);
    expect(text).not.toContain('old loft');
    expect(text).not.toContain('cabin');
    expect(text).not.toContain('own flat');
    expect(text).not.toContain('villa');
    expect(text).not.toContain('palace');
    expect(linksOf(mail).some((link) => link.endsWith(`/app/listings/${loft}`))).toBe(true);
    expect(linksOf(mail).some((link) => link.includes(`/app/listings?maxPrice=10000&q=${word}`))).toBe(true);
    expect(header(mail, 'List-Unsubscribe')).toMatch(/\/api\/notifications\/unsubscribe\?token=/);

    // The next run: nothing new since this alert → nothing sent, even once due again.
    await alerts();
    await setClockOffset(2 * DAY + 20 * 60_000);
    const quiet = await alerts();
    expect(quiet.failed).toBe(0);
    expect(await alertMails(ana)).toHaveLength(1);

    // A new home later: one more alert, naming only it.
    await homeOf(ben, `${word} garden house`, Date.now() + 2 * DAY + 20 * 60_000, HOUR);
    await setClockOffset(3 * DAY + 30 * 60_000);
    await alerts();
    const later = await alertMails(ana);
    expect(later).toHaveLength(2);
    const newest = later.find((candidate) => candidate !== mail && (candidate.body.text ?? '').includes('garden house'))!;
    expect(newest).toBeDefined();
    expect(newest.body.text).not.toContain(`${word} loft,`);
  }, 240_000);

  it('sends nothing when the member turned saved search alerts off, or unsubscribed with one click', async () => {
    const word = `Quietville${Math.floor(Math.random() * 1e6)}`;
    const domain = await newCompany('Quiet Co');
    const [dan, fay, host] = await Promise.all([signedInMember(domain, 'employee', 'Dan'), signedInMember(domain, 'employee', 'Fay'), signedInMember(domain, 'employee', 'Host')]);
    const danSearch = await saveSearch(dan, { q: word });
    await saveSearch(fay, { q: word }, 'weekly');
    const off = await dan.client.patch<NotificationSettings>('/api/users/me/notifications', { searchAlerts: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body.preferences.searchAlerts).toBe(false);
    await homeOf(host, `${word} studio`, Date.parse(danSearch.lastAlertAt), HOUR);

    await setClockOffset(DAY + 10 * 60_000);
    await alerts();
    expect(await alertMails(dan)).toHaveLength(0);
    // Fay's is weekly: not yet.
    expect(await alertMails(fay)).toHaveLength(0);
    await setClockOffset(7 * DAY + 10 * 60_000);
    await alerts();
    const [mail] = await alertMails(fay);
    expect(mail).toBeDefined();
    expect(mail!.body.text).toContain(`${word} studio`);
    // Dan's window moved on while his alerts were off: turning them on later starts from then.
    expect(await alertMails(dan)).toHaveLength(0);

    // One-click unsubscribe (RFC 8058) turns the kind off for Fay.
    const oneClick = header(mail!, 'List-Unsubscribe')!.slice(1, -1);
    const answer = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromIp() }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    await signInAgain(fay); // a week on the moved clock ended her session
    expect((await fay.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.searchAlerts).toBe(false);
    await homeOf(host, `${word} attic`, Date.now() + 7 * DAY + 10 * 60_000, HOUR);
    await setClockOffset(14 * DAY + 20 * 60_000);
    await alerts();
    expect(await alertMails(fay)).toHaveLength(1);
  }, 240_000);

  it('an alert turned off leaves the job’s sweep; turned on again, it is due a period after the last alert', async () => {
    const word = `Toggleville${Math.floor(Math.random() * 1e6)}`;
    const domain = await newCompany('Toggle Co');
    const [gus, host] = await Promise.all([signedInMember(domain, 'employee', 'Gus'), signedInMember(domain, 'employee', 'Host')]);
    const search = await saveSearch(gus, { q: word });
    expect((await gus.client.patch(`/api/saved-searches/${search.id}`, { alert: 'off' })).status).toBe(200);
    await homeOf(host, `${word} barn`, Date.parse(search.lastAlertAt), HOUR);
    await setClockOffset(DAY + 10 * 60_000);
    await alerts();
    expect(await alertMails(gus)).toHaveLength(0);
    expect((await gus.client.patch(`/api/saved-searches/${search.id}`, { alert: 'daily' })).status).toBe(200);
    await alerts();
    const [mail] = await alertMails(gus);
    expect(mail?.body.text).toContain(`${word} barn`);
  }, 240_000);

  it('authorization: saved searches, blocks and the export need a session; an unsubscribe link turns off only its own member and kind', async () => {
    const anonymous = new ApiClient();
    for (const [method, path, body] of [
      ['GET', '/api/saved-searches', undefined],
      ['POST', '/api/saved-searches', { name: 'x', params: {}, alert: 'daily' }],
      ['PATCH', '/api/saved-searches/some-id', { alert: 'off' }],
      ['DELETE', '/api/saved-searches/some-id', undefined],
      ['GET', '/api/blocks', undefined],
      ['GET', '/api/users/me/export', undefined],
    ] as const) {
      const answer = await anonymous.request(method, path, body === undefined ? {} : { json: body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }

    const word = `Authville${Math.floor(Math.random() * 1e6)}`;
    const domain = await newCompany('Auth Co');
    const [ivy, jon, host] = await Promise.all([signedInMember(domain, 'employee', 'Ivy'), signedInMember(domain, 'employee', 'Jon'), signedInMember(domain, 'employee', 'Host')]);
    const search = await saveSearch(ivy, { q: word });
    await saveSearch(jon, { q: word });
    await homeOf(host, `${word} loft`, Date.parse(search.lastAlertAt), HOUR);
    await setClockOffset(DAY + 10 * 60_000);
    await alerts();
    const [mail] = await alertMails(ivy);
    expect(mail).toBeDefined();
    await signInAgain(ivy, jon);
    const oneClick = header(mail!, 'List-Unsubscribe')!.slice(1, -1);
    expect((await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromIp() }, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    const ivyPreferences = (await ivy.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences;
    expect(ivyPreferences).toMatchObject({ searchAlerts: false, messages: true, reminders: true, reviewRequests: true });
    expect((await jon.client.get<NotificationSettings>('/api/users/me/notifications')).body.preferences.searchAlerts).toBe(true);
  }, 240_000);
});
