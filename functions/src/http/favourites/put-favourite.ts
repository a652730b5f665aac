import { saveFavourite } from '../../domain/safety/favourites';
import { defineHandler } from '../../middleware/define-handler';
import { favouriteParams } from './favourite-inputs';

/** `PUT /api/favourites/{listingId}` (issue 39): 200 `{listingId, favourite: true}`; 404 for a listing the member cannot see; 409 past 500. */
export const handler = defineHandler({ params: favouriteParams }, async ({ params, session }) => saveFavourite(session, params.listingId));
