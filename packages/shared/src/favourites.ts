import * as z from 'zod';
import { FAVOURITES_PAGE_SIZE_DEFAULT, FAVOURITES_PAGE_SIZE_MAX } from './favourites-rules';

export * from './favourites-rules';

/** `GET /api/favourites?limit=&cursor=`. */
export const favouritesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FAVOURITES_PAGE_SIZE_MAX).default(FAVOURITES_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(2000).optional(),
});

