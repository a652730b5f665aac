import { listingUpdateSchema } from '@worknest/shared/listing';
import { toApiListing } from '../../domain/listings/to-api-listing';
import { updateListing } from '../../domain/listings/update-listing';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { listingParams } from './listing-params';

/**
 * `PATCH /api/listings/{id}`: any subset of the create fields (same schema, same messages) plus
 * `paused`. Its host or an admin; a colleague 403, another company 404. Answers 200 with the
 * whole updated listing.
 */
export const handler = defineHandler({ params: listingParams, body: listingUpdateSchema }, async ({ params, body, session }) => {
  const listing = await updateListing(params.id, body, session);
  return json(200, toApiListing(listing, session));
});
