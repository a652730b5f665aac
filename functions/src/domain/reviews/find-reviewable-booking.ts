import { utcDate } from '@worknest/shared/booking';
import { REVIEW_MESSAGES, reviewDecision, type ReviewDecision } from '@worknest/shared/review';
import { ConflictError, NotAllowedError, NotFoundError } from '../errors';
import { getBooking, type BookingRecord } from '../../store/bookings';
import { nowMs } from '../../clock';

/** The booking and what the rules say about `userId` reviewing it today. Unknown bookings are 404. */
export async function reviewableBooking(bookingId: string, userId: string): Promise<{ booking: BookingRecord; decision: ReviewDecision }> {
  const booking = await getBooking(bookingId);
  if (!booking) throw new NotFoundError(REVIEW_MESSAGES.bookingNotFound);
  return { booking, decision: reviewDecision(booking, userId, utcDate(nowMs())) };
}

export function refusal(decision: Extract<ReviewDecision, { allowed: false }>): NotAllowedError | ConflictError {
  return decision.status === 403 ? new NotAllowedError(decision.message, decision.code) : new ConflictError(decision.message, decision.code);
}
