import { Home } from 'lucide-react';
import { formatStayDate, utcDate } from '@worknest/shared/booking';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useHostBookings } from '../api/get-host-bookings';

/** SPEC.md §2 My Hostings notices. */
export function hostingsNotice(listingCount: number, bookingCount: number): string {
  if (listingCount === 0) return 'Create a listing first to see your hosting bookings.';
  if (bookingCount === 0) return 'No bookings for your listings yet.';
  return `You have ${bookingCount} booking(s) for your listings.`;
}

/**
 * Profile, "My Hostings" (SPEC.md §2): the button tells how things stand (no listings, no
 * bookings, or how many), the card shows "N active booking(s)" and the next stays.
 * `listingCount` comes from the page (the listings feature knows it); undefined while loading.
 */
export function MyHostingsCard({ listingCount }: { listingCount: number | undefined }) {
  const hostings = useHostBookings();
  const total = hostings.data?.total ?? 0;
  const active = hostings.data?.active ?? 0;
  const today = utcDate(Date.now());
  const next = (hostings.data?.bookings ?? []).filter((b) => b.checkOut >= today).sort((a, b) => a.checkIn.localeCompare(b.checkIn)).slice(0, 3);
  const ready = listingCount !== undefined && hostings.isSuccess;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            My Hostings
            {active > 0 ? <Badge variant="success">{active} active booking(s)</Badge> : null}
          </CardTitle>
          <CardDescription>Colleagues staying in your homes.</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={!ready}
          onClick={() => toast({ title: 'My Hostings', description: hostingsNotice(listingCount ?? 0, total) })}
        >
          <Home aria-hidden="true" />
          View Hostings
        </Button>
      </CardHeader>
      {next.length > 0 ? (
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {next.map((booking) => (
              <li key={booking.id} className="flex flex-wrap justify-between gap-2 rounded-md border border-border px-3 py-2">
                <span className="font-medium">{booking.listingTitle}</span>
                <span className="text-muted-foreground">
                  {formatStayDate(booking.checkIn)} → {formatStayDate(booking.checkOut)} · {booking.guest?.name ?? booking.guest?.email ?? 'Guest'}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
