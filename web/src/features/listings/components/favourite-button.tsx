import { Heart } from 'lucide-react';
import { serverText, useT } from '../../../lib/i18n';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/utils';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';

/**
 * The heart of a listing (issue 39): a toggle button (aria-pressed) that saves or forgets the
 * home. Loaded lazily by the card and the detail page (the grid's first-load budget). Its heart is
 * the header's icon (already in the app's shell chunk), not a text heart: "♡" is not among the
 * characters every interface font has, so the first layout of a page showing it looked up a
 * fallback font (issue 31, ADR 0202: the detail page's first layout took 24-32 ms instead of
 * 40-54 ms without it, Lighthouse traces).
 */
export function FavouriteButton({ listingId, title, className }: { listingId: string; title: string; className?: string }) {
  const t = useT('listings');
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const saved = ids.data?.has(listingId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? 'favourite.remove' : 'favourite.save', { title })}
      title={t(saved ? 'favourite.removeTitle' : 'favourite.saveTitle')}
      disabled={ids.isPending}
      onClick={() =>
        toggle.mutate(
          { listingId, favourite: !saved },
          { onError: (error) => toast({ title: serverText(error, t('favourite.failed')), variant: 'destructive' }) },
        )
      }
      className={cn(
        'flex size-10 cursor-pointer items-center justify-center rounded-full border border-border bg-card/95 shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
        saved ? 'text-destructive' : 'text-foreground',
        className,
      )}
    >
      <Heart aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
