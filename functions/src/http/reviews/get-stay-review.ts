import { REVIEW_MESSAGES } from '@worknest/shared/review';
import * as z from 'zod';
import { stayReviewState } from '../../domain/reviews/stay-review-state';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ bookingId: z.string().uuid(REVIEW_MESSAGES.bookingNotFound) });

/** `GET /api/reviews/booking/{bookingId}`: the caller's review of the stay, or whether they may write one. */
export const handler = defineHandler({ params }, async ({ params, session }) => stayReviewState(session, params.bookingId));
