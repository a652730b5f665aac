import { useState } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { ListingSummary } from '@worknest/shared/listing';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorStatus, serverMessage } from '../../../lib/api-request';
import { useDeleteListing } from '../api/delete-listing';
import { plural } from '../utils/plural';
import { ListingPhoto } from './listing-photo';

/** One of my listings on the profile: photo, title, place, capacity, View Listing and Delete. */
export function MyListingRow({ listing }: { listing: ListingSummary }) {
  const [confirming, setConfirming] = useState(false);
  // Why the server refused (409: stays ahead), shown in the dialog itself rather than a toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteListing();

  function onOpenChange(open: boolean) {
    setConfirming(open);
    if (!open) setRefusal(null);
  }

  function onDelete() {
    setRefusal(null);
    remove.mutate(listing.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Listing deleted successfully' });
      },
      onError: (error) => {
        if (errorStatus(error) === 409) {
          setRefusal(serverMessage(error, 'This listing has upcoming bookings and cannot be deleted'));
          return;
        }
        setConfirming(false);
        toast({ title: 'Error', description: serverMessage(error, 'Failed to delete listing'), variant: 'destructive' });
      },
    });
  }

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
      <ListingPhoto src={listing.images[0]} alt="" className="aspect-[4/3] w-full shrink-0 rounded-md sm:w-32" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="truncate font-semibold">{listing.title}</h3>
        <p className="text-sm text-muted-foreground">
          {listing.city}, {listing.country}
        </p>
        <p className="text-sm text-muted-foreground">
          {plural(listing.bedrooms, 'bedroom')} · {plural(listing.bathrooms, 'bathroom')} · {plural(listing.maxGuests, 'guest')}
        </p>
      </div>
      <div className="flex gap-2 sm:flex-col lg:flex-row">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={`/app/listings/${listing.id}`}>View Listing</Link>
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={onOpenChange}
          pending={remove.isPending}
          trigger={
            <Button variant="outline" size="sm" className="flex-1 text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title={refusal ? 'This listing cannot be deleted yet' : 'Delete this listing?'}
          description={
            refusal ? (
              <span role="alert" className="block font-medium text-destructive">
                {refusal}
              </span>
            ) : (
              `"${listing.title}" and its photos will be removed for good. Conversations about it stay.`
            )
          }
          confirmLabel="Delete"
          destructive
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}
