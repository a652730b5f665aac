import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverText, useT } from '../../../lib/i18n';
import { useMyListings } from '../api/get-listings';
import { useListing } from '../api/get-listing';
import type { PhotoFieldProps } from './photo-field-props';
import { MyListingRow } from './my-listing-row';
import { MyListingsHeader, MyListingsLoading, NewListingButton } from './my-listings-header';

// Issue 29: the form (with the time zone rule's country and city data, ~16 KB gzip) loads when it opens, not with the profile.
// Issue 40: its texts are the `listing-form` catalog's, its amenity and rental type names the `listings` one's (the route loads both).
const CreateListingForm = lazy(() => import('./create-listing-form').then((module) => ({ default: module.CreateListingForm })));

function FormLoading() {
  const t = useT('listing-form');
  return (
    <div className="grid gap-3" role="status" aria-label={t('mine.formLoading')}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/** `/app/profile#create-listing` opens the form (the grid's "Create Your First Listing" links there). */
const CREATE_HASH = '#create-listing';

/**
 * Profile, "My Listings": my own listings only, and the Create Listing form. The page passes the
 * photo uploader in (it belongs to the uploads feature).
 */
export function MyListings({ photoUploader }: { photoUploader: ComponentType<PhotoFieldProps> }) {
  const t = useT('listing-form');
  const location = useLocation();
  const [creating, setCreating] = useState(location.hash === CREATE_HASH);
  const [editing, setEditing] = useState<string | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const mine = useMyListings();
  // ADR 0196: the answer's arrival keeps what is on screen; the list renders in a non-blocking render.
  const { shown, loading } = useDeferredAnswer(mine);
  const items = shown?.pages.flatMap((page) => page.items) ?? [];
  // One function for every row (they are memo'd): edit this listing, closing the create form.
  const startEditing = useCallback((listingId: string) => {
    setCreating(false);
    setEditing(listingId);
  }, []);

  useEffect(() => {
    if (creating || editing) formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [creating, editing]);

  return (
    <>
      <Card>
        <MyListingsHeader
          action={
            creating ? null : (
              <NewListingButton
                onClick={() => {
                  setEditing(null);
                  setCreating(true);
                }}
              />
            )
          }
        />
        <CardContent>
          {loading ? (
            <MyListingsLoading />
          ) : mine.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{serverText(mine.error, t('mine.loadFailed'))}</p>
              <Button variant="outline" size="sm" onClick={() => mine.refetch()} loading={mine.isRefetching}>
                {t('mine.tryAgain')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('mine.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {items.map((listing) => (
                <MyListingRow key={listing.id} listing={listing} onEdit={startEditing} />
              ))}
            </ul>
          )}
          {mine.hasNextPage ? (
            <Button variant="outline" className="mt-4" onClick={() => mine.fetchNextPage()} loading={mine.isFetchingNextPage}>
              {t('mine.more')}
            </Button>
          ) : null}
        </CardContent>
      </Card>

      {creating ? (
        <Card ref={formCard} id="create-listing" className="scroll-mt-24">
          <CardHeader>
            <CardTitle>{t('mine.createTitle')}</CardTitle>
            <CardDescription>{t('mine.createIntro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<FormLoading />}>
              <CreateListingForm photoUploader={photoUploader} onCreated={() => setCreating(false)} onCancel={() => setCreating(false)} />
            </Suspense>
          </CardContent>
        </Card>
      ) : null}

      {editing ? (
        <Card ref={formCard} id="edit-listing" className="scroll-mt-24">
          <CardHeader>
            <CardTitle>{t('mine.editTitle')}</CardTitle>
            <CardDescription>{t('mine.editIntro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <EditListing key={editing} listingId={editing} photoUploader={photoUploader} onDone={() => setEditing(null)} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

/** Loads the whole listing (with its booked and held nights), then the form filled in. */
function EditListing({ listingId, photoUploader, onDone }: { listingId: string; photoUploader: ComponentType<PhotoFieldProps>; onDone: () => void }) {
  const t = useT('listing-form');
  const listing = useListing(listingId);
  if (listing.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('mine.listingLoading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (listing.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm">{serverText(listing.error, t('mine.listingFailed'))}</p>
        <Button variant="outline" size="sm" onClick={() => listing.refetch()} loading={listing.isRefetching}>
          {t('mine.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<FormLoading />}>
      <CreateListingForm listing={listing.data} photoUploader={photoUploader} onCreated={onDone} onCancel={onDone} />
    </Suspense>
  );
}
