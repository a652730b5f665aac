import { forgetFavourite } from '../../domain/safety/favourites';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { favouriteParams } from './favourite-inputs';

/** `DELETE /api/favourites/{listingId}` (issue 39): 204, also when it was no favourite. */
export const handler = defineHandler({ params: favouriteParams }, async ({ params, session }) => {
  await forgetFavourite(session, params.listingId);
  return noContent();
});
