import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import { formatEuros, formatStayDate, type BookingView } from '@worknest/shared/booking';
import { Button } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/page-load-error';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiRequest, errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { bookingByPaymentIntentQueryOptions, useBookingByPaymentIntent } from '../api/get-booking-by-payment-intent';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { StayDates } from '../components/stay-dates';
import { stayChangeNote } from '../utils/stay-change-note';
import { stayDetailPath } from '@worknest/shared/stay-view';

/**
 * `/app/booking-success?id={paymentIntentId}` (SPEC.md §2): the confirmed stay with the host's
 * contact and the total paid. If the confirmation is still on its way (the checkout's call failed
 * and Stripe's webhook has not landed yet, or the person came back from a bank's 3-D Secure
 * page), it asks the server to confirm once and waits a few seconds for it.
 */
export function BookingSuccessRoute() {
  const t = useT('bookings');
  const [params] = useSearchParams();
  // `payment_intent` is what Stripe appends when it returns from a redirect.
  const paymentIntentId = params.get('id') ?? params.get('payment_intent') ?? '';
  const booking = useBookingByPaymentIntent(paymentIntentId);
  useConfirmWhilePending(paymentIntentId, booking.data);

  if (!paymentIntentId || (booking.isError && errorStatus(booking.error) === 404)) {
    return (
      <EmptyState
        title={t('success.notFoundTitle')}
        description={t('success.notFoundBody')}
        action={
          <Button asChild>
            <Link to="/app/listings">{t('mine.browse')}</Link>
          </Button>
        }
      />
    );
  }
  if (booking.isError) {
    return (
      <PageLoadError message={serverText(booking.error, t('success.loadFailed'))} retryLabel={t('mine.tryAgain')} onRetry={() => void booking.refetch()} retrying={booking.isRefetching} />
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
  const t = useT('bookings');
  const place = [booking.city, booking.country].filter(Boolean).join(', ');
  const host = booking.host;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('success.title')}</h1>
        <p className="text-muted-foreground">{t('success.intro')}</p>
      </header>

      <Card>
        <CardHeader className="gap-2">
          <h2 className="text-xl font-semibold tracking-tight" data-i18n-exempt>{booking.listingTitle}</h2>
          {place ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-i18n-exempt>
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          <StayDates stay={booking} />

          {host ? (
            <section className="grid gap-2 rounded-lg bg-secondary/60 p-4" aria-labelledby="host-contact">
              <h3 id="host-contact" className="font-semibold">
                {t('trip.yourHost')}
              </h3>
              <ul className="grid gap-1.5 text-sm">
                <li className="flex items-center gap-2">
                  <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span data-i18n-exempt>
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
                    <span className="text-muted-foreground">{t('success.noPhone')}</span>
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
            {t('trip.arrivalGuide')}
          </Link>

          <div className="flex items-baseline justify-between border-t border-border pt-4">
            <span className="font-medium">{t('success.totalPaid')}</span>
            <span className="text-xl font-semibold">{formatEuros(booking.totalAmount)}</span>
          </div>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link to="/app/listings">{t('mine.browse')}</Link>
        </Button>
        <Button asChild>
          <Link to="/app/bookings">
            <CalendarDays aria-hidden="true" />
            {t('success.viewMine')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function NotConfirmed({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const waiting = booking.status === 'pending';
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 rounded-xl border border-border bg-card p-8 text-center" role="status">
      <div className="flex justify-center">
        <BookingStatusBadge booking={booking} />
      </div>
      <h1 className="text-xl font-semibold">{waiting ? t('success.confirming') : t('success.notCompleted')}</h1>
      <p className="text-sm text-muted-foreground">
        {waiting ? t('success.takesSeconds') : booking.status === 'refunded' ? t('success.refundedInFull') : t('success.noCharges')}
      </p>
      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link to={`/app/listings/${encodeURIComponent(booking.listingId)}`}>{t('success.backToListing')}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Issue 17: a booking request, authorized and waiting for the host's answer. */
function WaitingForHost({ booking }: { booking: BookingView }) {
  const t = useT('bookings');
  const note = stayChangeNote(booking, 'guest', t);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 rounded-xl border border-border bg-card p-8 text-center" role="status">
      <div className="flex justify-center">
        <BookingStatusBadge booking={booking} />
      </div>
      <h1 className="text-xl font-semibold">{t('status.waitingHost')}</h1>
      <p className="font-medium">{t('trip.stayName', { title: booking.listingTitle, from: formatStayDate(booking.checkIn), to: formatStayDate(booking.checkOut) })}</p>
      <p className="text-sm text-muted-foreground">{note}</p>
      <p className="text-sm text-muted-foreground">{t('success.weEmail')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/app/bookings">{t('success.viewBookings')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/app/listings">{t('mine.browse')}</Link>
        </Button>
      </div>
    </div>
  );
}

function SuccessSkeleton() {
  const t = useT('bookings');
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6" role="status" aria-label={t('success.loading')}>
      <Skeleton className="mx-auto size-14 rounded-full" />
      <Skeleton className="mx-auto h-8 w-64" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
