import { LoaderCircle } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { joinClasses } from '../../lib/join-classes';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; pass null when a surrounding element already says what loads. */
  label?: string | null;
}

export function Spinner({ className, label }: SpinnerProps) {
  const t = useT('shell');
  // undefined: the default label; null: none (a surrounding element says what loads).
  const said = label === undefined ? t('ui.loading') : label;
  return (
    <span role={said ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={joinClasses('size-5 animate-spin text-current', className)} />
      {said ? <span className="sr-only">{said}</span> : null}
    </span>
  );
}

/** A spinner centred in the page, for route loading and the auth check. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
