import { clsx } from 'clsx';
import { Button } from './ui/button';

interface PageLoadErrorProps {
  /** What went wrong, in the reader's language (`serverText(error, fallback)`). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  /** In a card of its own, where the page's list would stand (the listing grids, My Bookings). */
  boxed?: boolean;
}

/** A page whose data could not be loaded: the message, announced, and a retry in its place. */
export function PageLoadError({ message, retryLabel, onRetry, retrying, boxed = false }: PageLoadErrorProps) {
  return (
    <div role="alert" className={clsx('grid justify-items-center gap-3 py-12 text-center', boxed && 'rounded-xl border border-border bg-card px-6')}>
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
