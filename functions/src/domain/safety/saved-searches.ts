import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX, type SavedSearch } from '@worknest/shared/saved-searches-rules';
import type { SavedSearchBody, SavedSearchPatch } from '@worknest/shared/saved-searches';
import { nowIso } from '../../clock';
import { addSavedSearch, deleteSavedSearch, updateSavedSearch } from '../../store/saved-searches';
import type { Session } from '../auth/session';
import { ConflictError, NotFoundError } from '../errors';

/** `POST /api/saved-searches`: the 21st is a 409; new listings count from now for its first alert. */
export async function saveSearch(session: Pick<Session, 'userId'>, body: SavedSearchBody): Promise<SavedSearch> {
  const at = nowIso();
  const search: SavedSearch = { id: randomUUID(), name: body.name, params: body.params, alert: body.alert, createdAt: at, updatedAt: at, lastAlertAt: at };
  if (!(await addSavedSearch(session.userId, search, SAVED_SEARCHES_MAX))) throw new ConflictError(SAVED_SEARCH_MESSAGES.limit, 'saved_searches_limit');
  return search;
}

/** `PATCH /api/saved-searches/{id}`: one's own only (anyone else's id answers like an unknown one). */
export async function changeSavedSearch(session: Pick<Session, 'userId'>, searchId: string, patch: SavedSearchPatch): Promise<SavedSearch> {
  const updated = await updateSavedSearch(session.userId, searchId, patch, nowIso());
  if (!updated) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
  return updated;
}

/** `DELETE /api/saved-searches/{id}`: one's own only; 404 when there is none. */
export async function forgetSavedSearch(session: Pick<Session, 'userId'>, searchId: string): Promise<void> {
  if (!(await deleteSavedSearch(session.userId, searchId))) throw new NotFoundError(SAVED_SEARCH_MESSAGES.notFound);
}
