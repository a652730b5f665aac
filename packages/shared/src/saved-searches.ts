import * as z from 'zod';
import { listingSearchQuerySchema } from './listing-search';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX, savedSearchAlerts } from './saved-searches-rules';

export * from './saved-searches-rules';

/** Page parameters are not part of a search. */
const notSearchParams = new Set(['limit', 'cursor']);

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

