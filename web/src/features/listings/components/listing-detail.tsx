import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Check, Home, UserRound } from 'lucide-react';
import { formatEuros } from '@worknest/shared/booking-rules';
import type { ListingDetail as ListingDetailData } from '@worknest/shared/listing';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { AfterFirstPaint } from '../../../lib/use-idle-after';
import { WhenNearViewport } from '../../../lib/when-near-viewport';
import { Button } from '../../../components/ui/button';
import { PageLoadError } from '../../../components/page-load-error';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { amenityKey } from '../utils/amenity-key';
import { useSignedInUser } from '../../../lib/auth';
import { useListing } from '../api/get-listing';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';

// Issue 31: the map sits below the first screen; its code (and then MapLibre's, which takes seconds of a
// phone's main thread to start) loads when it is scrolled near, after the first paint (WhenNearViewport).
const MapView = lazy(() => import('../../../components/map/map-view').then((m) => ({ default: m.MapView })));
// Issue 31: below the first screen too (with its rules and the workspace photo).
// Issue 31: the cancellation policy, booking rules and house rules, further down still.
const ListingStayTerms = lazy(() => import('./listing-stay-terms').then((m) => ({ default: m.ListingStayTerms })));
const WorkReadyChecklist = lazy(() => import('./work-ready-checklist').then((m) => ({ default: m.WorkReadyChecklist })));

interface ListingDetailProps {
  listingId: string;
  /** The booking panel (booking feature), shown to everyone but the host. */
  bookingPanel?: (listing: ListingDetailData) => ReactNode;
  /** The approved reviews with their average (reviews feature), under the details. */
  reviews?: (listing: ListingDetailData) => ReactNode;
  /** Tools only its host sees (calendar sync, issue 20), above the reviews. */
  hostTools?: (listing: ListingDetailData) => ReactNode;
}

function BackToListings() {
  const t = useT('listing');
  return (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to="/app/listings">
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Link>
    </Button>
  );
}

