import * as z from 'zod';

/** `{id}`: any short string; one that is no listing id simply finds nothing and answers 404 like an unknown id. */
export const listingParams = z.object({ id: z.string().min(1).max(100) });
