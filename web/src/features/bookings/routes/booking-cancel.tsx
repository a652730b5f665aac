import { Link } from 'react-router';
import { XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** `/app/booking-cancel` (SPEC.md §2). */
export function BookingCancelRoute() {
  return (
    <div className="mx-auto w-full max-w-xl">
      <h1 className="sr-only">Booking Cancelled</h1>
      <EmptyState
        icon={XCircle}
        title="Booking Cancelled"
        description="Your booking was not completed. No charges were made."
        action={
          <Button asChild>
            <Link to="/app/listings">Back to Listings</Link>
          </Button>
        }
      />
    </div>
  );
}
