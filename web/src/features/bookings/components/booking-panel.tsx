import { bookingModeTexts, cancellationPolicyLabels, describeStayPolicy } from '@worknest/shared/cancellation';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, checkGuests, checkStayDates, countNights, earliestCheckIn, formatEuros, isNightOpen, priceBreakdown, utcDate, type StayRules } from '@worknest/shared/booking-rules';
import { DEFAULT_MAX_GUESTS, SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import type { ListingDetail } from '@worknest/shared/listing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { savePendingBooking } from '../utils/save-pending-booking';
import { DateField, toDate, toDay } from './date-field';
import { plural } from '@worknest/shared/plural';
import { BUSINESS_STAY_MESSAGES, cleanPurpose } from '@worknest/shared/business-stay-rules';
import { useUser } from '../../../lib/auth';
import { useBusinessStayOptions } from '../api/business-stay-options';
import type { PayerChoice } from './who-pays';

// Issue 34: only members whose company pays business stays see it, so it loads on its own.
const WhoPays = lazy(() => import('./who-pays').then((m) => ({ default: m.WhoPays })));
const SELF_PAYS: PayerChoice = { payer: 'self', purpose: '', costCentre: '' };
// Issue 37: "Pay with credits", for members whose company runs the credits programme.
const PayWithCredits = lazy(() => import('./pay-with-credits').then((m) => ({ default: m.PayWithCredits })));

/** The choice's problems, in the server's words (checked again there). */
function payerChoiceErrors(choice: PayerChoice, options: { requireCostCentre: boolean }): { purpose?: string; costCentre?: string } {
  if (choice.payer !== 'company') return {};
  return {
    ...(cleanPurpose(choice.purpose) === null ? { purpose: BUSINESS_STAY_MESSAGES.purpose } : {}),
    ...(options.requireCostCentre && choice.costCentre === '' ? { costCentre: BUSINESS_STAY_MESSAGES.costCentreRequired } : {}),
  };
}

/**
 * The booking panel of `/app/listings/{id}` (SPEC.md §2, §4, §5): check-in and check-out with the
 * nights that cannot be booked disabled (before today plus the advance notice, taken, or not
 * offered by the host), guests, a live price breakdown and Book Now (Request to book on a request listing, issue 29), which stores the pending
 * booking and opens the checkout. The server checks everything again; this is for speed.
 */
export function BookingPanel({ listing }: { listing: ListingDetail }) {
  const navigate = useNavigate();
  const ids = { checkIn: useId(), checkOut: useId(), guests: useId(), error: useId() };
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [checkOut, setCheckOut] = useState<string | null>(null);
  const [checkOutOpen, setCheckOutOpen] = useState(false);
  const [guests, setGuests] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  // Issue 34: "Who pays?" when the member's company pays business stays.
  const business = useBusinessStayOptions();
  const companyName = useUser().data?.companyName ?? 'your company';
  const [payerChoice, setPayerChoice] = useState<PayerChoice>(SELF_PAYS);
  const businessOptions = business.data?.available ? business.data : null;
  const payerErrors = businessOptions && submitted ? payerChoiceErrors(payerChoice, businessOptions) : {};

  const today = utcDate(Date.now());
  const rules: StayRules = {
    minNights: listing.minNights,
    maxNights: listing.maxNights,
    advanceNoticeDays: listing.advanceNoticeDays,
    maxGuests: listing.maxGuests,
    availableDates: listing.availableDates,
    blockedDates: listing.blockedDates,
  };
  const earliest = earliestCheckIn(today, listing.advanceNoticeDays);
  const maxGuests = listing.maxGuests > 0 ? listing.maxGuests : DEFAULT_MAX_GUESTS;
  const numberOfGuests = Number(guests);

  const dateIssue = checkStayDates({ checkIn, checkOut }, rules, today);
  const guestIssue = checkGuests(guests.trim() === '' ? 0 : numberOfGuests, maxGuests);
  const bothDates = checkIn !== null && checkOut !== null;
  // SPEC §5: a date error shows (and blocks Book Now) once both dates are set; "select dates" only after a try.
  const dateError = dateIssue && (bothDates || submitted) ? dateIssue.message : null;
  const guestError = guestIssue && (submitted || guests.trim() !== '') ? guestIssue.message : null;
  const nights = bothDates ? countNights(checkIn, checkOut) : 0;
  const price = priceBreakdown(listing.pricePerNight, nights, SERVICE_FEE_CENTS);

  function pickCheckIn(day: string | null) {
    setCheckIn(day);
    if (day && (!checkOut || checkOut <= day)) {
      setCheckOut(null);
      setCheckOutOpen(true);
    }
  }

  function bookNow() {
    setSubmitted(true);
    if (dateIssue || guestIssue || !checkIn || !checkOut) return;
    const forCompany = businessOptions !== null && payerChoice.payer === 'company';
    if (forCompany && Object.keys(payerChoiceErrors(payerChoice, businessOptions)).length > 0) return;
    savePendingBooking({
      listingId: listing.id,
      checkIn,
      checkOut,
      numberOfGuests,
      listingTitle: listing.title,
      ...(forCompany ? { business: { purpose: cleanPurpose(payerChoice.purpose)!, costCentre: payerChoice.costCentre || null } } : {}),
    });
    navigate('/app/checkout');
  }

  const firstMonth = toDate(earliest);
  return (
    <form
      className="grid gap-4"
      aria-label="Book this place"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        bookNow();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.checkIn}>Check-in</Label>
          <DateField
            id={ids.checkIn}
            value={checkIn}
            onChange={pickCheckIn}
            placeholder="Add date"
            startMonth={firstMonth}
            defaultMonth={firstMonth}
            invalid={Boolean(dateError)}
            describedBy={dateError ? ids.error : undefined}
            disabled={[{ before: firstMonth }, (date) => !isNightOpen(toDay(date), rules)]}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.checkOut}>Check-out</Label>
          <DateField
            id={ids.checkOut}
            value={checkOut}
            onChange={setCheckOut}
            open={checkOutOpen}
            onOpenChange={setCheckOutOpen}
            placeholder="Add date"
            startMonth={firstMonth}
            defaultMonth={toDate(checkIn ?? earliest)}
            invalid={Boolean(dateError)}
            describedBy={dateError ? ids.error : undefined}
            disabled={[{ before: toDate(addDays(checkIn ?? earliest, 1)) }]}
          />
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={ids.guests}>Guests</Label>
        <Input
          id={ids.guests}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests}
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
          aria-invalid={guestError ? true : undefined}
          aria-describedby={`${ids.guests}-hint${guestError ? ` ${ids.guests}-error` : ''}`}
        />
        <p id={`${ids.guests}-hint`} className="text-sm text-muted-foreground">
          Up to {plural(maxGuests, 'guest')}
        </p>
        {guestError ? (
          <p id={`${ids.guests}-error`} role="alert" className="text-sm font-medium text-destructive">
            {guestError}
          </p>
        ) : null}
      </div>

      {businessOptions ? (
        <Suspense fallback={<div className="h-36 animate-pulse rounded-lg bg-secondary" role="status" aria-label="Loading who pays" />}>
          <WhoPays
            companyName={companyName}
            options={businessOptions}
            value={payerChoice}
            onChange={setPayerChoice}
            errors={payerErrors}
            listingId={listing.id}
            stay={bothDates && !dateIssue ? { checkIn, checkOut } : null}
          />
        </Suspense>
      ) : null}

      {dateError ? (
        <p id={ids.error} role="alert" className="rounded-md bg-destructive-soft px-3 py-2 text-sm font-medium text-destructive">
          {dateError}
        </p>
      ) : null}

      {nights > 0 && !dateIssue ? (
        <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label="Price breakdown">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">
              {formatEuros(price.pricePerNight)} × {plural(nights, 'night')}
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
          <div className="grid gap-1 border-t border-border pt-2 text-xs text-muted-foreground" aria-label="Cancellation policy for these dates">
            <dt className="font-medium text-foreground">Cancellation: {cancellationPolicyLabels[listing.cancellationPolicy]}</dt>
            {describeStayPolicy(
              { checkIn: checkIn!, checkOut: checkOut!, timeZone: listing.timeZone, policy: listing.cancellationPolicy, pricePerNight: price.pricePerNight, serviceFee: price.serviceFee, totalAmount: price.total },
              Date.now(),
            ).map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        </dl>
      ) : dateError ? null : (
        <p className="text-sm text-muted-foreground">
          {listing.minNights > 1 ? `Minimum stay ${plural(listing.minNights, 'night')}. ` : ''}
          {listing.advanceNoticeDays > 0 ? `Book at least ${plural(listing.advanceNoticeDays, 'day')} ahead.` : 'Pick your dates to see the total.'}
        </p>
      )}

      <Button type="submit" size="lg" disabled={Boolean(bothDates && dateIssue) || Boolean(guestError)}>
        {bookingModeTexts[listing.bookingMode].book}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{bookingModeTexts[listing.bookingMode].panelNote}</p>
      <Suspense fallback={null}>
        {listing.accepts?.includes('credits') ? <PayWithCredits listingId={listing.id} rentalType={listing.rentalType} checkIn={checkIn} checkOut={checkOut} numberOfGuests={numberOfGuests} ready={bothDates && !dateIssue && !guestIssue} /> : null}
      </Suspense>
    </form>
  );
}
