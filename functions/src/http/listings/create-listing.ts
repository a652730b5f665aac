import { createListing } from '../../domain/listings/create-listing';
import { toApiListing } from '../../domain/listings/to-api-listing';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { newListingBody } from './new-listing-inputs';

/**
 * `POST /api/listings`: SPEC.md §5 (the form's schema, checked without zod: listing-inputs.ts); host
 * and company from the session. Answers 201 with the listing.
 */
export const handler = defineHandler({ body: newListingBody }, async ({ body, session }) => {
  const listing = await createListing(body, session);
  return json(201, toApiListing(listing, session));
});
