import { REVIEW_MESSAGES } from '@worknest/shared/review-rules';
import { plainObject, uuid } from '../../validation/plain-schema';

/** `{id}` of a review: `z.object({ id: z.string().uuid(reviewNotFound) })`, checked without zod (issue 15). */
export const reviewParams = plainObject({ id: uuid(REVIEW_MESSAGES.reviewNotFound) });
