import type { ListingPage } from '@worknest/shared/listing';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listHostListings } from '../../store/listings';
import { pageQuery } from './page-inputs';

/** `GET /api/listings/mine?limit=&cursor=`: the caller's own listings (profile, My Listings), newest first. */
export const handler = defineHandler({ query: pageQuery }, async ({ query, session }): Promise<ListingPage> => {
  const partition = keys.hostListingsPartition(session.userId);
  const page = await listHostListings(session.userId, query.limit, cursorFor(query.cursor, 'gsi2pk', partition));
  return { items: page.items, nextCursor: encodeCursor(page.lastKey) };
});
