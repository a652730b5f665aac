import { formatEuros, formatStayDate, type PaymentIntentResponse, type PendingBooking } from '@worknest/shared/booking';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StayFacts } from '../../../components/stay-facts';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The checkout's booking summary (SPEC.md §2): listing, dates, guests, nights, then the amounts
 * the server computed (the listing's real nightly price, the configured service fee, the total).
 */
export function BookingSummary({ pending, payment }: { pending: PendingBooking; payment: PaymentIntentResponse | undefined }) {
  const title = payment?.listingTitle ?? pending.listingTitle;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking summary</CardTitle>
        {title ? <p className="font-medium">{title}</p> : <Skeleton className="h-5 w-2/3" />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <StayFacts
          className="grid grid-cols-2 gap-3 text-sm"
          facts={[
            { label: 'Check-in', value: formatStayDate(pending.checkIn) },
            { label: 'Check-out', value: formatStayDate(pending.checkOut) },
            { label: 'Guests', value: pending.numberOfGuests },
            { label: 'Nights', value: payment ? payment.nights : <Skeleton className="h-5 w-8" /> },
          ]}
        />
        {payment ? (
          <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label="Price">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                Accommodation ({formatEuros(payment.pricePerNight)}/night × {payment.nights} night{payment.nights === 1 ? '' : 's'})
              </dt>
              <dd>{formatEuros(payment.totalAmount - payment.serviceFee)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Service fee</dt>
              <dd>{formatEuros(payment.serviceFee)}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd>{formatEuros(payment.totalAmount)}</dd>
            </div>
          </dl>
        ) : (
          <div className="grid gap-2 border-t border-border pt-4" role="status" aria-label="Loading the price">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
