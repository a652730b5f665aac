import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; pass null when a surrounding element already says what loads. */
  label?: string | null;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A spinner centred in the page, for route loading and the auth check. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
