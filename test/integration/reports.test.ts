import { PutCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type ReportPage, type ReportView } from '@worknest/shared/reports-rules';
import type { Conversation, Message, MessagePage } from '@worknest/shared/messaging';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { keys } from '@worknest/functions/store/keys';
import { nowSeconds, waitForMail } from './support/inbox';
import { localTable } from './support/local-table';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './support/members';
import { platformAdmin } from './support/sso';

/*
 * Issue 39, reports: only what the reporter can see, one open report per reporter and target,
 * bad input, the rate limit, the snapshot an edit cannot change, the admin's queue and its
 * actions recorded with who and when, the reporter told in general words, HR reading its own
 * company's reports only.
 */

async function homeOf(member: SignedInMember, title: string): Promise<string> {
  await useLocalStore();
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({ userId: member.id, companyDomain: member.domain, title, description: 'Original description of the flat.' });
  await putListing(record);
  return record.id;
}

type ErrorBody = { message: string; code?: string; issues?: { path: string; message: string }[] };

describe('reports', () => {
  it('refuse bad input, what the reporter cannot see, their own content and a second open report; keep a snapshot', async () => {
    const domain = await newCompany('Report Co');
    const other = await newCompany('Other Report Co');
    const [ana, ben, cleo] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(other, 'employee', 'Cleo'),
    ]);
    const bensHome = await homeOf(ben, 'Ben sunny flat');
    const cleosHome = await homeOf(cleo, 'Cleo flat');

    const bad = [
      [{ targetType: 'listing', targetId: bensHome, reason: 'ugly' }, 'reason'],
      [{ targetType: 'house', targetId: bensHome, reason: 'spam' }, 'targetType'],
      [{ targetType: 'listing', targetId: bensHome, reason: 'spam', details: 'x'.repeat(1001) }, 'details'],
      [{ targetType: 'listing', reason: 'spam' }, 'targetId'],
    ] as const;
    for (const [body, field] of bad) {
      const answer = await ana.client.post<ErrorBody>('/api/reports', body);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.issues?.map((issue) => issue.path)).toContain(field);
    }
    expect((await ana.client.post<ErrorBody>('/api/reports', bad[0][0])).body.issues?.[0]?.message).toBe(REPORT_MESSAGES.reason);

    // Another company's listing and member, an unknown id: the same 404.
    for (const body of [
      { targetType: 'listing', targetId: cleosHome, reason: 'spam' },
      { targetType: 'user', targetId: cleo.id, reason: 'spam' },
      { targetType: 'review', targetId: 'no-such-review', reason: 'spam' },
      { targetType: 'message', targetId: 'no-conversation:no-message', reason: 'spam' },
    ]) {
      const answer = await ana.client.post<ErrorBody>('/api/reports', body);
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body.message).toBe(REPORT_MESSAGES.notFound);
    }
    // One's own home is no report.
    expect((await ben.client.post('/api/reports', { targetType: 'listing', targetId: bensHome, reason: 'spam' })).status).toBe(400);

    const filed = await ana.client.post<ReportView>('/api/reports', { targetType: 'listing', targetId: bensHome, reason: 'inaccurate', details: '  No desk at all.  ' });
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body).toMatchObject({ status: 'open', reason: 'inaccurate', details: 'No desk at all.', snapshot: { title: 'Ben sunny flat', authorName: 'Ben Tester' } });
    const again = await ana.client.post<ErrorBody>('/api/reports', { targetType: 'listing', targetId: bensHome, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REPORT_MESSAGES.duplicate);

    // Ben edits his listing afterwards: the queue still shows what Ana saw.
    const { db, tableName } = localTable();
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.listing(bensHome) }));
    await db.send(new PutCommand({ TableName: tableName, Item: { ...Item, title: 'Ben nice flat', description: 'Edited.' } }));
    const admin = await platformAdmin();
    const queue = await admin.client.get<ReportPage>('/api/admin/reports?status=open&limit=100');
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.items.find((item) => item.id === filed.body.id)?.snapshot).toEqual({
      title: 'Ben sunny flat',
      text: 'Original description of the flat.',
      authorName: 'Ben Tester',
    });
  }, 180_000);

  it('a reported message: the admin removes it, the outcome is recorded and the reporter told; HR reads its own company only', async () => {
    const domain = await newCompany('Msg Report Co');
    const other = await newCompany('Msg Other Co');
    const [ana, ben, dora, hr, otherHr] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(domain, 'employee', 'Dora'),
      signedInMember(domain, 'hr', 'Hana'),
      signedInMember(other, 'hr', 'Omar'),
    ]);
    const anasHome = await homeOf(ana, 'Ana flat');
    const started = await ben.client.post<Conversation>('/api/conversations', { listingId: anasHome });
    expect(started.status, started.text).toBe(201);
    const sent = await ben.client.post<Message>(`/api/conversations/${started.body.id}/messages`, { content: 'You will regret this.' });
    expect(sent.status, sent.text).toBe(201);
    const targetId = `${started.body.id}:${sent.body.id}`;

    // Dora is no participant: she cannot see it.
    expect((await dora.client.post('/api/reports', { targetType: 'message', targetId, reason: 'harassment' })).status).toBe(404);
    const filed = await ana.client.post<ReportView>('/api/reports', { targetType: 'message', targetId, reason: 'harassment' });
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body.snapshot).toEqual({ text: 'You will regret this.', authorName: 'Ben Tester' });

    // HR of Ben's company reads it, read only; HR of another company does not see it.
    const hrQueue = await hr.client.get<ReportPage>('/api/admin/reports');
    expect(hrQueue.status, hrQueue.text).toBe(200);
    expect(hrQueue.body.items.map((item) => item.id)).toEqual([filed.body.id]);
    expect((await otherHr.client.get<ReportPage>('/api/admin/reports')).body.items).toEqual([]);
    expect((await hr.client.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'dismiss', note: 'HR cannot' })).status).toBe(403);
    expect((await ana.client.get('/api/admin/reports')).status).toBe(403);

    const admin = await platformAdmin();
    // An action that does not fit a message, an unknown action, no note: 400.
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'hide_listing', note: 'x' })).status).toBe(400);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'ban', note: 'x' })).status).toBe(400);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'remove_message' })).status).toBe(400);
    expect((await admin.client.post('/api/admin/reports/unknown/resolve', { action: 'dismiss', note: 'x' })).status).toBe(404);

    const since = nowSeconds();
    const resolved = await admin.client.post<ReportView>(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'remove_message', note: 'Threat; removed.' });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: { action: 'remove_message', note: 'Threat; removed.', resolvedBy: admin.id, resolvedByName: 'Admin Tester' } });
    expect(Date.parse(resolved.body.resolution!.resolvedAt)).toBeGreaterThan(0);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/resolve`, { action: 'dismiss', note: 'again' })).status).toBe(409);

    // The message is gone from the thread (its place stays), the snapshot keeps what was said.
    const thread = await ana.client.get<MessagePage>(`/api/conversations/${started.body.id}/messages`);
    expect(thread.body.items.find((message) => message.id === sent.body.id)?.content).toBe('This message was removed by Worknest.');
    const done = await admin.client.get<ReportPage>('/api/admin/reports?status=resolved&limit=100');
    expect(done.body.items.find((item) => item.id === filed.body.id)?.snapshot.text).toBe('You will regret this.');

    // The reporter is told in general words, without naming anyone or the action.
    const mail = await waitForMail(ana.email, { sinceSeconds: since, where: (m) => m.subject === 'About the report you sent to Worknest' });
    expect(mail.body.text).toContain('took action under our community rules');
    expect(mail.body.text).not.toContain('Ben');
    // With the report resolved, Ana may report the same message again.
    expect((await ana.client.post('/api/reports', { targetType: 'message', targetId, reason: 'harassment' })).status).toBe(201);
  }, 180_000);

  it('are rate-limited per member', async () => {
    const domain = await newCompany('Rate Report Co');
    const ana = await signedInMember(domain, 'employee', 'Ana');
    const others = await Promise.all(Array.from({ length: 11 }, (_, i) => signedInMember(domain, 'employee', `Peer${i}`)));
    const statuses: number[] = [];
    for (const peer of others) statuses.push((await ana.client.post('/api/reports', { targetType: 'user', targetId: peer.id, reason: 'spam' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  }, 240_000);
});
