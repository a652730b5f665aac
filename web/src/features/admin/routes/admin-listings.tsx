import { useState } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import type { AdminListing } from '@worknest/shared/admin';
import { formatEuros } from '@worknest/shared/booking';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { useSignedInUser } from '../../../lib/auth';
import { serverText, useT } from '../../../lib/i18n';
import { useAdminListings, useDeleteListing, useSetListingActive } from '../api/get-admin-listings';
import { AdminPage } from '../components/admin-page';
import { CompanySelect } from '../components/company-select';
import { ListSkeleton, LoadError, ShowMore } from '../components/load-state';
import { formatDate } from '../utils/format';
import { TextWithValue, VALUE } from '../../../components/text-with-value';

/** `/app/admin/listings`: every listing of a company, active or not; deactivate, activate or delete. */
export function AdminListingsRoute() {
  const t = useT('admin');
  const me = useSignedInUser();
  const [domain, setDomain] = useState<string | null>(me.companyDomain);
  const listings = useAdminListings(domain);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <AdminPage title={t('listings.title')} description={t('listings.description')}>
      <CompanySelect value={domain} onChange={setDomain} />
      {domain === null ? null : listings.isPending ? (
        <ListSkeleton label={t('listings.loading')} />
      ) : listings.isError ? (
        <LoadError error={listings.error} fallback={t('listings.failed')} onRetry={() => void listings.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Home} title={t('listings.emptyTitle')} description={t('listings.emptyText')} />
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-3" aria-label={t('listings.label', { domain })}>
            {items.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
          <ShowMore hasMore={listings.hasNextPage} loading={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()} />
        </div>
      )}
    </AdminPage>
  );
}

function StatusBadge({ listing }: { listing: AdminListing }) {
  const t = useT('admin');
  if (listing.isActive) return <Badge variant="success">{t('listings.active')}</Badge>;
  if (listing.hiddenWithHost) return <Badge variant="warning">{t('listings.hostDeactivated')}</Badge>;
  return <Badge variant="secondary">{t('listings.inactive')}</Badge>;
}

function ListingRow({ listing }: { listing: AdminListing }) {
  const t = useT('admin');
  const setActive = useSetListingActive();
  const remove = useDeleteListing();
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const cover = listing.images[0];

  const changeActive = (isActive: boolean) =>
    setActive.mutate(
      { id: listing.id, isActive },
      {
        onSuccess: () => {
          setConfirm(null);
          toast({ title: isActive ? t('listings.activated') : t('listings.deactivated'), description: t(isActive ? 'listings.activatedText' : 'listings.deactivatedText', { title: listing.title }) });
        },
        onError: (error) => {
          setConfirm(null);
          toast({ title: t('error'), description: serverText(error, t('listings.updateFailed')), variant: 'destructive' });
        },
      },
    );

  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: () => {
        setConfirm(null);
        toast({ title: t('listings.deleted') });
      },
      onError: (error) => {
        setConfirm(null);
        toast({ title: t('error'), description: serverText(error, t('listings.deleteFailed')), variant: 'destructive' });
      },
    });

  return (
    <li>
      <Card className="grid grid-cols-[5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center">
        <div className="aspect-[4/3] overflow-hidden rounded-md bg-muted">
          {cover ? <img src={cover} alt="" loading="lazy" className="size-full object-cover" /> : null}
        </div>
        <CardContent className="grid gap-1 p-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Link to={`/app/listings/${listing.id}`} className="underline-offset-4 hover:underline" data-i18n-exempt>
              {listing.title}
            </Link>
            <StatusBadge listing={listing} />
          </p>
          <p className="text-sm text-muted-foreground">
            <span data-i18n-exempt>{[listing.city, listing.country].filter(Boolean).join(', ')}</span> · {t('listings.price', { price: formatEuros(listing.pricePerNight), guests: listing.maxGuests })}
          </p>
          <p className="text-sm text-muted-foreground">
            {listing.host ? (
              <TextWithValue text={t('listings.host', { host: VALUE })}>
                <span data-i18n-exempt>{`${listing.host.name} (${listing.host.email})`}</span>
              </TextWithValue>
            ) : (
              t('listings.hostUnknown')
            )}{' '}
            · <TextWithValue text={t('listings.created', { date: VALUE })}><time dateTime={listing.createdAt}>{formatDate(listing.createdAt)}</time></TextWithValue>
          </p>
        </CardContent>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
          {listing.isActive ? (
            <ConfirmDialog
              open={confirm === 'deactivate'}
              onOpenChange={(open) => setConfirm(open ? 'deactivate' : null)}
              pending={setActive.isPending}
              trigger={
                <Button size="sm" variant="outline">
                  {t('listings.deactivate')}
                </Button>
              }
              title={t('listings.deactivateTitle')}
              description={t('listings.deactivateText', { title: listing.title })}
              confirmLabel={t('listings.deactivate')}
              destructive
              onConfirm={() => changeActive(false)}
            />
          ) : listing.hiddenWithHost ? null : (
            <Button size="sm" variant="outline" loading={setActive.isPending} onClick={() => changeActive(true)}>
              {t('listings.activate')}
            </Button>
          )}
          <ConfirmDialog
            open={confirm === 'delete'}
            onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
            pending={remove.isPending}
            trigger={
              <Button size="sm" variant="destructive">
                {t('listings.delete')}
              </Button>
            }
            title={t('listings.deleteTitle')}
            description={t('listings.deleteText', { title: listing.title })}
            confirmLabel={t('listings.delete')}
            destructive
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </li>
  );
}
