import { useState } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import type { AdminListing } from '@worknest/shared/admin';
import { formatEuros } from '@worknest/shared/booking';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
import { useAdminListings, useDeleteListing, useSetListingActive } from '../api/get-admin-listings';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDate } from '../utils/format';
import { plural } from '@worknest/shared/plural';

/** `/app/admin/listings`: every listing of a company, active or not; deactivate, activate or delete. */
export function AdminListingsRoute() {
  const me = useSignedInUser();
  const [domain, setDomain] = useState<string | null>(me.companyDomain);
  const listings = useAdminListings(domain);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage title="Listings" description="All listings of a company, newest first, including the ones hidden from members.">
      <CompanySelect value={domain} onChange={setDomain} />
      {domain === null ? null : listings.isPending ? (
        <ListSkeleton label="Loading listings" />
      ) : listings.isError ? (
        <LoadError error={listings.error} fallback="Failed to load listings." onRetry={() => void listings.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Home} title="No listings in this company" description="Listings appear here as soon as a member creates one." />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={`Listings of ${domain}`}>
            {items.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
          <ShowMore hasMore={listings.hasNextPage} loading={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()} />
        </div>
      )}
    </AdminPage>
  );
}

function StatusBadge({ listing }: { listing: AdminListing }) {
  if (listing.isActive) return <Badge variant="success">Active</Badge>;
  if (listing.hiddenWithHost) return <Badge variant="warning">Host deactivated</Badge>;
  return <Badge variant="secondary">Inactive</Badge>;
}

function ListingRow({ listing }: { listing: AdminListing }) {
  const setActive = useSetListingActive();
  const remove = useDeleteListing();
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const cover = listing.images[0];

  const changeActive = (isActive: boolean) =>
    setActive.mutate(
      { id: listing.id, isActive },
      {
        onSuccess: () => {
          setConfirm(null);
          toast({ title: isActive ? 'Listing activated' : 'Listing deactivated', description: `“${listing.title}” is ${isActive ? 'visible to its company again' : 'hidden from members'}.` });
        },
        onError: (error) => {
          setConfirm(null);
          toast({ title: 'Error', description: serverMessage(error, 'Failed to update the listing.'), variant: 'destructive' });
        },
      },
    );

  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        setConfirm(null);
        toast({ title: 'Listing deleted successfully' });
      },
      onError: (error) => {
        setConfirm(null);
        toast({ title: 'Error', description: serverMessage(error, 'Failed to delete the listing.'), variant: 'destructive' });
      },
    });

  return (
    <li>
      <Card className="grid grid-cols-[5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center">
        <div className="aspect-[4/3] overflow-hidden rounded-md bg-muted">
          {cover ? <img src={cover} alt="" loading="lazy" className="size-full object-cover" /> : null}
        </div>
        <CardContent className="grid gap-1 p-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Link to={`/app/listings/${listing.id}`} className="underline-offset-4 hover:underline">
              {listing.title}
            </Link>
            <StatusBadge listing={listing} />
          </p>
          <p className="text-sm text-muted-foreground">
            {[listing.city, listing.country].filter(Boolean).join(', ')} · {formatEuros(listing.pricePerNight)} / night · up to {plural(listing.maxGuests, 'guest')}
          </p>
          <p className="text-sm text-muted-foreground">
            Host: {listing.host ? `${listing.host.name} (${listing.host.email})` : 'unknown'} · created {formatDate(listing.createdAt)}
          </p>
        </CardContent>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
          {listing.isActive ? (
            <ConfirmDialog
              open={confirm === 'deactivate'}
              onOpenChange={(open) => setConfirm(open ? 'deactivate' : null)}
              pending={setActive.isPending}
              trigger={
                <Button size="sm" variant="outline">
                  Deactivate
                </Button>
              }
              title="Deactivate this listing?"
              description={`“${listing.title}” disappears from its company's listings and cannot be opened or booked until you activate it again.`}
              confirmLabel="Deactivate"
              destructive
              onConfirm={() => changeActive(false)}
            />
          ) : listing.hiddenWithHost ? null : (
            <Button size="sm" variant="outline" loading={setActive.isPending} onClick={() => changeActive(true)}>
              Activate
            </Button>
          )}
          <ConfirmDialog
            open={confirm === 'delete'}
            onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
            pending={remove.isPending}
            trigger={
              <Button size="sm" variant="destructive">
                Delete
              </Button>
            }
            title="Delete this listing?"
            description={`“${listing.title}” and its photos are removed for good. This cannot be undone.`}
            confirmLabel="Delete"
            destructive
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </li>
  );
}
