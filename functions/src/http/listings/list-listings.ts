import { utcDate } from '@worknest/shared/booking';
import type { ListingPage } from '@worknest/shared/listing';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listCompanyListings } from '../../store/listings';
import { pageQuery } from './page-query';

/**
 * `GET /api/listings?limit=&cursor=`: the bookable listings of the caller's company, newest first
 * (not paused, not switched off, offering a date from today on).
 * One Query on the company's own index partition; the cursor cannot point anywhere else.
 */
export const handler = defineHandler({ query: pageQuery }, async ({ query, session }): Promise<ListingPage> => {
  const partition = keys.companyListingsPartition(session.companyDomain);
  const page = await listCompanyListings(session.companyDomain, query.limit, cursorFor(query.cursor, 'gsi1pk', partition), utcDate(Date.now()));
  return { items: page.items, nextCursor: encodeCursor(page.lastKey) };
});
