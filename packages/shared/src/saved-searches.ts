import { z } from 'zod';
import { listingSearchQuerySchema } from './listing-search';

/** Issue 39: a member keeps at most this many searches. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
export const savedSearchAlerts = ['daily', 'weekly', 'off'] as const;
export type SavedSearchAlert = (typeof savedSearchAlerts)[number];
/** Page parameters are not part of a search. */
const notSearchParams = new Set(['limit', 'cursor']);

export const SAVED_SEARCH_MESSAGES = {
  name: `Give the search a name of at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  alert: `alert must be one of: ${savedSearchAlerts.join(', ')}.`,
  params: 'params must be the listings page\'s URL parameters (names and text values).',
  limit: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  notFound: 'Saved search not found',
} as const;

/**
 * The URL parameters of the listings page, validated exactly as `GET /api/listings` validates
 * them (its own schema): a bad one is a 400 whose issue path is `params.<name>`.
 */
export const savedSearchParamsSchema = z
  .record(z.string().max(100), z.string().max(2000), { error: SAVED_SEARCH_MESSAGES.params })
  .transform((params, context) => {
    const kept = Object.fromEntries(Object.entries(params).filter(([name, value]) => !notSearchParams.has(name) && value !== ''));
    const checked = listingSearchQuerySchema.safeParse(kept);
    if (!checked.success) {
      for (const issue of checked.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return kept;
  });

export const savedSearchBodySchema = z.object({
  name: z.string({ error: SAVED_SEARCH_MESSAGES.name }).trim().min(1, SAVED_SEARCH_MESSAGES.name).max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.name),
  params: savedSearchParamsSchema,
  alert: z.enum(savedSearchAlerts, { error: SAVED_SEARCH_MESSAGES.alert }),
});
export type SavedSearchBody = z.infer<typeof savedSearchBodySchema>;

export const savedSearchPatchSchema = z
  .object({
    name: savedSearchBodySchema.shape.name.optional(),
    params: savedSearchParamsSchema.optional(),
    alert: savedSearchBodySchema.shape.alert.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.params !== undefined || patch.alert !== undefined, { message: 'Change the name, params or alert.' });
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

export interface SavedSearch {
  id: string;
  name: string;
  params: Record<string, string>;
  alert: SavedSearchAlert;
  createdAt: string;
  updatedAt: string;
  /** Listings created after this instant are "new" for the next alert. */
  lastAlertAt: string;
}

export interface SavedSearchList {
  items: SavedSearch[];
}
