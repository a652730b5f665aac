import { LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from '@worknest/shared/listing';
import * as z from 'zod';

/** `?limit=&cursor=` of the listing pages. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(2000).optional(),
});
