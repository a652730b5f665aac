import { lazy, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellPlus, Home, MapPin, SearchX, Users } from 'lucide-react';
import { PageLoadError } from '../../../components/page-load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { serverText, useT } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/auth';
import { useIdleAfter } from '../../../lib/use-idle-after';
import { useListingSearch, useMyListings } from '../api/get-listings';
import { ListingCard } from '../components/listing-card';
import { ListingCardSkeleton } from '../components/listing-card-skeleton';
import { SearchFiltersPlaceholder, StayDatesPlaceholder } from '../components/search-control-placeholders';
import { activeFilterCount, isFiltered, readSearch, searchParamsOf, stayNightCount, type SearchState } from '../utils/search-state';
import { NearOfficeControls } from '../components/near-office-controls';
import { InPolicyChip } from '../components/in-policy-chip';
import { suggestedSearchName } from '../utils/saved-search-labels';

/**
 * The range calendar (react-day-picker) and the Filters popover/sheet (floating-ui, the dialog's
 * scroll lock) are not needed to show the grid: they load as their own chunks once the grid has its
 * first answer and the browser is idle (issue 31: before, they rendered at once and so loaded with
 * the page), with their buttons shown disabled until then (issue 15: the page's JS before render).
 */
const StayDatesField = lazy(() => import('../components/stay-dates-field').then((m) => ({ default: m.StayDatesField })));
const SearchFilters = lazy(() => import('../components/search-filters').then((m) => ({ default: m.SearchFilters })));
/** Issue 41: the map and MapLibre load only when the Map toggle is on. */
const ListingsMap = lazy(() => import('../components/listings-map').then((m) => ({ default: m.ListingsMap })));
/** Issue 39: "Save this search" and its dialog load with the other controls, after the grid's first answer. */
const SaveSearchButton = lazy(() => import('../components/save-search-button').then((m) => ({ default: m.SaveSearchButton })));

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Typing in "Where" searches once the typing pauses this long. */
const TYPING_DEBOUNCE_MS = 350;
const GUEST_CHOICES = Array.from({ length: 10 }, (_, i) => i + 1);

/**
 * `/app/listings`: the bookable listings of my company (SPEC.md §2), with search and filters
 * (issue 18). The search lives in the URL's parameters (the API's own names), so a link shares
 * it, a reload keeps it and Back goes to the previous search.
 */
