import { MyBookingsRoute } from '../../features/bookings/routes/my-bookings';
import { StayReview } from '../../features/reviews/components/stay-review';

/**
 * `/app/bookings`: My Bookings (features/bookings) with each confirmed stay's review
 * (features/reviews): "Review your stay" from its check-out day, then the review and its status.
 */
export function MyBookingsPage() {
  return <MyBookingsRoute tripFooter={(trip) => (trip.status === 'confirmed' ? <StayReview bookingId={trip.id} known={trip.stayReview} /> : null)} />;
}
