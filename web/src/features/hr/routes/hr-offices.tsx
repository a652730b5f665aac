import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Building2, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { OFFICES_MAX, officePlacement, officesAfter, type Office } from '@worknest/shared/offices';
import { MapView, type MapPin as MapPinData } from '../../../components/map/map-view';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHrOffices, useSaveOffices } from '../api/offices';
import { OfficeDialog } from '../components/office-dialog';

const PLACEMENT_BADGE = { address: 'success', city: 'warning', none: 'destructive' } as const;

/**
 * `/app/hr/offices` (hr and admin, issue 41): the company's offices, which members search near
 * ("2.3 km from Acme Lisbon"). Add, edit and delete through `PUT /api/hr/offices` (the whole list:
 * each other office keeps its id and position); the server places each new or changed address on
 * the map. Its data starts at navigation (HR_OFFICES_QUERIES, ADR 0089). The map repeats what the
 * list says, which is the page for keyboard and screen-reader users.
 */
export function HrOfficesRoute() {
  const t = useT('hr');
  const offices = useHrOffices();
  const list = offices.data?.offices ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const full = list.length >= OFFICES_MAX;

  const title = t('offices.documentTitle');
  useDocumentTitle(title);

  const addButton = (
    <OfficeDialog
      offices={list}
      trigger={
        <Button disabled={full}>
          <Plus aria-hidden="true" className="size-4" />
          {t('offices.add')}
        </Button>
      }
    />
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-3">
        <Link to="/app/hr" className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('dashboard.title')}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus-visible:outline-none">
              {t('dashboard.offices')}
            </h1>
            <p className="text-muted-foreground">{t('offices.intro')}</p>
          </div>
          {offices.isSuccess && list.length > 0 ? addButton : null}
        </div>
      </div>

      {offices.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('offices.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : offices.isError ? (
        <LoadError message={serverText(offices.error, t('offices.loadFailed'))} retryLabel={t('common.retry')} onRetry={() => offices.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={Building2} title={t('offices.emptyTitle')} description={t('offices.emptyText')} action={addButton} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('offices.count', { count: list.length, max: OFFICES_MAX, full: full ? 'yes' : 'no' })}
            </p>
            <ul className="grid gap-3" aria-label={t('dashboard.offices')}>
              {list.map((office) => (
                <OfficeRow key={office.id} office={office} offices={list} onDeleted={() => heading.current?.focus()} />
              ))}
            </ul>
          </div>
          <OfficesMap offices={list} />
        </div>
      )}
    </div>
  );
}

function OfficeRow({ office, offices, onDeleted }: { office: Office; offices: readonly Office[]; onDeleted: () => void }) {
  const t = useT('hr');
  const save = useSaveOffices();
  const [confirming, setConfirming] = useState(false);
  const placement = officePlacement(office);

  const remove = async () => {
    try {
      await save.mutateAsync(officesAfter(offices, { remove: office.id }));
      setConfirming(false);
      toast({ title: t('offices.deleted'), description: t('offices.deletedText', { name: office.name }) });
      // After the dialog's own focus handling (its trigger is gone with the row).
      setTimeout(onDeleted, 0);
    } catch (error) {
      setConfirming(false);
      toast({ title: t('common.error'), description: serverText(error, t('offices.deleteFailed')), variant: 'destructive' });
    }
  };

  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold" data-i18n-exempt>
                {office.name}
              </h2>
              <Badge variant={PLACEMENT_BADGE[placement.state]}>{t('offices.badge', { state: placement.state })}</Badge>
            </div>
            <p className="flex items-start gap-1.5 text-sm">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span data-i18n-exempt>{office.address}</span>
            </p>
            <p className="text-sm text-muted-foreground">{t('offices.placement', { state: placement.state })}</p>
          </div>
          <div className="flex gap-2">
            <OfficeDialog
              office={office}
              offices={offices}
              trigger={
                <Button variant="outline" size="sm" aria-label={t('offices.editName', { name: office.name })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('offices.edit')}
                </Button>
              }
            />
            <ConfirmDialog
              open={confirming}
              onOpenChange={(open) => !save.isPending && setConfirming(open)}
              trigger={
                <Button variant="outline" size="sm" aria-label={t('offices.deleteName', { name: office.name })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('offices.delete')}
                </Button>
              }
              title={t('offices.deleteTitle', { name: office.name })}
              description={t('offices.deleteText')}
              confirmLabel={t('offices.deleteConfirm')}
              destructive
              pending={save.isPending}
              onConfirm={remove}
            />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The offices with a position on a map (MapLibre loads only now); null where the stage has no maps. */
function OfficesMap({ offices }: { offices: readonly Office[] }) {
  const t = useT('hr');
  const pins: MapPinData[] = offices.flatMap((office) =>
    office.latitude !== null && office.longitude !== null ? [{ id: office.id, latitude: office.latitude, longitude: office.longitude, label: office.name, title: `${office.name}, ${office.address}`, kind: 'office' as const }] : [],
  );
  if (pins.length === 0) return null;
  return <MapView pins={pins} label={t('offices.map')} className="h-72 lg:h-96" />;
}
