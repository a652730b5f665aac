import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Profile, "My Bookings" (SPEC.md §2): View Bookings opens the page of my trips. */
export function MyBookingsCard() {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>My Bookings</CardTitle>
          <CardDescription>Stays you booked in your colleagues' homes.</CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link to="/app/bookings">
            <CalendarDays aria-hidden="true" />
            View Bookings
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
