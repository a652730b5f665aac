import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { countNights, formatEuros, formatStayDate, priceBreakdown, type PendingBooking } from '@worknest/shared/booking';
import { SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import { StayFacts } from '../../../components/stay-facts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useUser } from '../../../lib/auth';
import { clearPendingBooking } from '../utils/pending-booking';
import { createBusinessStay, usePolicyCheck, useStayListing } from '../api/business-stay';
import { JUSTIFICATION_MAX_LENGTH, JUSTIFICATION_MIN_LENGTH } from '@worknest/shared/travel-policy-rules';
import { Textarea } from '../../../components/ui/textarea';
import { policyReasonText } from '../../../lib/policy-reason';

/**
 * The checkout of a business trip (issue 34): no card form. The stay, its purpose and cost centre,
 * "Charged to Acme" and Confirm business stay, which books it (POST /api/business-stays: the
 * company's card on file is charged, or the stay goes on its monthly invoice). A refusal (the
 * company card declined, dates taken meanwhile) stays here with the server's message.
 */
export function BusinessCheckout({ pending, business }: { pending: PendingBooking; business: NonNullable<PendingBooking['business']> }) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyName = useUser().data?.companyName ?? null;
  // "Paid by Acme" / "Paid by your company": the catalog's select on `known`.
  const company = { company: companyName ?? '', known: companyName ? 'yes' : 'no' };
  const listing = useStayListing(pending.listingId);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nights = countNights(pending.checkIn, pending.checkOut);
  const price = listing.data ? priceBreakdown(listing.data.pricePerNight, nights, SERVICE_FEE_CENTS) : null;
  const requestMode = listing.data?.bookingMode === 'request';
  // Issue 35: the company's travel policy; out of policy, the traveller says why (an approver may be asked).
  const policy = usePolicyCheck(pending.listingId, { checkIn: pending.checkIn, checkOut: pending.checkOut });
  const outOfPolicy = policy.data?.inPolicy === false;
  const [justification, setJustification] = useState('');
  const justificationLength = justification.replace(/\s+/g, ' ').trim().length;
  const justificationOk = justificationLength === 0 || (justificationLength >= JUSTIFICATION_MIN_LENGTH && justificationLength <= JUSTIFICATION_MAX_LENGTH);

  async function confirm() {
    if (processing) return;
    setProcessing(true);
    setError(null);
    try {
      const booking = await createBusinessStay({
        listingId: pending.listingId,
        checkIn: pending.checkIn,
        checkOut: pending.checkOut,
        numberOfGuests: pending.numberOfGuests,
        purpose: business.purpose,
        costCentre: business.costCentre,
        justification: outOfPolicy && justification.trim() ? justification : null,
      });
      clearPendingBooking();
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }), queryClient.invalidateQueries({ queryKey: ['/api/listings'] })]);
      toast(
        booking.status === 'awaiting_approval'
          ? { title: t('business.awaitingApproval'), description: t('business.awaitingApprovalBody', company) }
          : booking.status === 'requested'
          ? { title: t('requestSent'), description: t('business.requestSentBody', company) }
          : { title: t('business.confirmed'), description: t('business.confirmedBody', company) },
      );
      navigate('/app/bookings');
    } catch (failure) {
      const message = serverText(failure, t('business.failed'));
      setError(message);
      toast({ title: t('business.notBooked'), description: message, variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  }

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
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">
                    {t('summary.accommodation', { price: formatEuros(price.pricePerNight), count: nights })}
                  </dt>
                  <dd>{formatEuros(price.accommodation)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">{t('summary.serviceFee')}</dt>
                  <dd>{formatEuros(price.serviceFee)}</dd>
                </div>
                <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
                  <dt>{t('summary.total')}</dt>
                  <dd>{formatEuros(price.total)}</dd>
                </div>
              </dl>
            ) : (
              <div className="grid gap-2 border-t border-border pt-4" role="status" aria-label={t('summary.loadingPrice')}>
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-6 w-full" />
              </div>
            )}
          </CardContent>
        </Card>
        <Card className="lg:order-1">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Building2 aria-hidden="true" className="size-5 text-muted-foreground" />
              {t('business.chargedTo', company)}
            </CardTitle>
            <CardDescription>
              {requestMode ? t('business.requestNote', company) : t('business.paysNote', company)}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{t('business.purpose')}</dt>
                <dd className="font-medium break-words" data-i18n-exempt>
                  {business.purpose}
                </dd>
              </div>
              {business.costCentre ? (
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">{t('business.costCentre')}</dt>
                  <dd className="font-medium" data-i18n-exempt>
                    {business.costCentre}
                  </dd>
                </div>
              ) : null}
            </dl>
            {policy.data ? (
              policy.data.inPolicy ? (
                <p className="text-sm font-medium text-emerald-700">{t('business.inPolicy')}</p>
              ) : (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">{t('business.outsidePolicy', company)}</p>
                  <ul className="list-disc pl-5 text-sm text-amber-800">
                    {policy.data.reasons.map((reason) => (
                      <li key={reason.rule}>{policyReasonText(reason)}</li>
                    ))}
                  </ul>
                  <label htmlFor="justification" className="text-sm font-medium">
                    {t('business.why')}
                  </label>
                  <Textarea
                    id="justification"
                    value={justification}
                    maxLength={JUSTIFICATION_MAX_LENGTH}
                    aria-invalid={justificationOk ? undefined : true}
                    onChange={(event) => setJustification(event.target.value)}
                  />
                  <p className={justificationOk ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}>{t('business.justification', { min: JUSTIFICATION_MIN_LENGTH, max: JUSTIFICATION_MAX_LENGTH })}</p>
                </div>
              )
            ) : null}
            {error ? (
              <p role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" disabled={processing} onClick={() => navigate(`/app/listings/${encodeURIComponent(pending.listingId)}`)}>
                {t('business.back')}
              </Button>
              <Button type="button" size="lg" loading={processing} disabled={!justificationOk} onClick={() => void confirm()}>
                {processing ? t('business.confirming') : requestMode ? t('business.sendRequest') : t('business.confirm')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