/** `/app/listings/{id}`: gallery, details, host; "This is your listing" for the host (SPEC.md §2). */
export function ListingDetail({ listingId, bookingPanel, reviews, hostTools }: ListingDetailProps) {
  const t = useT('listing');
  const listing = useListing(listingId);
  // ADR 0196: the answer's arrival keeps the skeleton; the page renders in a non-blocking render.
  const { shown, loading } = useDeferredAnswer(listing);

  if (loading) return <ListingDetailSkeleton />;
  if (listing.isError) {
    if (errorStatus(listing.error) === 404) {
      return (
        <EmptyState
          icon={Home}
          title={t('notFound.title')}
          description={t('notFound.body')}
          action={
            <Button asChild>
              <Link to="/app/listings">{t('back')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <PageLoadError message={serverText(listing.error, t('loadFailed'))} retryLabel={t('tryAgain')} onRetry={() => void listing.refetch()} retrying={listing.isRefetching} />
    );
  }
  if (!shown) return <ListingDetailSkeleton />;
  return <ListingDetailView listing={shown} bookingPanel={bookingPanel} reviews={reviews} hostTools={hostTools} />;
}

function ListingDetailView({ listing, bookingPanel, reviews, hostTools }: { listing: ListingDetailData } & Pick<ListingDetailProps, 'bookingPanel' | 'reviews' | 'hostTools'>) {
  const t = useT('listing');
  const words = useT('listings');
  const user = useSignedInUser();
  const isOwner = listing.userId === user.id;
  const place = [listing.city, listing.state, listing.country].filter(Boolean).join(', ');
  return (
    <article className="grid gap-6">
      <BackToListings />
      <header className="grid gap-1">
        <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{words(`type.${listing.rentalType}`)}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl" data-i18n-exempt>{listing.title}</h1>
        <p className="text-muted-foreground" data-i18n-exempt>
          {place}
        </p>
      </header>
      <ListingGallery images={listing.images} title={listing.title} />

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid gap-8">
          <section className="grid gap-3" aria-label={t('overview')}>
            <ListingFacts listing={listing} />
            <p className="flex items-center gap-2 text-sm">
              <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
              <span>
                {t('hostedBy', { name: '\u0000' })
                  .split('\u0000')
                  .map((part, index) =>
                    index === 0 ? (
                      part
                    ) : (
                      <span key={index}>
                        <span className="font-medium">{listing.host.name}</span>
                        {part}
                      </span>
                    ),
                  )}
              </span>
            </p>
          </section>
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">{t('about')}</h2>
            <p className="whitespace-pre-line text-muted-foreground" data-i18n-exempt>
              {listing.description}
            </p>
          </section>
          {/* Issue 41: where it is: the host sees the exact pin, colleagues an area of about 500 m. */}
          <section className="grid gap-2">
            <h2 className="text-lg font-semibold">{t('where')}</h2>
            {isOwner ? (
              <p className="text-sm text-muted-foreground">
                {listing.locationSource === 'city'
                  ? t('where.ownerCity', { city: listing.city })
                  : listing.latitude === null
                    ? t('where.ownerNoPin')
                    : t('where.ownerArea')}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t('where.guest', { city: listing.city, country: listing.country })}
              </p>
            )}
            {(isOwner ? listing.latitude !== null && listing.longitude !== null : Boolean(listing.approximateLocation)) ? (
              <WhenNearViewport fallback={<Skeleton className="h-56 w-full rounded-xl sm:h-72" aria-label={t('map.loading')} />}>
                {isOwner && listing.latitude !== null && listing.longitude !== null ? (
                  <MapView
                    pins={[{ id: listing.id, latitude: listing.latitude, longitude: listing.longitude, label: '', title: t('map.yourHome'), kind: 'exact' }]}
                    label={t('map.ownLabel', { city: listing.city })}
                    className="h-56 sm:h-72"
                  />
                ) : listing.approximateLocation ? (
                  <MapView circles={[listing.approximateLocation]} label={t('map.areaLabel', { city: listing.city })} className="h-56 sm:h-72" />
                ) : null}
              </WhenNearViewport>
            ) : null}
          </section>
          <section className="grid gap-3">
            <h2 className="text-lg font-semibold">{t('workReady.title')}</h2>
            <AfterFirstPaint fallback={<Skeleton className="h-32 w-full rounded-xl" aria-label={t('workReady.loading')} />}>
              <WorkReadyChecklist listing={listing} />
            </AfterFirstPaint>
          </section>
          {listing.amenities.length > 0 ? (
            <section className="grid gap-3">
              <h2 className="text-lg font-semibold">{t('amenities')}</h2>
              <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {listing.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-2">
                    <Check aria-hidden="true" className="size-4 text-primary" />
                    {words(amenityKey(amenity))}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <AfterFirstPaint fallback={<Skeleton className="h-96 w-full rounded-xl" aria-label={t('terms.loading')} />}>
            <ListingStayTerms listing={listing} />
          </AfterFirstPaint>
          {isOwner ? (hostTools?.(listing) ?? null) : null}
          {reviews?.(listing) ?? null}
        </div>

        {/* On a phone the price (and booking) comes right after the photos; beside the details on a wide screen. */}
        <aside className="order-first lg:sticky lg:top-24 lg:order-none">
          <Card>
            <CardHeader className="pb-4">
              <CardTitle>
                {formatEuros(listing.pricePerNight)} <span className="text-base font-normal text-muted-foreground">{t('price.night')}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {isOwner ? (
                <div className="grid gap-3">
                  <p className="rounded-md bg-secondary px-3 py-2 text-sm font-medium text-secondary-foreground">
                    {listing.paused ? t('owner.paused') : t('owner.listing')}
                  </p>
                  <Button asChild variant="outline">
                    <Link to="/app/profile">{t('owner.manage')}</Link>
                  </Button>
                </div>
              ) : listing.paused ? (
                <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm font-medium text-warning">
                  {t('notTaking')}
                </p>
              ) : (
                bookingPanel?.(listing) ?? null
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </article>
  );
}

function ListingDetailSkeleton() {
  const t = useT('listing');
  return (
    <div className="grid gap-6" role="status" aria-label={t('loading')}>
      <Skeleton className="h-8 w-32" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <Skeleton className="aspect-[16/10] w-full rounded-xl" />
    </div>
  );
}
