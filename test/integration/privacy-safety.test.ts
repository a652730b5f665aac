import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { BlocksList } from '@worknest/shared/blocks-rules';
import type { SavedSearch, SavedSearchList } from '@worknest/shared/saved-searches-rules';
import type { MemberExport } from '@worknest/functions/domain/users/export-member-data';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { keys } from '@worknest/functions/store/keys';
import { localTable } from './support/local-table';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './support/members';

/*
 * Issue 39 in the privacy rights (issue 13): the export holds the member's favourites, the members
 * they blocked (by name; never who blocked them), saved searches and the reports they filed;
 * erasure removes favourites, saved searches and every block with them (both items, either side)
 * and keeps the reports they filed for moderation without their name, address or id.
 */

async function homeOf(member: SignedInMember, title: string): Promise<string> {
  await useLocalStore();
  const { putListing } = await import('@worknest/functions/store/listings');
  const record = listingRecord({ userId: member.id, companyDomain: member.domain, title });
  await putListing(record);
  return record.id;
}

describe('favourites, blocks, saved searches and reports in the privacy rights', () => {
  it('the export holds them (and nothing of who blocked the member); erasure removes them on both sides and keeps reports pseudonymous', async () => {
    const domain = await newCompany('Rights Co');
    const [ana, ben, cleo, dora] = await Promise.all([
      signedInMember(domain, 'employee', 'Ana'),
      signedInMember(domain, 'employee', 'Ben'),
      signedInMember(domain, 'employee', 'Cleo'),
      signedInMember(domain, 'employee', 'Dora'),
    ]);
    const loft = await homeOf(ben, 'Ben riverside loft');
    expect((await ana.client.put(`/api/favourites/${loft}`)).status).toBe(200);
    expect((await ana.client.post('/api/blocks', { userId: cleo.id })).status).toBe(201);
    expect((await dora.client.post('/api/blocks', { userId: ana.id })).status).toBe(201); // silent to Ana
    const search = await ana.client.post<SavedSearch>('/api/saved-searches', { name: 'Riverside homes', params: { q: 'riverside' }, alert: 'daily' });
    expect(search.status, search.text).toBe(201);
    const report = await ana.client.post<{ id: string }>('/api/reports', { targetType: 'listing', targetId: loft, reason: 'inaccurate', details: 'The photos show another flat.' });
    expect(report.status, report.text).toBe(201);

    // The export: her own records; of others only what the app shows her.
    const exported = await ana.client.get<MemberExport>('/api/users/me/export');
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.favourites).toEqual([expect.objectContaining({ listingId: loft, title: 'Ben riverside loft' })]);
    expect(exported.body.blocks).toEqual([{ member: 'Cleo Tester', blockedAt: expect.any(String) }]);
    expect(exported.body.savedSearches).toEqual([expect.objectContaining({ name: 'Riverside homes', params: { q: 'riverside' }, alert: 'daily', url: expect.stringMatching(/\/app\/listings\?q=riverside$/) })]);
    expect(exported.body.reportsFiled).toEqual([{ targetType: 'listing', reason: 'inaccurate', details: 'The photos show another flat.', createdAt: expect.any(String), status: 'open', outcome: null }]);
    const text = JSON.stringify(exported.body);
    for (const other of [ben, cleo, dora]) {
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
    }
    expect(text).not.toContain('Dora');
    // Others' exports do not hold hers.
    const cleoExport = await cleo.client.get<MemberExport>('/api/users/me/export');
    expect(cleoExport.body.blocks).toEqual([]);
    expect(JSON.stringify(cleoExport.body)).not.toContain('Ana');

    // Erasure.
    const erased = await ana.client.request('DELETE', '/api/users/me', { json: { confirmEmail: ana.email } });
    expect(erased.status, erased.text).toBe(204);
    const { db, tableName } = localTable();
    const anaItems = (await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${ana.id}` } }))).Items ?? [];
    expect(anaItems.map((item) => item.sk)).toEqual([]);
    for (const [owner, sk] of [
      [cleo.id, `BLOCKED_BY#${ana.id}`],
      [dora.id, `BLOCK#${ana.id}`],
    ] as const) {
      expect((await db.send(new GetCommand({ TableName: tableName, Key: { pk: `USER#${owner}`, sk } }))).Item).toBeUndefined();
    }
    const alerts = (await db.send(new QueryCommand({ TableName: tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.searchAlertsPartition() } }))).Items ?? [];
    expect(alerts.filter((item) => item.userId === ana.id)).toEqual([]);
    expect((await dora.client.get<BlocksList>('/api/blocks')).body.items).toEqual([]);
    expect((await cleo.client.get<SavedSearchList>('/api/saved-searches')).body.items).toEqual([]);

    // The report stays for the admins, without her.
    const kept = (await db.send(new GetCommand({ TableName: tableName, Key: keys.report(report.body.id) }))).Item!;
    expect(kept).toBeDefined();
    expect(kept.reason).toBe('inaccurate');
    const keptText = JSON.stringify(kept);
    expect(keptText).not.toContain(ana.id);
    expect(keptText).not.toContain(ana.email);
    expect(keptText).not.toContain('Ana');
  }, 180_000);
});
