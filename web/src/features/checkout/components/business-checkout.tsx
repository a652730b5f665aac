import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { countNights, formatEuros, formatStayDate, priceBreakdown, type PendingBooking } from '@worknest/shared/booking';
import { SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import { plural } from '@worknest/shared/plural';
import { StayFacts } from '../../../components/stay-facts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useUser } from '../../../lib/auth';
import { clearPendingBooking } from '../utils/pending-booking';
import { createBusinessStay, usePolicyCheck, useStayListing } from '../api/business-stay';
import { JUSTIFICATION_MAX_LENGTH, JUSTIFICATION_MIN_LENGTH, TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';
import { Textarea } from '../../../components/ui/textarea';

/**
 * The checkout of a business trip (issue 34): no card form. The stay, its purpose and cost centre,
 * "Charged to Acme" and Confirm business stay, which books it (POST /api/business-stays: the
 * company's card on file is charged, or the stay goes on its monthly invoice). A refusal (the
 * company card declined, dates taken meanwhile) stays here with the server's message.
 */
export function BusinessCheckout({ pending, business }: { pending: PendingBooking; business: NonNullable<PendingBooking['business']> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyName = useUser().data?.companyName ?? 'your company';
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
          ? { title: 'Waiting for approval', description: `Your nights are held until an approver decides. ${companyName} pays only once it is approved.` }
          : booking.status === 'requested'
          ? { title: 'Request sent', description: `The host answers within 24 hours. ${companyName} is charged only if they accept.` }
          : { title: 'Business stay confirmed', description: `Charged to ${companyName}.` },
      );
      navigate('/app/bookings');
    } catch (failure) {
      const message = serverMessage(failure, 'The stay could not be booked. Please try again.');
      setError(message);
      toast({ title: 'Business stay not booked', description: message, variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Checkout</h1>
        <p className="text-muted-foreground">A business trip: {companyName} pays, you need no card.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <Card className="lg:order-2">
          <CardHeader>
            <CardTitle>Booking summary</CardTitle>
            <p className="font-medium">{pending.listingTitle ?? listing.data?.title}</p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <StayFacts
              className="grid grid-cols-2 gap-3 text-sm"
              facts={[
                { label: 'Check-in', value: formatStayDate(pending.checkIn) },
                { label: 'Check-out', value: formatStayDate(pending.checkOut) },
                { label: 'Guests', value: pending.numberOfGuests },
                { label: 'Nights', value: nights },
              ]}
            />
            {price ? (
              <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label="Price">
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">
                    Accommodation ({formatEuros(price.pricePerNight)}/night × {plural(nights, 'night')})
                  </dt>
                  <dd>{formatEuros(price.accommodation)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">Service fee</dt>
                  <dd>{formatEuros(price.serviceFee)}</dd>
                </div>
                <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
                  <dt>Total</dt>
                  <dd>{formatEuros(price.total)}</dd>
                </div>
              </dl>
            ) : (
              <div className="grid gap-2 border-t border-border pt-4" role="status" aria-label="Loading the price">
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
              Charged to {companyName}
            </CardTitle>
            <CardDescription>
              {requestMode ? `The host answers within 24 hours; ${companyName} pays only if they accept.` : `${companyName} pays for this stay. You pay nothing.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Purpose of the trip</dt>
                <dd className="font-medium break-words">{business.purpose}</dd>
              </div>
              {business.costCentre ? (
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">Cost centre</dt>
                  <dd className="font-medium">{business.costCentre}</dd>
                </div>
              ) : null}
            </dl>
            {policy.data ? (
              policy.data.inPolicy ? (
                <p className="text-sm font-medium text-emerald-700">In policy</p>
              ) : (
                <div className="grid gap-2">
                  <p className="text-sm font-medium">Outside {companyName}’s travel policy:</p>
                  <ul className="list-disc pl-5 text-sm text-amber-800">
                    {policy.data.reasons.map((reason) => (
                      <li key={reason.rule}>{reason.message}</li>
                    ))}
                  </ul>
                  <label htmlFor="justification" className="text-sm font-medium">
                    Why is this trip needed?
                  </label>
                  <Textarea
                    id="justification"
                    value={justification}
                    maxLength={JUSTIFICATION_MAX_LENGTH}
                    aria-invalid={justificationOk ? undefined : true}
                    onChange={(event) => setJustification(event.target.value)}
                  />
                  <p className={justificationOk ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}>{TRAVEL_POLICY_MESSAGES.justification}</p>
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
                Back
              </Button>
              <Button type="button" size="lg" loading={processing} disabled={!justificationOk} onClick={() => void confirm()}>
                {processing ? 'Confirming…' : requestMode ? 'Send business request' : 'Confirm business stay'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
