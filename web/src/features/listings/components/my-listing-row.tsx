import { lazy, memo, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { utcDate } from '@worknest/shared/booking-rules';
import { offersDatesFrom, type ListingSummary } from '@worknest/shared/listing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { useDeleteListing } from '../api/delete-listing';
import { useUpdateListing } from '../api/update-listing';
import { ListingPhoto } from './listing-photo';

// Issue 31: the confirmation (Radix AlertDialog) loads when Delete is pressed, not with the profile.
const ConfirmDialog = lazy(() => import('../../../components/ui/alert-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * One of my listings on the profile: photo, title, place, capacity, its state, View Listing, Edit, Pause/Resume and Delete.
 * memo (ADR 0198): the list renders from a deferred answer (ADR 0196); a re-render of My Listings for
 * anything else (a query's status, the form opening) leaves unchanged rows alone.
 */
export const MyListingRow = memo(function MyListingRow({ listing, onEdit }: { listing: ListingSummary; onEdit: (listingId: string) => void }) {
  const t = useT('listing-form');
  const update = useUpdateListing();
  const noDates = !offersDatesFrom(listing, utcDate(Date.now()));

  function setPaused(paused: boolean) {
    update.mutate(
      { id: listing.id, input: { paused } },
      {
        onSuccess: () =>
          toast({ title: paused ? t('row.paused') : t('row.resumed'), description: paused ? t('row.pausedBody') : t('row.resumedBody') }),
        onError: (error) => toast({ title: t('row.error'), description: serverText(error, t('row.updateFailed')), variant: 'destructive' }),
      },
    );
  }

  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first Delete on, so the dialog can animate out.
  const [dialogWanted, setDialogWanted] = useState(false);
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
        toast({ title: t('row.deleted') });
      },
      onError: (error) => {
        if (errorStatus(error) === 409) {
          setRefusal(serverText(error, t('row.cannotDelete')));
          return;
        }
        setConfirming(false);
        toast({ title: t('row.error'), description: serverText(error, t('row.deleteFailed')), variant: 'destructive' });
      },
    });
  }

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
      <ListingPhoto src={listing.images[0]} alt="" className="aspect-[4/3] w-full shrink-0 rounded-md sm:w-32" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold" data-i18n-exempt>
            {listing.title}
          </h3>
          {listing.paused ? <Badge variant="warning">{t('row.badgePaused')}</Badge> : null}
          {noDates ? <Badge variant="outline">{t('row.noDates')}</Badge> : null}
          {!listing.isActive ? <Badge variant="destructive">{t('row.switchedOff')}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground" data-i18n-exempt>
          {listing.city}, {listing.country}
        </p>
        <p className="text-sm text-muted-foreground">{t('row.facts', { bedrooms: listing.bedrooms, bathrooms: listing.bathrooms, guests: listing.maxGuests })}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-col lg:flex-row">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <Link to={`/app/listings/${listing.id}`}>{t('row.view')}</Link>
        </Button>
        <Button variant="outline" size="sm" className="flex-1" onClick={() => onEdit(listing.id)} aria-label={t('row.editLabel', { title: listing.title })}>
          <Pencil aria-hidden="true" />
          {t('row.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          loading={update.isPending}
          onClick={() => setPaused(!listing.paused)}
          aria-label={listing.paused ? t('row.resumeLabel', { title: listing.title }) : t('row.pauseLabel', { title: listing.title })}
        >
          {listing.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {listing.paused ? t('row.resume') : t('row.pause')}
        </Button>
        <Button
          ref={deleteButton}
          variant="outline"
          size="sm"
          className="flex-1 text-destructive hover:text-destructive"
          aria-haspopup="dialog"
          onClick={() => {
            setDialogWanted(true);
            onOpenChange(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          {t('row.delete')}
        </Button>
        {confirming || dialogWanted ? (
          <Suspense fallback={null}>
            <ConfirmDialog
              open={confirming}
              onOpenChange={onOpenChange}
              pending={remove.isPending}
              returnFocusTo={deleteButton}
              title={refusal ? t('row.cannotDeleteTitle') : t('row.deleteTitle')}
              description={
                refusal ? (
                  <span role="alert" className="block font-medium text-destructive">
                    {refusal}
                  </span>
                ) : (
                  t('row.deleteBody', { title: listing.title })
                )
              }
              confirmLabel={t('row.delete')}
              destructive
              onConfirm={onDelete}
            />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
});
