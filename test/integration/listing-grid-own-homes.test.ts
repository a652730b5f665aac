import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ListingSearchPage } from '@worknest/shared/listing-search';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { keys } from '@worknest/functions/store/keys';
import { localTable } from './support/local-table';
import { newCompany, signedInMember, useLocalStore, type SignedInMember } from './support/members';

/*
 * Issue 29, item 14: a member's own homes are not in their grid, in the query itself (pages stay
 * full, the cursor exact, the search's total counts colleagues' homes only), a company where a
 * member hosts every home shows that member nothing, and every card carries its rating.
 */

async function homesOf(member: SignedInMember, titles: string[], startMinutesAgo: number): Promise<string[]> {
  await useLocalStore();
  const { putListing } = await import('@worknest/functions/store/listings');
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    // Distinct creation times, newest last in `titles`.
    const createdAt = new Date(Date.now() - (startMinutesAgo - i) * 60_000).toISOString();
    const record = listingRecord({ userId: member.id, companyDomain: member.domain, title, createdAt, updatedAt: createdAt, pricePerNight: 5000 + i * 100 });
    await putListing(record);
    ids.push(record.id);
  }
  return ids;
}

async function grid(member: SignedInMember, query: string): Promise<ListingSearchPage[]> {
  const pages: ListingSearchPage[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: ListingSearchPage; text: string } = await member.client.get<ListingSearchPage>(
      `/api/listings?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status, answer.text).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

const titles = (pages: ListingSearchPage[]) => pages.flatMap((page) => page.items.map((item) => item.title));

describe("the grid leaves the member's own homes out", () => {
  it('pages stay full and exact, in the plain grid and in a search, and cards carry their rating', async () => {
    const domain = await newCompany('Own Homes Co');
    const [ana, ben] = await Promise.all([signedInMember(domain, 'employee', 'Ana'), signedInMember(domain, 'employee', 'Ben')]);
    // Ana's three homes are the newest: a first page of two would have been all hers.
    const [benOld, benNew] = await homesOf(ben, ['Ben old flat', 'Ben new flat'], 30);
    await homesOf(ana, ['Ana flat one', 'Ana flat two', 'Ana flat three'], 10);

    // Ben's newer flat has two published reviews (the stats item reviews keep on publish): 4 and 5 stars.
    const { db, tableName } = localTable();
    await db.send(new PutCommand({ TableName: tableName, Item: { ...keys.listingReviewStats(benNew!), type: 'listingReviewStats', reviewCount: 2, ratingSum: 9 } }));

    const plain = await grid(ana, 'limit=2');
    expect(titles(plain)).toEqual(['Ben new flat', 'Ben old flat']);
    expect(plain[0]!.items).toHaveLength(2);
    expect(plain[0]!.items[0]).toMatchObject({ id: benNew, averageRating: 4.5, reviewCount: 2 });
    expect(plain[0]!.items[1]).toMatchObject({ id: benOld, averageRating: null, reviewCount: 0 });

    const searched = await grid(ana, 'limit=1&sort=price_asc');
    expect(titles(searched)).toEqual(['Ben old flat', 'Ben new flat']);
    expect(searched.every((page) => page.total === 2)).toBe(true);
    expect(searched[1]!.items[0]).toMatchObject({ averageRating: 4.5, reviewCount: 2 });

    // Ben sees Ana's three and not his own, two to a page.
    const bensGrid = await grid(ben, 'limit=2');
    expect(titles(bensGrid)).toEqual(['Ana flat three', 'Ana flat two', 'Ana flat one']);
    expect(bensGrid[0]!.items).toHaveLength(2);
    expect((await grid(ben, 'q=flat'))[0]!.total).toBe(3);
  }, 180_000);

  it("a member who hosts every home of the company sees none, with no cursor to follow", async () => {
    const domain = await newCompany('Solo Co');
    const gus = await signedInMember(domain, 'employee', 'Solo');
    await homesOf(gus, ['Solo studio', 'Solo attic'], 5);
    const plain = await grid(gus, '');
    expect(plain).toEqual([{ items: [], nextCursor: null }]);
    const searched = await grid(gus, 'sort=price_desc');
    expect(searched).toEqual([{ items: [], nextCursor: null, total: 0 }]);
  }, 120_000);
});
