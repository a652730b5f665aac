import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '@worknest/functions/store/keys';
import type { Listing, ListingPage } from '@worknest/shared/listing';
import { localTable } from './support/local-table';
import { newCompany, signedInMember, useLocalStore } from './support/members';

/*
 * Issue 16: listings written before the work-ready checklist (free-text WiFi, no `workReady`,
 * `paused` or `lastAvailableDate`) read correctly before the migration, and the migration (through
 * the store, by company, no Scan) gives them the new fields once: a second run changes nothing.
 */

async function putLegacyListing(domain: string, hostId: string, patch: Record<string, unknown>): Promise<string> {
  const { db, tableName } = localTable();
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.listing(id),
        ...keys.companyListingsIndex(domain, createdAt, id),
        ...keys.hostListingsIndex(hostId, createdAt, id),
        ...keys.companyAllListingsIndex(domain, createdAt, id),
        type: 'listing',
        id,
        userId: hostId,
        companyDomain: domain,
        title: 'A listing from before the checklist',
        description: 'Written by the old code: free-text WiFi speed and a dedicated workspace box, nothing more.',
        rentalType: 'room',
        pricePerNight: 6000,
        address: '1 Old Street',
        city: 'Porto',
        country: 'Portugal',
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        maxGuests: 1,
        amenities: [],
        images: [],
        isActive: true,
        availableDates: [],
        minNights: 1,
        advanceNoticeDays: 0,
        createdAt,
        updatedAt: createdAt,
        ...patch,
      },
    }),
  );
  return id;
}

async function storedItem(id: string): Promise<Record<string, unknown>> {
  const { db, tableName } = localTable();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.listing(id), ConsistentRead: true }));
  return Item!;
}

describe('the work-ready migration (npm run admin -- listings migrate)', () => {
  it('reads old items as migrated, then migrates them once, idempotently', async () => {
    await useLocalStore();
    const domain = await newCompany();
    const host = await signedInMember(domain, 'employee', 'Host');
    // The grid and search leave one's own homes out (issue 29 item 14): a colleague browses them.
    const colleague = await signedInMember(domain, 'employee', 'Colleague');
    const gbps = await putLegacyListing(domain, host.id, { wifiSpeed: '1 Gbps', hasWorkspace: true, availableDates: ['2099-01-02', '2099-01-01'] });
    const unknown = await putLegacyListing(domain, host.id, { wifiSpeed: 'fast fibre', hasWorkspace: false });

    // Before the migration, the API already answers the new shape.
    const before = await host.client.get<Listing>(`/api/listings/${gbps}`);
    expect(before.status, before.text).toBe(200);
    expect(before.body.workReady).toEqual({ deskAndChair: true, quietSpace: false, wifiMbps: 1000, externalMonitor: false, workspacePhoto: null });
    expect(before.body).toMatchObject({ paused: false, lastAvailableDate: '2099-01-02' });
    expect(before.body).not.toHaveProperty('wifiSpeed');
    const grid = await colleague.client.get<ListingPage>('/api/listings');
    expect(grid.body.items.map((item) => item.id).sort()).toEqual([gbps, unknown].sort());

    const { migrateListingFields } = await import('@worknest/functions/domain/listings/migrate-listing-fields');
    const first = await migrateListingFields();
    expect(first.migrated).toBeGreaterThanOrEqual(2);
    // Issue 18: the migration also gives old listings their search entry.
    expect(first.searchEntries).toBeGreaterThanOrEqual(2);
    const found = await colleague.client.get<ListingPage>('/api/listings?sort=price_asc&limit=100');
    expect(found.body.items.map((item) => item.id).sort()).toEqual([gbps, unknown].sort());
    const fast = await colleague.client.get<ListingPage>('/api/listings?minWifiMbps=1000');
    expect(fast.body.items.map((item) => item.id)).toEqual([gbps]);
    const migrated = await storedItem(gbps);
    expect(migrated).toMatchObject({
      workReady: { deskAndChair: true, quietSpace: false, wifiMbps: 1000, externalMonitor: false, workspacePhoto: null },
      paused: false,
      lastAvailableDate: '2099-01-02',
    });
    expect(migrated).not.toHaveProperty('wifiSpeed');
    const unknownItem = await storedItem(unknown);
    expect(unknownItem.workReady).toMatchObject({ deskAndChair: false, wifiMbps: null });
    expect(unknownItem.lastAvailableDate).toBeNull(); // no date listed: every date open

    // Run again: both items are current, nothing is rewritten.
    await migrateListingFields();
    expect(await storedItem(gbps)).toEqual(migrated);
    expect(await storedItem(unknown)).toEqual(unknownItem);
  });

  it('does not overwrite a checklist the host already filled in', async () => {
    await useLocalStore();
    const domain = await newCompany();
    const host = await signedInMember(domain, 'employee', 'Host');
    const workReady = { deskAndChair: true, quietSpace: true, wifiMbps: 80, externalMonitor: true, workspacePhoto: null };
    const id = await putLegacyListing(domain, host.id, { wifiSpeed: '1 Gbps', workReady });
    const { migrateListingFields } = await import('@worknest/functions/domain/listings/migrate-listing-fields');
    await migrateListingFields();
    const item = await storedItem(id);
    expect(item.workReady).toEqual(workReady);
    expect(item).not.toHaveProperty('wifiSpeed');
    expect(item.paused).toBe(false);
  });
});
