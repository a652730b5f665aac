import { stringParams } from '../../validation/plain-schema';

/**
 * `{id}`: any short string; one that is no listing id simply finds nothing and answers 404 like an
 * unknown id. Checked without zod (issue 15): GET /api/listings/{id} then bundles no zod at all.
 */
export const listingParams = stringParams(['id']);
