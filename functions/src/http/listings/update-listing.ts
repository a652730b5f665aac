import { toApiListing } from '../../domain/listings/to-api-listing';
import { updateListing } from '../../domain/listings/update-listing';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { listingUpdateBody } from './listing-inputs';
import { listingParams } from './listing-id-inputs';

/**
 * `PATCH /api/listings/{id}`: any subset of the create fields (same rules, same messages) plus
 * `paused`, checked without zod (listing-inputs.ts). Its host or an admin; a colleague 403, another
 * company 404. Answers 200 with the whole updated listing.
 */
export const handler = defineHandler({ params: listingParams, body: listingUpdateBody }, async ({ params, body, session }) => {
  const listing = await updateListing(params.id, body, session);
  return json(200, toApiListing(listing, session));
});
