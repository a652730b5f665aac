import { countNights, formatEuros, formatStayDate, priceBreakdown, type PendingBooking } from '@worknest/shared/booking';
import { SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import { StayFacts } from '../../../components/stay-facts';
import { PriceRows } from '../../../components/price-rows';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useUser } from '../../../lib/auth';
import { useStayListing } from '../api/business-stay';
import { BusinessStayForm } from './business-stay-form';

/**
 * The checkout of a business trip (issue 34): no card form. The stay and its price, and the
 * business stay form (business-stay-form.tsx: purpose, cost centre, the travel policy's answer,
 * Confirm business stay), which books it (POST /api/business-stays: the company's card on file is
 * charged, or the stay goes on its monthly invoice).
 */
export function BusinessCheckout({ pending, business }: { pending: PendingBooking; business: NonNullable<PendingBooking['business']> }) {
  const t = useT('checkout');
  const companyName = useUser().data?.companyName ?? null;
  // "Paid by Acme" / "Paid by your company": the catalog's select on `known`.
  const company = { company: companyName ?? '', known: companyName ? 'yes' : 'no' };
  const listing = useStayListing(pending.listingId);
  const nights = countNights(pending.checkIn, pending.checkOut);
  const price = listing.data ? priceBreakdown(listing.data.pricePerNight, nights, SERVICE_FEE_CENTS) : null;
  const requestMode = listing.data?.bookingMode === 'request';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('business.intro', company)}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <Card className="lg:order-2">
          <CardHeader>
            <CardTitle>{t('summary.title')}</CardTitle>
            <p className="font-medium" data-i18n-exempt>
              {pending.listingTitle ?? listing.data?.title}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <StayFacts
              className="grid grid-cols-2 gap-3 text-sm"
              facts={[
                { label: t('summary.checkIn'), value: <time dateTime={pending.checkIn}>{formatStayDate(pending.checkIn)}</time> },
                { label: t('summary.checkOut'), value: <time dateTime={pending.checkOut}>{formatStayDate(pending.checkOut)}</time> },
                { label: t('summary.guests'), value: pending.numberOfGuests },
                { label: t('summary.nights'), value: nights },
              ]}
            />
            {price ? (
              <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label={t('summary.price')}>
                <PriceRows
                  accommodationLabel={t('summary.accommodation', { price: formatEuros(price.pricePerNight), count: nights })}
                  accommodation={price.accommodation}
                  serviceFeeLabel={t('summary.serviceFee')}
                  serviceFee={price.serviceFee}
                  totalLabel={t('summary.total')}
                  total={price.total}
                />
              </dl>
            ) : (
              <div className="grid gap-2 border-t border-border pt-4" role="status" aria-label={t('summary.loadingPrice')}>
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-6 w-full" />
              </div>
            )}
          </CardContent>
        </Card>
        <BusinessStayForm pending={pending} business={business} company={company} requestMode={requestMode} />
      </div>
    </div>
  );
}
