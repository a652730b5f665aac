import { listingInputSchema } from '@worknest/shared/listing';
import { createListing } from '../../domain/listings/create-listing';
import { toApiListing } from '../../domain/listings/to-api-listing';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/listings`: SPEC.md §5 (same schema as the form); host and company from the session. Answers 201 with the listing. */
export const handler = defineHandler({ body: listingInputSchema }, async ({ body, session }) => {
  const listing = await createListing(body, session);
  return json(201, toApiListing(listing, session));
});
