import type { ReactNode } from 'react';
import { LoadError as RetryableLoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverText, useT } from '../../../lib/i18n';

/** Rows of placeholders while a list loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A failed load, with the server's message and a retry. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const t = useT('admin');
  return <RetryableLoadError message={serverText(error, fallback)} retryLabel={t('load.retry')} onRetry={onRetry} />;
}

/** "Show more" under a paginated list. */
export function ShowMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }): ReactNode {
  const t = useT('admin');
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="justify-self-center" loading={loading} onClick={onClick}>
      {t('load.more')}
    </Button>
  );
}
