import { useState, type ReactNode } from 'react';
import { Download, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';

export interface Column<T> {
  header: string;
  cell: (entry: T) => ReactNode;
  className?: string;
}

interface EntriesPanelProps<T extends { id: string }> {
  id: string;
  title: string;
  description: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  /** The list's loading label and its error line when it cannot be loaded (the server saying nothing of its own). */
  loading: string;
  loadFailed: string;
  columns: Column<T>[];
  /** The list's infinite query (`adminList(…).queryOptions()`). */
  list: PagedList<T>;
  /** Fetches every entry and saves the CSV file. */
  onDownload: () => Promise<void>;
}

/** The part of an admin list's infinite query that the panel reads. */
interface PagedList<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** One admin list: heading with the CSV download, the table (scrolls sideways on phones), and "Load more". */
export function EntriesPanel<T extends { id: string }>(props: EntriesPanelProps<T>) {
  const { id, title, description, columns, list } = props;
  const { isPending, error } = list;
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];
  const t = useT('marketing');
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await props.onDownload();
    } catch (failure) {
      toast({ title: t('download.failed'), description: serverText(failure, t('download.retry')), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button variant="outline" onClick={download} loading={downloading} disabled={isPending || entries.length === 0}>
          {downloading ? null : <Download aria-hidden="true" />}
          {t('download.csv')}
        </Button>
      </div>

      {isPending ? (
        <div className="grid gap-2" role="status" aria-label={props.loading}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive bg-destructive-soft p-4">
          <p className="text-sm font-medium text-destructive">{serverText(error, props.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon={props.emptyIcon} title={props.emptyTitle} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" tabIndex={0} aria-labelledby={`${id}-title`} role="region">
          <table className="w-full min-w-[56rem] text-left text-sm" data-testid={`${id}-table`}>
            <thead className="border-b border-border bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  {columns.map((column) => (
                    <td key={column.header} className={column.className ?? 'px-4 py-3'}>
                      {column.cell(entry)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
