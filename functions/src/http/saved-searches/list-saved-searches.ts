import type { SavedSearchList } from '@worknest/shared/saved-searches';
import { defineHandler } from '../../middleware/define-handler';
import { listSavedSearches } from '../../store/saved-searches';

/** `GET /api/saved-searches` (issue 39): the member's own saved searches, oldest first (20 at most: no paging). */
export const handler = defineHandler({}, async ({ session }): Promise<SavedSearchList> => ({ items: await listSavedSearches(session.userId) }));
