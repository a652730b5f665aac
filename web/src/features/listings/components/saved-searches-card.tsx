import { Link } from 'react-router';
import { BellRing, Search, Trash2 } from 'lucide-react';
import { savedSearchAlerts, savedSearchPath, type SavedSearch, type SavedSearchAlert } from '@worknest/shared/saved-searches-rules';
import { ListCard } from '../../../components/list-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useChangeSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { describeSearch } from '../utils/saved-search-labels';

/**
 * Profile → Saved searches (issue 39): each search the member saved on the listings page, opened
 * in one click, its e-mail alerts (daily, weekly, never) changed in place, or deleted.
 */
export function SavedSearchesCard() {
  const t = useT('listing-form');
  const searches = useSavedSearches();
  return (
    <ListCard
      id="saved-searches"
      title={t('saved.title')}
      description={t('saved.intro')}
      query={searches}
      loadingLabel={t('saved.loading')}
      skeleton={
        <>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </>
      }
      loadFailed={t('saved.loadFailed')}
      retryLabel={t('saved.tryAgain')}
      empty={
        <div className="grid justify-items-start gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <BellRing aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('saved.emptyTitle')}
          </p>
          <p className="text-muted-foreground">{t('saved.emptyBody')}</p>
          <Button asChild variant="outline" size="sm">
            <Link to="/app/listings">
              <Search aria-hidden="true" />
              {t('saved.search')}
            </Link>
          </Button>
        </div>
      }
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </ListCard>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const t = useT('listing-form');
  const names = useT('listings');
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const selectId = `saved-search-${search.id}-alert`;
  const changeAlert = (alert: SavedSearchAlert) =>
    change.mutate(
      { id: search.id, alert },
      {
        onSuccess: () => toast({ title: alert === 'off' ? t('saved.emailsOff', { name: search.name }) : t('saved.emailsOn', { alert, name: search.name }) }),
        onError: (error) => toast({ title: t('saved.changeFailed'), description: serverText(error, t('saved.pleaseRetry')), variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid="saved-search">
      <div className="grid min-w-0 gap-0.5">
        <Link to={savedSearchPath(search.params)} className="truncate font-medium underline-offset-4 hover:underline" data-i18n-exempt>
          {search.name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{describeSearch(search.params, t, names)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm text-muted-foreground">
          {t('saved.emails')}
        </label>
        <select
          id={selectId}
          className="h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          value={search.alert}
          disabled={change.isPending}
          aria-busy={change.isPending}
          onChange={(event) => changeAlert(event.target.value as SavedSearchAlert)}
        >
          {savedSearchAlerts.map((alert) => (
            <option key={alert} value={alert}>
              {t('saved.alert', { alert })}
            </option>
          ))}
        </select>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-muted-foreground" aria-label={t('saved.deleteLabel', { name: search.name })} loading={remove.isPending}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
          title={t('saved.deleteTitle', { name: search.name })}
          description={t('saved.deleteBody')}
          confirmLabel={t('saved.delete')}
          destructive
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast({ title: t('saved.deleted', { name: search.name }) }),
              onError: (error) => toast({ title: t('saved.deleteFailed'), description: serverText(error, t('saved.pleaseRetry')), variant: 'destructive' }),
            })
          }
        />
      </div>
    </li>
  );
}
