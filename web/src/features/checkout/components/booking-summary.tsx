import { formatEuros, formatStayDate, type PaymentIntentResponse, type PendingBooking } from '@worknest/shared/booking';
import { PriceRows } from '../../../components/price-rows';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { StayFacts } from '../../../components/stay-facts';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { stayPolicyLines } from '../../../lib/stay-policy';

/** Issue 17: this stay's cancellation terms with their dates, and what a booking request means. */
function StayTerms({ pending, payment }: { pending: PendingBooking; payment: PaymentIntentResponse }) {
  const t = useT('checkout');
  const lines = stayPolicyLines(
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
    t,
  );
  return (
    <section aria-labelledby="stay-terms" className="grid gap-2 border-t border-border pt-4 text-sm">
      <h3 id="stay-terms" className="font-medium">
        {t('summary.policy', { policy: payment.cancellationPolicy })}
      </h3>
      <ul className="grid gap-1 text-muted-foreground">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {payment.bookingMode === 'request' ? (
        <p className="rounded-md bg-secondary p-3">
          {t('summary.requestNote')}
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
  const t = useT('checkout');
  const title = payment?.listingTitle ?? pending.listingTitle;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('summary.title')}</CardTitle>
        {title ? (
          <p className="font-medium" data-i18n-exempt>
            {title}
          </p>
        ) : (
          <Skeleton className="h-5 w-2/3" />
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <StayFacts
          className="grid grid-cols-2 gap-3 text-sm"
          facts={[
            { label: t('summary.checkIn'), value: <time dateTime={pending.checkIn}>{formatStayDate(pending.checkIn)}</time> },
            { label: t('summary.checkOut'), value: <time dateTime={pending.checkOut}>{formatStayDate(pending.checkOut)}</time> },
            { label: t('summary.guests'), value: pending.numberOfGuests },
            { label: t('summary.nights'), value: payment ? payment.nights : <Skeleton className="h-5 w-8" /> },
          ]}
        />
        {payment ? (
          <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label={t('summary.price')}>
            <PriceRows
              accommodationLabel={t('summary.accommodation', { price: formatEuros(payment.pricePerNight), count: payment.nights })}
              accommodation={payment.totalAmount - payment.serviceFee}
              serviceFeeLabel={t('summary.serviceFee')}
              serviceFee={payment.serviceFee}
              totalLabel={t('summary.total')}
              total={payment.totalAmount}
            />
          </dl>
        ) : null}
        {payment ? <StayTerms pending={pending} payment={payment} /> : (
          <div className="grid gap-2 border-t border-border pt-4" role="status" aria-label={t('summary.loadingPrice')}>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
