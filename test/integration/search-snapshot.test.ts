import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { runJob } from './support/jobs';
import { newCompany, signedInMember, useLocalStore } from './support/members';

/*
 * Issue 41 (ADR 0125): a new search instance loads its company from the company's search snapshot
 * (one Query) and catches up from it, instead of reading the whole search partition. The
 * refresh-search-snapshots job writes the snapshots; a snapshot that cannot be trusted is ignored.
 */

/** `count` search entries of one company written an hour ago, as listings would write them; their ids. */
async function seedSearchEntries(domain: string, hostId: string, count: number): Promise<string[]> {
  await useLocalStore();
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { keys } = await import('@worknest/functions/store/keys');
  const { searchAttributes } = await import('@worknest/functions/store/listing-search');
  const changedAt = new Date(Date.now() - 3_600_000).toISOString();
  const items = Array.from({ length: count }, (_, n) => {
    const listing = listingRecord({ userId: hostId, companyDomain: domain, title: `Snapshot flat number ${n}`, city: 'Lisbon', pricePerNight: 5000 + n, images: [`/uploads/${hostId}/${randomUUID()}`] });
    const attributes = Object.fromEntries(Object.entries(searchAttributes(listing)).filter(([, value]) => value !== null));
    return { ...keys.listingSearch(listing.id), ...keys.companySearchIndex(domain, changedAt, listing.id), ...attributes, id: listing.id, changedAt };
  });
  for (let i = 0; i < items.length; i += 25) {
    let unprocessed: Record<string, unknown>[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (unprocessed?.length) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: unprocessed as never } }));
      unprocessed = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
  return items.map((item) => item.id);
}

describe('search snapshots (issue 41)', { timeout: 120_000 }, () => {
  it('the job writes a snapshot once; a cold instance loads it and catches up with what changed since', async () => {
    const domain = await newCompany('Snapshot Co');
    const host = await signedInMember(domain, 'employee', 'Host');
    const ids = await seedSearchEntries(domain, host.id, 300);
    const { refreshSearchSnapshot } = await import('@worknest/functions/domain/listings/refresh-search-snapshots');
    const { companySearchEntries, forgetSearchCopies, searchEntryDeleteItem } = await import('@worknest/functions/store/listing-search');

    const first = await refreshSearchSnapshot(domain);
    expect(first).toMatchObject({ outcome: 'written', entries: 300, parts: 1 });
    expect(first.bytes).toBeGreaterThan(0);
    // Nothing changed: nothing written.
    expect((await refreshSearchSnapshot(domain)).outcome).toBe('unchanged');

    forgetSearchCopies();
    const cold = await companySearchEntries(domain, 'newest');
    expect(cold.sync).toMatchObject({ mode: 'snapshot', itemsRead: 0, snapshotEntries: 300 });
    expect(Object.keys(cold.sync.snapshotMs ?? {}).sort()).toEqual(['catchUp', 'decode', 'entries', 'read']);
    expect(cold.entries).toHaveLength(300);

    // After the snapshot: one listing deleted (its tombstone), so a new instance must not show it.
    const { db } = await import('@worknest/functions/adapters/dynamodb');
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new TransactWriteCommand({ TransactItems: [searchEntryDeleteItem({ id: ids[0]!, companyDomain: domain }, Date.now())] }));
    forgetSearchCopies();
    const after = await companySearchEntries(domain, 'newest');
    expect(after.sync).toMatchObject({ mode: 'snapshot', itemsRead: 1, snapshotEntries: 300 });
    expect(after.entries.map((entry) => entry.id)).not.toContain(ids[0]);
    expect(after.entries).toHaveLength(299);

    // The job, as EventBridge runs it, writes the changed snapshot (and leaves the others as they are).
    const summary = await runJob<Record<string, number>>('refresh-search-snapshots');
    expect(summary.written).toBeGreaterThanOrEqual(1);
    forgetSearchCopies();
    const rewritten = await companySearchEntries(domain, 'newest');
    // (The tombstone may be read again: it is within the catch-up's overlap of a few seconds.)
    expect(rewritten.sync).toMatchObject({ mode: 'snapshot', snapshotEntries: 299 });
    expect(rewritten.entries).toHaveLength(299);
  });

  it('a snapshot whose parts are of two generations is ignored: the partition is read', async () => {
    const domain = await newCompany('Torn Snapshot Co');
    const host = await signedInMember(domain, 'employee', 'Host');
    await seedSearchEntries(domain, host.id, 40);
    const { refreshSearchSnapshot } = await import('@worknest/functions/domain/listings/refresh-search-snapshots');
    const { companySearchEntries, forgetSearchCopies } = await import('@worknest/functions/store/listing-search');
    const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
    const { keys } = await import('@worknest/functions/store/keys');
    expect((await refreshSearchSnapshot(domain)).outcome).toBe('written');
    // A part of another write (what a Query could see in the middle of a transaction).
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.companySearchSnapshot(domain, 1), type: 'searchSnapshot', generation: 'another', data: new Uint8Array([1, 2, 3]) } }));
    forgetSearchCopies();
    const cold = await companySearchEntries(domain, 'newest');
    expect(cold.sync).toEqual({ mode: 'full', itemsRead: 40 });
  });

  it('searches answer the same from a snapshot as from the partition', async () => {
    const domain = await newCompany('Same Answers Co');
    const [host, viewer] = await Promise.all([signedInMember(domain, 'employee', 'Host'), signedInMember(domain, 'employee', 'Viewer')]);
    await seedSearchEntries(domain, host.id, 120);
    const { refreshSearchSnapshot } = await import('@worknest/functions/domain/listings/refresh-search-snapshots');
    const { companySearchEntries, forgetSearchCopies, setSearchSnapshotReads } = await import('@worknest/functions/store/listing-search');
    await refreshSearchSnapshot(domain);
    const read = async (snapshots: boolean) => {
      setSearchSnapshotReads(snapshots);
      forgetSearchCopies();
      const { entries, sync } = await companySearchEntries(domain, 'price_asc');
      return { ids: entries.map((entry) => entry.id), mode: sync.mode };
    };
    try {
      const fromPartition = await read(false);
      const fromSnapshot = await read(true);
      expect([fromPartition.mode, fromSnapshot.mode]).toEqual(['full', 'snapshot']);
      expect(fromSnapshot.ids).toEqual(fromPartition.ids);
    } finally {
      setSearchSnapshotReads(true);
    }
    // And through the API, whatever the instance's state: the price order of all 120.
    const page = await viewer.client.get<ListingSearchPage>('/api/listings?sort=price_asc&limit=5');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(120);
    expect(page.body.items.map((item) => item.pricePerNight)).toEqual([5000, 5001, 5002, 5003, 5004]);
  });
});
