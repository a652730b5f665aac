import { CHECK_IN_TIME, CHECK_OUT_TIME } from '@worknest/shared/cancellation-rules';
import { effectiveMaxNights } from '@worknest/shared/booking-rules';
import type { ListingDetail } from '@worknest/shared/listing';
import { dates } from '@worknest/shared/format-dates';
import { useT } from '../../../lib/i18n';

/**
 * The listing page's terms: its cancellation policy, booking rules and house rules. Below the
 * first screen, so listing-detail.tsx loads this module after the first paint (issue 31).
 * Texts: the `listing` catalog's `terms.*` (English as cancellation-rules and arrival-rules say).
 */
export function ListingStayTerms({ listing }: { listing: ListingDetail }) {
  const t = useT('listing');
  const rules = listing.houseRules;
  const houseRules = [
    t(rules.smoking ? 'terms.smoking' : 'terms.noSmoking'),
    t(rules.pets ? 'terms.pets' : 'terms.noPets'),
    t(rules.events ? 'terms.events' : 'terms.noEvents'),
    ...(rules.quietHours ? [t('terms.quietHours', { from: rules.quietHours.from, to: rules.quietHours.to })] : []),
  ];
  return (
    <>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('terms.policyTitle', { policy: listing.cancellationPolicy })}</h2>
        <p className="text-sm text-muted-foreground">{t('terms.policySummary', { policy: listing.cancellationPolicy })}</p>
        <p className="text-sm text-muted-foreground">
          {t('policy.times', { checkIn: dates.wallTime(CHECK_IN_TIME), checkOut: dates.wallTime(CHECK_OUT_TIME), zone: dates.zoneTime(listing.timeZone) })}{' '}
          {listing.bookingMode === 'request' ? t('terms.request') : t('terms.instant')}
        </p>
      </section>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('terms.rulesTitle')}</h2>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>{t('terms.minimumStay', { count: listing.minNights })}</li>
          <li>{t('terms.maximumStay', { count: effectiveMaxNights(listing.maxNights) })}</li>
          <li>{t('terms.advanceNotice', { count: listing.advanceNoticeDays })}</li>
          {/* Issue 37 (ADR 0161): how a stay here can be paid. */}
          {listing.accepts?.length ? <li>{t('terms.accepts', { list: listing.accepts.map((kind) => t(`terms.accept.${kind}`)).join(', ') })}</li> : null}
          <li>{listing.availableDates.length > 0 ? t('terms.datesOffered', { count: listing.availableDates.length }) : t('terms.noDatesPicked')}</li>
        </ul>
      </section>
      {/* Issue 41: the house rules are public; the arrival guide is not shown here. */}
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">{t('terms.houseRules')}</h2>
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {houseRules.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {listing.houseRules.notes ? (
          <p className="whitespace-pre-line break-words text-sm" data-i18n-exempt>
            {listing.houseRules.notes}
          </p>
        ) : null}
      </section>
    </>
  );
}
