import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/api-request';
import { useMyListings } from '../api/get-listings';
import { useListing } from '../api/get-listing';
import type { PhotoFieldProps } from './photo-field-props';
import { MyListingRow } from './my-listing-row';

// Issue 29: the form (with the time zone rule's country and city data, ~16 KB gzip) loads when it opens, not with the profile.
const CreateListingForm = lazy(() => import('./create-listing-form').then((module) => ({ default: module.CreateListingForm })));

function FormLoading() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading the form">
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
  const location = useLocation();
  const [creating, setCreating] = useState(location.hash === CREATE_HASH);
  const [editing, setEditing] = useState<string | null>(null);
  const formCard = useRef<HTMLDivElement>(null);
  const mine = useMyListings();
  const items = mine.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (creating || editing) formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [creating, editing]);

  return (
    <>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle>My Listings</CardTitle>
            <CardDescription>The homes you offer to your colleagues.</CardDescription>
          </div>
          {creating ? null : (
            <Button
              onClick={() => {
                setEditing(null);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" />
              New Listing
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {mine.isPending ? (
            <div className="grid gap-3" role="status" aria-label="Loading your listings">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : mine.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{serverMessage(mine.error, "We couldn't load your listings.")}</p>
              <Button variant="outline" size="sm" onClick={() => mine.refetch()} loading={mine.isRefetching}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">You have no listings yet. Create one to host colleagues.</p>
          ) : (
            <ul className="grid gap-3">
              {items.map((listing) => (
                <MyListingRow
                  key={listing.id}
                  listing={listing}
                  onEdit={() => {
                    setCreating(false);
                    setEditing(listing.id);
                  }}
                />
              ))}
            </ul>
          )}
          {mine.hasNextPage ? (
            <Button variant="outline" className="mt-4" onClick={() => mine.fetchNextPage()} loading={mine.isFetchingNextPage}>
              Show more
            </Button>
          ) : null}
        </CardContent>
      </Card>

      {creating ? (
        <Card ref={formCard} id="create-listing" className="scroll-mt-24">
          <CardHeader>
            <CardTitle>Create Listing</CardTitle>
            <CardDescription>Offer a work-ready home to colleagues in your company.</CardDescription>
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
            <CardTitle>Edit Listing</CardTitle>
            <CardDescription>Changes show to colleagues at once. A new price applies to new bookings only.</CardDescription>
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
  const listing = useListing(listingId);
  if (listing.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading the listing">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (listing.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm">{serverMessage(listing.error, "We couldn't load this listing.")}</p>
        <Button variant="outline" size="sm" onClick={() => listing.refetch()} loading={listing.isRefetching}>
          Try again
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