export function ListingsRoute() {
  const t = useT('listings');
  const user = useSignedInUser();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const search = searchParamsOf(state).toString();
  const listings = useListingSearch(search);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];
  const total = listings.data?.pages[0]?.total;
  const nights = stayNightCount(state);
  const filtered = isFiltered(state);
  // ADR 0196: an answer's arrival re-renders the page at once (TanStack Query's store updates are
  // blocking); the grid's cards render from it in a later, non-blocking render, which React slices.
  const shownData = useDeferredValue(listings.data);
  const shownItems = shownData?.pages.flatMap((page) => page.items) ?? [];
  const stale = listings.isPlaceholderData || shownData !== listings.data;
  // The Dates and Filters controls mount (and load) after the first answer, not at first paint.
  const controlsReady = useIdleAfter(listings.isSuccess || listings.isError);

  // Issue 41: the Map toggle is in the URL too (`map=1`), kept when the search changes.
  const mapShown = params.get('map') === '1';
  const withMap = (next: URLSearchParams, shown = mapShown) => {
    if (shown) next.set('map', '1');
    return next;
  };
  const apply = (next: Partial<SearchState>) => setParams(withMap(searchParamsOf({ ...state, ...next })));
  const office = listings.data?.pages[0]?.office;

  // The member's own homes are not in the grid (the API leaves them out, issue 29). An empty grid
  // asks whether there are some, to say why it is empty; a page the server could not fill (many
  // own homes in a row) is followed at once rather than shown as the end.
  const emptyGrid = listings.isSuccess && !stale && items.length === 0;
  const mine = useMyListings({ enabled: emptyGrid && !filtered });
  const ownCount = mine.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listings;
  useEffect(() => {
    if (emptyGrid && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [emptyGrid, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // "Where" is typed here and reaches the URL (and the API) once typing pauses.
  const [where, setWhere] = useState(state.q);
  const committedQ = useRef(state.q);
  useEffect(() => {
    // Back, a shared link or Clear filters changed the URL: show its place.
    if (state.q !== committedQ.current) {
      committedQ.current = state.q;
      setWhere(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    if (where.trim() === committedQ.current.trim()) return;
    const timer = window.setTimeout(() => {
      committedQ.current = where.trim();
      setParams(searchParamsOf({ ...readSearch(new URLSearchParams(window.location.search)), q: where }));
    }, TYPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [where, setParams]);

  const announcement = listings.isPending || stale
    ? t('results.searching')
    : listings.isError
      ? ''
      : total !== undefined
        ? t('results.found', { count: total })
        : t('results.showing', { count: items.length });

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.intro', { company: user.companyName })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Issue 39: the search as it is in the URL (the map toggle is no part of it). */}
          {controlsReady ? (
            <Suspense fallback={<SaveSearchPlaceholder />}>
              <SaveSearchButton params={Object.fromEntries(searchParamsOf(state))} suggestedName={suggestedSearchName(searchParamsOf(state))} />
            </Suspense>
          ) : (
            <SaveSearchPlaceholder />
          )}
          {/* Your own homes are not in the grid: you manage them on your profile. */}
          <Button asChild variant="outline" size="sm">
            <Link to="/app/profile#my-listings">
              <Home aria-hidden="true" />
              {t('page.yourHomes')}
            </Link>
          </Button>
        </div>
      </header>

      <search aria-label={t('search.label')} className="grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,0.8fr)_auto] md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-where`}>{t('search.where')}</Label>
          <div className="relative">
            <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-where`}
              type="search"
              className="pl-9"
              placeholder={t('search.wherePlaceholder')}
              autoComplete="off"
              maxLength={200}
              value={where}
              onChange={(event) => setWhere(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-dates`}>{t('search.dates')}</Label>
          {controlsReady ? (
            <Suspense fallback={<StayDatesPlaceholder id={`${id}-dates`} checkIn={state.checkIn} checkOut={state.checkOut} />}>
              <StayDatesField id={`${id}-dates`} checkIn={state.checkIn} checkOut={state.checkOut} onChange={(dates) => apply(dates)} />
            </Suspense>
          ) : (
            <StayDatesPlaceholder id={`${id}-dates`} checkIn={state.checkIn} checkOut={state.checkOut} />
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-guests`}>{t('search.guests')}</Label>
          <div className="relative">
            <Users aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <select
              id={`${id}-guests`}
              className="h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
              value={state.guests ?? ''}
              onChange={(event) => apply({ guests: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('search.anyGuests')}</option>
              {GUEST_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {t('search.guestCount', { count })}
                </option>
              ))}
              {state.guests && state.guests > GUEST_CHOICES.length ? <option value={state.guests}>{t('search.guestCount', { count: state.guests })}</option> : null}
            </select>
          </div>
        </div>
        <div className="flex items-end justify-between gap-2 md:justify-end">
          {controlsReady ? (
            <Suspense fallback={<SearchFiltersPlaceholder count={activeFilterCount(state)} />}>
              <SearchFilters key={search} state={state} onApply={(filters) => apply(filters)} />
            </Suspense>
          ) : (
            <SearchFiltersPlaceholder count={activeFilterCount(state)} />
          )}
          <label className="sr-only" htmlFor={`${id}-sort`}>
            {t('sort.label')}
          </label>
          <select
            id={`${id}-sort`}
            className="h-10 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring sm:text-sm md:hidden"
            value={state.sort}
            onChange={(event) => apply({ sort: event.target.value as SearchState['sort'] })}
          >
            <option value="newest">{t('sort.newest')}</option>
            <option value="price_asc">{t('sort.priceAsc')}</option>
            <option value="price_desc">{t('sort.priceDesc')}</option>
            {state.near ? <option value="distance">{t('sort.distance')}</option> : null}
          </select>
        </div>
      </search>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm font-medium text-muted-foreground">
          {announcement}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <InPolicyChip on={state.inPolicy} onToggle={(inPolicy) => apply({ inPolicy })} />
          <NearOfficeControls id={id} state={state} onApply={apply} mapShown={mapShown} onToggleMap={() => setParams(withMap(searchParamsOf(state), !mapShown))} />
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <label htmlFor={`${id}-sort-wide`} className="text-sm text-muted-foreground">
            {t('sort.label')}
          </label>
          <select
            id={`${id}-sort-wide`}
            className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
            value={state.sort}
            onChange={(event) => apply({ sort: event.target.value as SearchState['sort'] })}
          >
            <option value="newest">{t('sort.newest')}</option>
            <option value="price_asc">{t('sort.priceAsc')}</option>
            <option value="price_desc">{t('sort.priceDesc')}</option>
            {state.near ? <option value="distance">{t('sort.distance')}</option> : null}
          </select>
        </div>
      </div>

      {mapShown && items.length > 0 ? (
        <Suspense fallback={<div className="h-[22rem] animate-pulse rounded-xl bg-secondary sm:h-[28rem]" role="status" aria-label={t('map.loading')} />}>
          <ListingsMap items={items} />
        </Suspense>
      ) : null}

      {listings.isPending || (items.length > 0 && shownItems.length === 0) ? (
        <div className={gridClasses} role="status" aria-label={t('results.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : listings.isError ? (
        <PageLoadError boxed message={serverText(listings.error, t('results.loadFailed'))} retryLabel={t('results.tryAgain')} onRetry={() => listings.refetch()} retrying={listings.isRefetching} />
      ) : items.length === 0 && filtered ? (
        <EmptyState
          icon={SearchX}
          title={t('empty.filteredTitle')}
          action={
            <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
              {t('empty.clearFilters')}
            </Button>
          }
        />
      ) : items.length === 0 && (hasNextPage || mine.isLoading) ? (
        <div className={gridClasses} role="status" aria-label={t('results.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 && ownCount > 0 ? (
        <EmptyState
          icon={Home}
          title={t('empty.ownTitle')}
          description={t('empty.ownBody', { count: ownCount, company: user.companyName })}
          action={
            <Button asChild>
              <Link to="/app/profile#my-listings">{t('page.yourHomes')}</Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Home}
          title={t('empty.noneTitle')}
          action={
            <Button asChild>
              <Link to="/app/profile#create-listing">{t('empty.createFirst')}</Link>
            </Button>
          }
        />
      ) : (
        <div aria-busy={stale} className={stale ? 'grid gap-6 opacity-50 transition-opacity' : 'grid gap-6 transition-opacity'}>
          <ul className={gridClasses}>
            {shownItems.map((listing, i) => (
              <li key={listing.id} className="grid">
                <ListingCard
                  listing={listing}
                  eager={i < 3}
                  stayNights={nights}
                  distance={office && listing.distanceKm !== undefined ? { km: listing.distanceKm, office: office.name } : undefined}
                />
              </li>
            ))}
          </ul>
          {listings.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => listings.fetchNextPage()} loading={listings.isFetchingNextPage} disabled={stale}>
                {t('results.showMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** "Save this search" until its dialog has loaded: the same button, not yet usable. */
function SaveSearchPlaceholder() {
  const t = useT('listings');
  return (
    <Button variant="outline" size="sm" disabled>
      <BellPlus aria-hidden="true" />
      {t('saveSearch.button')}
    </Button>
  );
}
