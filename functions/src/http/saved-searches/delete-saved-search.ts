import { forgetSavedSearch } from '../../domain/safety/saved-searches';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { stringParams } from '../../validation/plain-schema';

/** `DELETE /api/saved-searches/{id}` (issue 39): 204; one's own only, else 404. */
export const handler = defineHandler({ params: stringParams(['id']) }, async ({ params, session }) => {
  await forgetSavedSearch(session, params.id);
  return noContent();
});
