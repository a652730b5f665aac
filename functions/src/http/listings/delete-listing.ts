import { deleteListing } from '../../domain/listings/delete-listing';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { listingParams } from './listing-id-inputs';

/** `DELETE /api/listings/{id}`: the host or an admin removes the listing, its photos and what depends on it. 204. */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => {
  await deleteListing(params.id, session);
  return noContent();
});
