import type { ListingPage } from '@worknest/shared/listing';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listCompanyListings } from '../../store/listings';
import { pageQuery } from './page-query';

/**
 * `GET /api/listings?limit=&cursor=`: the active listings of the caller's company, newest first.
 * One Query on the company's own index partition; the cursor cannot point anywhere else.
 */
export const handler = defineHandler({ query: pageQuery }, async ({ query, session }): Promise<ListingPage> => {
  const partition = keys.companyListingsPartition(session.companyDomain);
  const page = await listCompanyListings(session.companyDomain, query.limit, cursorFor(query.cursor, 'gsi1pk', partition));
  return { items: page.items, nextCursor: encodeCursor(page.lastKey) };
});
