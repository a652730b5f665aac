import { savedSearchPatchSchema } from '@worknest/shared/saved-searches';
import { changeSavedSearch } from '../../domain/safety/saved-searches';
import { defineHandler } from '../../middleware/define-handler';
import { stringParams } from '../../validation/plain-schema';

/** `PATCH /api/saved-searches/{id} {name?, params?, alert?}` (issue 39): one's own only, else 404. */
export const handler = defineHandler({ params: stringParams(['id']), body: savedSearchPatchSchema }, async ({ params, body, session }) => changeSavedSearch(session, params.id, body));
