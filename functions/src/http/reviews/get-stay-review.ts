import { stayReviewState } from '../../domain/reviews/stay-review-state';
import { defineHandler } from '../../middleware/define-handler';
import { stayReviewParams } from './review-inputs';

/** `GET /api/reviews/booking/{bookingId}`: the caller's review of the stay, or whether they may write one. */
export const handler = defineHandler({ params: stayReviewParams }, async ({ params, session }) => stayReviewState(session, params.bookingId));
