import { utcDate } from '@worknest/shared/booking-rules';
import { isPlainGrid, type ListingSearchPage } from '@worknest/shared/listing-search-rules';
import { withRatings } from '../../domain/listings/listing-ratings';
import { searchListings } from '../../domain/listings/search-listings';
import { hiddenHostsFor } from '../../domain/safety/blocks';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { nowMs } from '../../clock';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listCompanyListings } from '../../store/listings';
import { searchQuery } from './search-inputs';

/**
 * `GET /api/listings?q=&checkIn=&checkOut=&guests=&minPrice=&maxPrice=&type=&workspace=&minWifiMbps=&workReady=&amenities=&sort=&limit=&cursor=`:
 * the bookable listings of the caller's company (not paused, not switched off, offering a date
 * from today on), except the caller's own (issue 29: a member manages those under "Your homes"),
 * each card with its average rating and review count (one BatchGetItem for the page). Without filters, newest first: one Query on the company's own index partition
 * (the cursor cannot point anywhere else). With filters or another order: the company's search
 * entries, by the same rules (issue 18, domain/listings/search-listings.ts).
 */
export const handler = defineHandler({ query: searchQuery }, async ({ query, session }): Promise<ListingSearchPage> => {
  // Issue 39: homes of members blocked either way never show; a member with blocks is served by the
  // search (it filters before paging, so pages stay full and the total exact). The blocks are read
  // beside the plain grid's page, not before it: most members have none, so no request waits for them.
  const partition = keys.companyListingsPartition(session.companyDomain);
  const [hidden, page] = await Promise.all([
    hiddenHostsFor(session.userId),
    isPlainGrid(query) ? listCompanyListings(session.companyDomain, query.limit, cursorFor(query.cursor, 'gsi1pk', partition), utcDate(Date.now()), session.userId) : null,
  ]);
  if (!page || hidden.size > 0) return searchListings(session.companyDomain, query, nowMs(), session.userId, hidden);
  return { items: await withRatings(page.items), nextCursor: encodeCursor(page.lastKey) };
});
