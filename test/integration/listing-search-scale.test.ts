import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import { addDays, utcDate } from '@worknest/shared/booking';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { newCompany, signedInMember, useLocalStore } from './support/members';

/*
 * Search at scale (issue 18): a search instance holds a warm copy of its company's search
 * entries and reads the whole partition only when cold. On the bench's data (10,000 listings in
 * one company) a search with every filter, dates and price order answered 500: every search that
 * reached a cold instance read the whole partition (~10 MB) again, so a page load's concurrent
 * searches multiplied the read and ran the function past its timeout. One full read per company
 * at a time, shared by the searches that arrive meanwhile.
 */

/** `count` search entries of one company, written straight to the table (25 at a time), as listings would write them. */
async function seedSearchEntries(domain: string, hostId: string, count: number): Promise<void> {
  await useLocalStore();
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { keys } = await import('@worknest/functions/store/keys');
  const { searchAttributes } = await import('@worknest/functions/store/listing-search');
  // Written an hour ago: a search's read of what changed lately (with its overlap) finds none of them.
  const changedAt = new Date(Date.now() - 3_600_000).toISOString();
  const items = Array.from({ length: count }, (_, n) => {
    const listing = listingRecord({
      userId: hostId,
      companyDomain: domain,
      title: `${n % 2 ? 'Quiet' : 'Bright'} flat number ${n}`,
      city: n % 4 ? 'Porto' : 'Lisbon',
      pricePerNight: 4000 + (n % 100) * 100,
      maxGuests: 1 + (n % 3),
      amenities: ['WiFi', 'Kitchen'],
      images: [`/uploads/${hostId}/${randomUUID()}`],
    });
    const attributes = Object.fromEntries(Object.entries(searchAttributes(listing)).filter(([, value]) => value !== null));
    return { ...keys.listingSearch(listing.id), ...keys.companySearchIndex(domain, changedAt, listing.id), ...attributes, changedAt };
  });
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let unprocessed: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (unprocessed?.length) {
          const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: unprocessed as never } }));
          unprocessed = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
        }
      }),
    );
  }
}

const fullSearch = () => {
  const checkIn = addDays(utcDate(Date.now()), 30);
  return `/api/listings?q=lisbon&checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2&maxPrice=20000&type=whole_apartment&workspace=true&amenities=WiFi,Kitchen&sort=price_asc&limit=24`;
};

describe('search on a cold instance', { timeout: 240_000 }, () => {
  it('ten searches at once read the company partition once; the others wait for that read and take only what changed', async () => {
    const domain = await newCompany('Cold Co');
    const host = await signedInMember(domain, 'employee', 'Host');
    await seedSearchEntries(domain, host.id, 300);
    const { companySearchEntries } = await import('@worknest/functions/store/listing-search');
    const answers = await Promise.all(Array.from({ length: 10 }, () => companySearchEntries(domain, 'price_asc')));
    expect(answers.map((answer) => answer.entries.length)).toEqual(Array(10).fill(300));
    const full = answers.filter((answer) => answer.sync.mode === 'full');
    expect(full).toHaveLength(1);
    expect(full[0]!.sync.itemsRead).toBe(300);
    // The others read only what changed since the full read began (nothing), never the partition again.
    expect(answers.filter((answer) => answer.sync.mode === 'delta').map((answer) => answer.sync.itemsRead)).toEqual(Array(9).fill(0));
  });

  it('a company with 4,000 homes: ten searches with every filter at once on a cold instance all answer, the same', async () => {
    const domain = await newCompany('Big Co');
    const [host, viewer] = await Promise.all([signedInMember(domain, 'employee', 'Host'), signedInMember(domain, 'employee', 'Viewer')]);
    await seedSearchEntries(domain, host.id, 4_000);
    const path = fullSearch();
    const answers = await Promise.all(Array.from({ length: 10 }, () => viewer.client.get<ListingSearchPage>(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const totals = new Set(answers.map((answer) => answer.body.total));
    expect(totals.size).toBe(1);
    // Lisbon is every fourth home, two of three of those take 2+ guests; all are whole flats with a desk, WiFi and a kitchen.
    expect(answers[0]!.body.total).toBe(666);
    const prices = answers[0]!.body.items.map((item) => item.pricePerNight);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
