import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { serverText } from '../lib/i18n';

/** The part of a TanStack query of a list (`{ items }`) that the card reads. */
interface ListQuery<Item> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { items: Item[] } | undefined;
  refetch: () => unknown;
  isRefetching: boolean;
}

interface ListCardProps<Item> {
  /** The card's id; its title's id (the card's label) is `${id}-title`. */
  id: string;
  title: string;
  description: string;
  query: ListQuery<Item>;
  /** Placeholders in the list's place while it loads, announced by `loadingLabel`. */
  skeleton: ReactNode;
  loadingLabel: string;
  /** The error line when the server says nothing of its own, and the retry's label. */
  loadFailed: string;
  retryLabel: string;
  /** What shows when the list is empty. */
  empty: ReactNode;
  /** The list itself, when it has items. */
  children: (items: Item[]) => ReactNode;
}

/** A profile card of one list (saved searches, blocked members): its title and intro, then the list, or its loading, failure or empty state. */
export function ListCard<Item>({ id, title, description, query, skeleton, loadingLabel, loadFailed, retryLabel, empty, children }: ListCardProps<Item>) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={loadingLabel}>
            {skeleton}
          </div>
        ) : query.isError || !query.data ? (
          <LoadError compact message={serverText(query.error, loadFailed)} retryLabel={retryLabel} onRetry={() => query.refetch()} retrying={query.isRefetching} />
        ) : query.data.items.length === 0 ? (
          empty
        ) : (
          children(query.data.items)
        )}
      </CardContent>
    </Card>
  );
}
