import { favouritesQuerySchema } from '@worknest/shared/favourites';
import { favouritesPage } from '../../domain/safety/favourites';
import { defineHandler } from '../../middleware/define-handler';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';

/** `GET /api/favourites?limit=&cursor=` (issue 39): the member's favourites, newest first, as cards; unavailable ones marked so. */
export const handler = defineHandler({ query: favouritesQuerySchema }, async ({ query, session }) =>
  favouritesPage(session, query.limit, cursorFor(query.cursor, 'gsi1pk', keys.userFavouritesPartition(session.userId))),
);
