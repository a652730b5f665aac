import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { addDays, checkGuests, checkStayDates, countNights, earliestCheckIn, formatEuros, isNightOpen, priceBreakdown, utcDate, type StayRules } from '@worknest/shared/booking-rules';
import { DEFAULT_MAX_GUESTS, SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import type { ListingDetail } from '@worknest/shared/listing';
import { PriceRows } from '../../../components/price-rows';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { savePendingBooking } from '../utils/save-pending-booking';
import { DateField, toDate, toDay } from './date-field';
import { cleanPurpose } from '@worknest/shared/business-stay-rules';
import { useUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { stayPolicyLines } from '../../../lib/stay-policy';
import { stayIssueText } from '../utils/stay-issue-text';
import { useBusinessStayOptions } from '../api/business-stay-options';
import type { PayerChoice } from './who-pays';

// Issue 34: only members whose company pays business stays see it, so it loads on its own.
const WhoPays = lazy(() => import('./who-pays').then((m) => ({ default: m.WhoPays })));
const SELF_PAYS: PayerChoice = { payer: 'self', purpose: '', costCentre: '' };
// Issue 37: "Pay with credits", for members whose company runs the credits programme.
const PayWithCredits = lazy(() => import('./pay-with-credits').then((m) => ({ default: m.PayWithCredits })));

/** The choice's problems, in the server's words (checked again there; `listing` catalog keys, English as BUSINESS_STAY_MESSAGES says). */
function payerChoiceErrors(choice: PayerChoice, options: { requireCostCentre: boolean }): { purpose?: string; costCentre?: string } {
  if (choice.payer !== 'company') return {};
  return {
    ...(cleanPurpose(choice.purpose) === null ? { purpose: 'whoPays.purposeInvalid' } : {}),
    ...(options.requireCostCentre && choice.costCentre === '' ? { costCentre: 'whoPays.costCentreRequired' } : {}),
  };
}

/**
 * The booking panel of `/app/listings/{id}` (SPEC.md §2, §4, §5): check-in and check-out with the
 * nights that cannot be booked disabled (before today plus the advance notice, taken, or not
 * offered by the host), guests, a live price breakdown and Book Now (Request to book on a request listing, issue 29), which stores the pending
 * booking and opens the checkout. The server checks everything again; this is for speed.
 */
export function BookingPanel({ listing }: { listing: ListingDetail }) {
  const t = useT('listing');
  const navigate = useNavigate();
  const ids = { checkIn: useId(), checkOut: useId(), guests: useId(), error: useId() };
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [checkOut, setCheckOut] = useState<string | null>(null);
  const [checkOutOpen, setCheckOutOpen] = useState(false);
  const [guests, setGuests] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  // Issue 34: "Who pays?" when the member's company pays business stays.
  const business = useBusinessStayOptions();
  const companyName = useUser().data?.companyName ?? null;
  const [payerChoice, setPayerChoice] = useState<PayerChoice>(SELF_PAYS);
  const businessOptions = business.data?.available ? business.data : null;
  const payerErrorKeys = businessOptions && submitted ? payerChoiceErrors(payerChoice, businessOptions) : {};
  const payerErrors = {
    ...(payerErrorKeys.purpose ? { purpose: t(payerErrorKeys.purpose) } : {}),
    ...(payerErrorKeys.costCentre ? { costCentre: t(payerErrorKeys.costCentre) } : {}),
  };

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
  const dateError = dateIssue && (bothDates || submitted) ? stayIssueText(dateIssue, rules, t) : null;
  const guestError = guestIssue && (submitted || guests.trim() !== '') ? stayIssueText(guestIssue, rules, t) : null;
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
      aria-label={t('panel.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        bookNow();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.checkIn}>{t('panel.checkIn')}</Label>
          <DateField
            id={ids.checkIn}
            value={checkIn}
            onChange={pickCheckIn}
            placeholder={t('panel.addDate')}
            startMonth={firstMonth}
            defaultMonth={firstMonth}
            invalid={Boolean(dateError)}
            describedBy={dateError ? ids.error : undefined}
            disabled={[{ before: firstMonth }, (date) => !isNightOpen(toDay(date), rules)]}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={ids.checkOut}>{t('panel.checkOut')}</Label>
          <DateField
            id={ids.checkOut}
            value={checkOut}
            onChange={setCheckOut}
            open={checkOutOpen}
            onOpenChange={setCheckOutOpen}
            placeholder={t('panel.addDate')}
            startMonth={firstMonth}
            defaultMonth={toDate(checkIn ?? earliest)}
            invalid={Boolean(dateError)}
            describedBy={dateError ? ids.error : undefined}
            disabled={[{ before: toDate(addDays(checkIn ?? earliest, 1)) }]}
          />
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={ids.guests}>{t('panel.guests')}</Label>
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
          {t('panel.upToGuests', { count: maxGuests })}
        </p>
        {guestError ? (
          <p id={`${ids.guests}-error`} role="alert" className="text-sm font-medium text-destructive">
            {guestError}
          </p>
        ) : null}
      </div>

      {businessOptions ? (
        <Suspense fallback={<div className="h-36 animate-pulse rounded-lg bg-secondary" role="status" aria-label={t('whoPays.loading')} />}>
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
        <dl className="grid gap-2 border-t border-border pt-4 text-sm" aria-label={t('panel.priceBreakdown')}>
          <PriceRows
            accommodationLabel={t('panel.nightsTimesPrice', { price: formatEuros(price.pricePerNight), count: nights })}
            accommodation={price.accommodation}
            serviceFeeLabel={t('panel.serviceFee')}
            serviceFee={price.serviceFee}
            totalLabel={t('panel.total')}
            total={price.total}
          />
          <div className="grid gap-1 border-t border-border pt-2 text-xs text-muted-foreground" aria-label={t('panel.policyLabel')}>
            <dt className="font-medium text-foreground">{t('panel.cancellation', { policy: listing.cancellationPolicy })}</dt>
            {stayPolicyLines(
              { checkIn: checkIn!, checkOut: checkOut!, timeZone: listing.timeZone, policy: listing.cancellationPolicy, pricePerNight: price.pricePerNight, serviceFee: price.serviceFee, totalAmount: price.total },
              Date.now(),
              t,
            ).map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        </dl>
      ) : dateError ? null : (
        <p className="text-sm text-muted-foreground">
          {listing.minNights > 1 ? `${t('panel.minimumStay', { count: listing.minNights })} ` : ''}
          {listing.advanceNoticeDays > 0 ? t('panel.bookAhead', { count: listing.advanceNoticeDays }) : t('panel.pickDates')}
        </p>
      )}

      <Button type="submit" size="lg" disabled={Boolean(bothDates && dateIssue) || Boolean(guestError)}>
        {t('panel.book', { mode: listing.bookingMode })}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{t('panel.note', { mode: listing.bookingMode })}</p>
      <Suspense fallback={null}>
        {listing.accepts?.includes('credits') ? <PayWithCredits listingId={listing.id} rentalType={listing.rentalType} checkIn={checkIn} checkOut={checkOut} numberOfGuests={numberOfGuests} ready={bothDates && !dateIssue && !guestIssue} /> : null}
      </Suspense>
    </form>
  );
}
