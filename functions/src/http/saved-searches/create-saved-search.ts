import { savedSearchBodySchema } from '@worknest/shared/saved-searches';
import { saveSearch } from '../../domain/safety/saved-searches';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/saved-searches {name, params, alert}` (issue 39): 201; params checked as GET /api/listings checks them; 409 past 20. */
export const handler = defineHandler({ body: savedSearchBodySchema }, async ({ body, session }) => json(201, await saveSearch(session, body)));
