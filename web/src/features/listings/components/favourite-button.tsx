import { serverMessage } from '../../../lib/api-request';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/utils';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';

/**
 * The heart of a listing (issue 39): a toggle button (aria-pressed) that saves or forgets the
 * home. Loaded lazily by the card and the detail page (the grid's first-load budget); a text
 * heart, not an icon component, for the same reason.
 */
export function FavouriteButton({ listingId, title, className }: { listingId: string; title: string; className?: string }) {
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const saved = ids.data?.has(listingId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      title={saved ? 'Remove from favourites' : 'Save to favourites'}
      disabled={ids.isPending}
      onClick={() =>
        toggle.mutate(
          { listingId, favourite: !saved },
          { onError: (error) => toast({ title: serverMessage(error, 'Could not update your favourites. Please try again.'), variant: 'destructive' }) },
        )
      }
      className={cn(
        'flex size-10 cursor-pointer items-center justify-center rounded-full border border-border bg-card/95 text-xl leading-none shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
        saved ? 'text-destructive' : 'text-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  );
}
