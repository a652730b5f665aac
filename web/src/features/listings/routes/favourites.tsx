import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import type { Favourite } from '@worknest/shared/favourites';
import { PageLoadError } from '../../../components/page-load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { serverText, useT } from '../../../lib/i18n';
import { favouritesQueryOptions } from '../api/favourites';
import { ListingCard } from '../components/listing-card';
import { ListingCardSkeleton } from '../components/listing-card-skeleton';
import { FavouriteButton } from '../components/favourite-button';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * `/app/favourites` (issue 39): the homes the member keeps, newest first. A home that can no
 * longer be booked (paused, switched off, deleted) stays in the list, marked unavailable, until
 * the member removes it.
 */
export function FavouritesRoute() {
  const t = useT('listings');
  const favourites = useInfiniteQuery(favouritesQueryOptions());
  const items = favourites.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('favourites.title')}</h1>
        <p className="text-muted-foreground">{t('favourites.intro')}</p>
      </header>
      {favourites.isPending ? (
        <div className={gridClasses} role="status" aria-label={t('favourites.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : favourites.isError ? (
        <PageLoadError boxed message={serverText(favourites.error, t('favourites.loadFailed'))} retryLabel={t('results.tryAgain')} onRetry={() => favourites.refetch()} retrying={favourites.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('favourites.emptyTitle')}
          description={t('favourites.emptyBody')}
          action={
            <Button asChild>
              <Link to="/app/listings">{t('favourites.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6">
          <ul className={gridClasses}>
            {items.map((item) => (
              <li key={item.listingId} className="grid">
                {item.listing ? <ListingCard listing={item.listing} /> : <UnavailableCard favourite={item} />}
              </li>
            ))}
          </ul>
          {favourites.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => favourites.fetchNextPage()} loading={favourites.isFetchingNextPage}>
                {t('favourites.showMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** A favourite that cannot be booked now: its saved title and place, and the heart to remove it. */
function UnavailableCard({ favourite }: { favourite: Favourite }) {
  const t = useT('listings');
  return (
    <article className="relative flex min-h-40 flex-col gap-2 rounded-xl border border-dashed border-border bg-muted/40 p-4">
      <FavouriteButton listingId={favourite.listingId} title={favourite.title} className="absolute top-2 right-2" />
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('favourites.unavailable')}</p>
      <h2 className="pr-12 text-base leading-snug font-semibold" data-i18n-exempt>{favourite.title}</h2>
      {favourite.city ? (
        <p className="text-sm text-muted-foreground" data-i18n-exempt>
          {favourite.city}, {favourite.country}
        </p>
      ) : null}
      <p className="mt-auto text-sm text-muted-foreground">{t('favourites.notBookable')}</p>
    </article>
  );
}
