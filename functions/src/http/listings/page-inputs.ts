import { LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from '@worknest/shared/listing-options';
import { cursorField, pageLimit, plainObject } from '../../validation/plain-schema';

/** `?limit=&cursor=` of the listing pages, checked without zod (issue 15; page-inputs.test.ts compares it with the zod schema it replaced). */
export const pageQuery = plainObject({ limit: pageLimit(LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX), cursor: cursorField });
