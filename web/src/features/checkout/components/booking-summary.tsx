import { formatEuros, formatStayDate, type PaymentIntentResponse, type PendingBooking } from '@worknest/shared/booking';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StayFacts } from '../../../components/stay-facts';
import { Skeleton } from '../../../components/ui/skeleton';
import { cancellationPolicyLabels, describeStayPolicy } from '@worknest/shared/cancellation';
import { plural } from '@worknest/shared/plural';

/** Issue 17: this stay's cancellation terms with their dates, and what a booking request means. */
function StayTerms({ pending, payment }: { pending: PendingBooking; payment: PaymentIntentResponse }) {
  const lines = describeStayPolicy(
    {
      checkIn: pending.checkIn,
      checkOut: pending.checkOut,
      timeZone: payment.timeZone,
      policy: payment.cancellationPolicy,
      pricePerNight: payment.pricePerNight,
      serviceFee: payment.serviceFee,
      totalAmount: payment.totalAmount,
    },
    Date.now(),
  );
  return (
    <section aria-labelledby="stay-terms" className="grid gap-2 border-t border-border pt-4 text-sm">
      <h3 id="stay-terms" className="font-medium">
        Cancellation policy: {cancellationPolicyLabels[payment.cancellationPolicy]}
      </h3>
      <ul className="grid gap-1 text-muted-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {payment.bookingMode === 'request' ? (
        <p className="rounded-md bg-secondary p-3">
          This host accepts each request. Your card is authorized now and charged only when the host accepts, within 24 hours; otherwise nothing is charged.
        </p>
      ) : null}
    </section>
  );
}

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
                Accommodation ({formatEuros(payment.pricePerNight)}/night × {plural(payment.nights, 'night')})
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
        ) : null}
        {payment ? <StayTerms pending={pending} payment={payment} /> : (
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
