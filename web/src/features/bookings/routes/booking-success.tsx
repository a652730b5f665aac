import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { formatEuros, formatStayDate, type BookingView } from '@worknest/shared/booking';
import { StayFacts } from '../../../components/stay-facts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiRequest, errorStatus, serverMessage } from '../../../lib/api-request';
import { bookingByPaymentIntentQueryOptions, useBookingByPaymentIntent } from '../api/get-booking-by-payment-intent';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { stayChangeNote } from '../utils/stay-change-note';
import { plural } from '@worknest/shared/plural';
import { stayDetailPath } from '@worknest/shared/stay-view';

const NO_PHONE = 'Host has not provided a phone number';

/**
 * `/app/booking-success?id={paymentIntentId}` (SPEC.md §2): the confirmed stay with the host's
 * contact and the total paid. If the confirmation is still on its way (the checkout's call failed
 * and Stripe's webhook has not landed yet, or the person came back from a bank's 3-D Secure
 * page), it asks the server to confirm once and waits a few seconds for it.
 */
export function BookingSuccessRoute() {
  const [params] = useSearchParams();
  // `payment_intent` is what Stripe appends when it returns from a redirect.
  const paymentIntentId = params.get('id') ?? params.get('payment_intent') ?? '';
  const booking = useBookingByPaymentIntent(paymentIntentId);
  useConfirmWhilePending(paymentIntentId, booking.data);

  if (!paymentIntentId || (booking.isError && errorStatus(booking.error) === 404)) {
    return (
      <EmptyState
        title="Booking not found"
        description="We could not find a booking for this payment."
        action={
          <Button asChild>
            <Link to="/app/listings">Browse Listings</Link>
          </Button>
        }
      />
    );
  }
  if (booking.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-12 text-center">
        <p className="font-medium">{serverMessage(booking.error, "We couldn't load your booking.")}</p>
        <Button variant="outline" onClick={() => booking.refetch()} loading={booking.isRefetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (!booking.data) return <SuccessSkeleton />;
  if (booking.data.status === 'requested') return <WaitingForHost booking={booking.data} />;
  if (booking.data.status !== 'confirmed') return <NotConfirmed booking={booking.data} />;
  return <Confirmed booking={booking.data} />;
}

/** While the booking is pending: one confirm call, then a re-read every second for up to 15 s. */
function useConfirmWhilePending(paymentIntentId: string, booking: BookingView | undefined) {
  const queryClient = useQueryClient();
  const attempts = useRef(0);
  const pending = booking?.status === 'pending';
  useEffect(() => {
    if (!pending || attempts.current >= 15) return;
    const timer = setTimeout(async () => {
      attempts.current += 1;
      if (attempts.current === 1) await apiRequest('POST', '/api/bookings/confirm', { paymentIntentId }).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: bookingByPaymentIntentQueryOptions(paymentIntentId).queryKey });
    }, attempts.current === 0 ? 0 : 1_000);
    return () => clearTimeout(timer);
  }, [pending, booking, paymentIntentId, queryClient]);
}

function Confirmed({ booking }: { booking: BookingView }) {
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  const host = booking.host;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Booking Confirmed!</h1>
        <p className="text-muted-foreground">Your stay is booked. We sent the details to your e-mail.</p>
      </header>

      <Card>
        <CardHeader className="gap-2">
          <h2 className="text-xl font-semibold tracking-tight">{booking.listingTitle}</h2>
          {place ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          <StayFacts
            className="grid gap-4 text-sm sm:grid-cols-3"
            facts={[
              { label: 'Check-in', value: formatStayDate(booking.checkIn) },
              { label: 'Check-out', value: formatStayDate(booking.checkOut) },
              {
                label: 'Nights',
                value: `${plural(booking.nights, 'night')}, ${plural(booking.numberOfGuests, 'guest')}`,
              },
            ]}
          />

          {host ? (
            <section className="grid gap-2 rounded-lg bg-secondary/60 p-4" aria-labelledby="host-contact">
              <h3 id="host-contact" className="font-semibold">
                Your host
              </h3>
              <ul className="grid gap-1.5 text-sm">
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span>
                    {host.name ?? host.username ?? host.email}
                    {host.username && host.name ? <span className="text-muted-foreground"> ({host.username})</span> : null}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${host.email}`}>
                    {host.email}
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                  {host.phoneNumber ? (
                    <a className="text-primary underline-offset-4 hover:underline" href={`tel:${host.phoneNumber}`}>
                      {host.phoneNumber}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{NO_PHONE}</span>
                  )}
                </li>
              </ul>
            </section>
          ) : null}

          {/* Issue 41: where the home is and how to get in. */}
          <Link
            to={stayDetailPath(booking.id)}
            className="flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            Address and arrival guide
          </Link>

          <div className="flex items-baseline justify-between border-t border-border pt-4">
            <span className="font-medium">Total paid</span>
            <span className="text-xl font-semibold">{formatEuros(booking.totalAmount)}</span>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link to="/app/listings">Browse Listings</Link>
        </Button>
        <Button asChild>
          <Link to="/app/bookings">
            <CalendarDays aria-hidden="true" />
            View My Bookings
          </Link>
        </Button>
      </div>
    </div>
  );
}

function NotConfirmed({ booking }: { booking: BookingView }) {
  const waiting = booking.status === 'pending';
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 rounded-xl border border-border bg-card p-8 text-center" role="status">
      <div className="flex justify-center">
        <BookingStatusBadge booking={booking} />
      </div>
      <h1 className="text-xl font-semibold">{waiting ? 'Confirming your payment…' : 'This booking was not completed'}</h1>
      <p className="text-sm text-muted-foreground">
        {waiting
          ? 'This takes a few seconds. You can stay on this page.'
          : booking.status === 'refunded'
            ? 'Someone else booked these dates while you were paying. Your payment was refunded in full.'
            : 'No charges were made.'}
      </p>
      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link to={`/app/listings/${encodeURIComponent(booking.listingId)}`}>Back to the listing</Link>
        </Button>
      </div>
    </div>
  );
}

/** Issue 17: a booking request, authorized and waiting for the host's answer. */
function WaitingForHost({ booking }: { booking: BookingView }) {
  const note = stayChangeNote(booking, 'guest');
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 rounded-xl border border-border bg-card p-8 text-center" role="status">
      <div className="flex justify-center">
        <BookingStatusBadge booking={booking} />
      </div>
      <h1 className="text-xl font-semibold">Waiting for the host</h1>
      <p className="font-medium">
        {booking.listingTitle}, {formatStayDate(booking.checkIn)} → {formatStayDate(booking.checkOut)}
      </p>
      <p className="text-sm text-muted-foreground">{note}</p>
      <p className="text-sm text-muted-foreground">We e-mail you as soon as the host answers. The nights are held for you meanwhile.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/app/bookings">View Bookings</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/app/listings">Browse Listings</Link>
        </Button>
      </div>
    </div>
  );
}

function SuccessSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6" role="status" aria-label="Loading your booking">
      <Skeleton className="mx-auto size-14 rounded-full" />
      <Skeleton className="mx-auto h-8 w-64" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
