import { clsx } from 'clsx';
import { Button } from './ui/button';

interface LoadErrorProps {
  /** What went wrong, in the reader's language (`serverText(error, fallback)`). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Small text and button, for a card among others (the profile's cards). */
  compact?: boolean;
}

/** A list or a card whose data could not be loaded: the message, announced, and a retry under it. */
export function LoadError({ message, retryLabel, onRetry, retrying, compact = false }: LoadErrorProps) {
  return (
    <div role="alert" className={clsx('grid justify-items-start', compact ? 'gap-2 text-sm' : 'gap-3')}>
      <p className={compact ? 'text-destructive' : undefined}>{message}</p>
      <Button variant="outline" size={compact ? 'sm' : undefined} onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
