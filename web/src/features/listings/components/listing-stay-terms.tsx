import { cancellationPolicyLabels, cancellationPolicySummaries, CHECK_IN_TIME, CHECK_OUT_TIME } from '@worknest/shared/cancellation';
import { houseRuleLines } from '@worknest/shared/arrival-rules';
import { effectiveMaxNights } from '@worknest/shared/booking-rules';
import type { ListingDetail } from '@worknest/shared/listing';
import { plural } from '@worknest/shared/plural';
import { dates } from '@worknest/shared/format-dates';
import { acceptLabels } from '@worknest/shared/credit-rules';

/**
 * The listing page's terms: its cancellation policy, booking rules and house rules. Below the
 * first screen, so listing-detail.tsx loads this module after the first paint (issue 31).
 */
export function ListingStayTerms({ listing }: { listing: ListingDetail }) {
  return (
    <>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Cancellation policy: {cancellationPolicyLabels[listing.cancellationPolicy]}</h2>
        <p className="text-sm text-muted-foreground">{cancellationPolicySummaries[listing.cancellationPolicy]}</p>
        <p className="text-sm text-muted-foreground">
          Check-in from {dates.wallTime(CHECK_IN_TIME)}, check-out by {dates.wallTime(CHECK_OUT_TIME)} ({dates.zoneTime(listing.timeZone)}).{' '}
          {listing.bookingMode === 'request' ? 'The host accepts each booking request within 24 hours.' : 'Stays are confirmed as soon as you pay.'}
        </p>
      </section>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Booking rules</h2>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>
            Minimum stay: {plural(listing.minNights, 'night')}
          </li>
          <li>Maximum stay: {plural(effectiveMaxNights(listing.maxNights), 'night')}</li>
          <li>
            Advance notice: {listing.advanceNoticeDays === 0 ? 'none' : plural(listing.advanceNoticeDays, 'day')}
          </li>
          {/* Issue 37 (ADR 0161): how a stay here can be paid. */}
          {listing.accepts?.length ? <li>Accepts: {listing.accepts.map((kind) => acceptLabels[kind].toLowerCase()).join(', ')}</li> : null}
          <li>
            {listing.availableDates.length > 0
              ? `${plural(listing.availableDates.length, 'date')} offered by the host`
              : 'The host has not picked specific dates'}
          </li>
        </ul>
      </section>
      {/* Issue 41: the house rules are public; the arrival guide is not shown here. */}
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">House rules</h2>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {houseRuleLines(listing.houseRules).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {listing.houseRules.notes ? <p className="whitespace-pre-line break-words text-sm">{listing.houseRules.notes}</p> : null}
      </section>
    </>
  );
}
