import { REVIEW_MESSAGES } from '@worknest/shared/review';
import * as z from 'zod';

export const reviewParams = z.object({ id: z.string().uuid(REVIEW_MESSAGES.reviewNotFound) });
