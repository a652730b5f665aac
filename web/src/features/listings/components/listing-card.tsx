import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { formatEuros, formatNumber, formatOneDecimal } from '@worknest/shared/format-money';
import type { ListingSummary } from '@worknest/shared/listing';
import type { ListingRating } from '@worknest/shared/listing-search-rules';
import { ListingPhoto } from './listing-photo';
import { WorkReadyBadges } from './work-ready-badges';
import { useT } from '../../../lib/i18n';

/** Issue 39: the heart arrives after first paint (its own chunk: the grid's first-load budget). */
const FavouriteButton = lazy(() => import('./favourite-button').then((m) => ({ default: m.FavouriteButton })));

/**
 * One card of the grid: cover photo, title, place, rating (issue 29), price per night and the
 * work-ready badges; with dates chosen in the search, the total for those nights ("€255 for 3 nights").
 */
export function ListingCard({
  listing,
  eager,
  stayNights,
  distance,
}: {
  listing: ListingSummary & Partial<ListingRating>;
  eager?: boolean;
  stayNights?: number | null;
  /** Issue 41: "2.3 km from Acme Lisbon" when searching near an office. */
  distance?: { km: number; office: string };
}) {
  const t = useT('listings');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ListingPhoto src={listing.images[0]} alt="" eager={eager} className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-[1.02]" />
      {/* Above the card's link overlay (z-10), so it is its own button. */}
      <Suspense fallback={null}>
        <FavouriteButton listingId={listing.id} title={listing.title} className="absolute top-2 right-2 z-10" />
      </Suspense>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t(`type.${listing.rentalType}`)}</p>
          <CardRating averageRating={listing.averageRating ?? null} reviewCount={listing.reviewCount ?? 0} />
        </div>
        <h2 className="line-clamp-2 text-base leading-snug font-semibold" data-i18n-exempt>
          {/* The whole card is the link (the ::after covers it); the title names it for screen readers. */}
          <Link to={`/app/listings/${listing.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground" data-i18n-exempt>
          {listing.city}, {listing.country}
        </p>
        {distance ? (
          <p className="text-sm font-medium">
            {t('card.distance', { distance: `${formatOneDecimal(distance.km)} km`, office: distance.office })}
          </p>
        ) : null}
        <WorkReadyBadges listing={listing} />
        {stayNights ? (
          <p className="mt-auto grid pt-1 text-sm">
            <span className="text-base font-semibold">{t('card.stayTotal', { total: formatEuros(listing.pricePerNight * stayNights), nights: stayNights })}</span>
            <span className="text-muted-foreground">{t('card.perNight', { price: formatEuros(listing.pricePerNight) })}</span>
          </p>
        ) : (
          <p className="mt-auto pt-1 text-sm">
            <span className="text-base font-semibold">{formatEuros(listing.pricePerNight)}</span>{' '}
            <span className="text-muted-foreground">{t('card.night')}</span>
          </p>
        )}
      </div>
    </article>
  );
}

/** "★ 4.5 (12)", read out as "Rated 4.5 out of 5, 12 reviews"; "No reviews yet" before the first one. */
function CardRating({ averageRating, reviewCount }: ListingRating) {
  const t = useT('listings');
  if (averageRating === null || reviewCount === 0) {
    return <p className="text-xs text-muted-foreground">{t('card.noReviews')}</p>;
  }
  const average = formatNumber(Math.round(averageRating * 10) / 10);
  return (
    <p className="flex shrink-0 items-center gap-1 text-sm" data-testid="card-rating">
      {/* An icon, not a text star: "★" is not among the characters every interface font has, so
          the grid's first layout looked up a fallback font for it (ADR 0202, ADR 0203). */}
      <Star aria-hidden="true" className="size-3.5 fill-[#b45309] text-[#b45309]" />
      <span className="sr-only">
        {t('card.rated', { average, count: reviewCount })}
      </span>
      <span aria-hidden="true" className="font-medium">
        {average}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({reviewCount})
      </span>
    </p>
  );
}
