import { StayRoute } from '../../features/bookings/routes/stay';

/** `/app/bookings/{id}` (issue 41): the stay page (features/bookings). */
export function StayPage() {
  return <StayRoute />;
}
