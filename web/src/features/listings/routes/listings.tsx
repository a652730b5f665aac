import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { serverMessage } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
import { useListings } from '../api/get-listings';
import { ListingCard } from '../components/listing-card';
import { ListingCardSkeleton } from '../components/listing-card-skeleton';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** `/app/listings`: the active listings of my company, newest first (SPEC.md §2). */
export function ListingsRoute() {
  const user = useSignedInUser();
  const listings = useListings();
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Listings</h1>
        <p className="text-muted-foreground">Work-ready homes offered by your colleagues at {user.companyName}.</p>
      </header>

      {listings.isPending ? (
        <div className={gridClasses} role="status" aria-label="Loading listings">
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      ) : listings.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center">
          <p className="font-medium">{serverMessage(listings.error, "We couldn't load the listings.")}</p>
          <Button variant="outline" onClick={() => listings.refetch()} loading={listings.isRefetching}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Home}
          title="No listings available yet in your company network"
          action={
            <Button asChild>
              <Link to="/app/profile#create-listing">Create Your First Listing</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className={gridClasses}>
            {items.map((listing, i) => (
              <li key={listing.id} className="grid">
                <ListingCard listing={listing} eager={i < 3} />
              </li>
            ))}
          </ul>
          {listings.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => listings.fetchNextPage()} loading={listings.isFetchingNextPage}>
                Show more listings
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
