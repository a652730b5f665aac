import { BadgeCheck, Check, Minus } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { formatMbps, isWorkReady, WORK_READY_MIN_WIFI_MBPS } from '@worknest/shared/work-ready';
import { Badge } from '../../../components/ui/badge';
import { ListingPhoto } from './listing-photo';
import { useT } from '../../../lib/i18n';

/** The listing page's work-ready section: the badge when earned, each checklist item, and the workspace photo. */
export function WorkReadyChecklist({ listing }: { listing: Pick<Listing, 'hasWorkspace' | 'workReady' | 'images'> }) {
  const t = useT('listing');
  const words = useT('listings');
  const { workReady } = listing;
  const ready = isWorkReady(listing);
  const wifi = workReady.wifiMbps;
  const photo = workReady.workspacePhoto && listing.images.includes(workReady.workspacePhoto) ? workReady.workspacePhoto : null;
  const items: { label: string; yes: boolean }[] = [
    { label: t('check.desk'), yes: workReady.deskAndChair },
    { label: t('check.quiet'), yes: workReady.quietSpace },
    {
      label: wifi === null ? t('check.wifiNone') : t('check.wifi', { speed: formatMbps(wifi) }),
      yes: wifi !== null && wifi >= WORK_READY_MIN_WIFI_MBPS,
    },
    { label: t('check.monitor'), yes: workReady.externalMonitor },
    { label: photo ? t('check.photo') : t('check.noPhoto'), yes: photo !== null },
  ];
  return (
    <div className="grid gap-3">
      {ready ? (
        <p>
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {words('workReady.badge')}
          </Badge>
        </p>
      ) : null}
      <ul aria-label={words('workReady.list')} className="grid gap-1.5 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.label} className={item.yes ? 'flex items-center gap-2' : 'flex items-center gap-2 text-muted-foreground'}>
            {item.yes ? (
              <Check aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <Minus aria-hidden="true" className="size-4" />
            )}
            <span>
              {item.label}
              <span className="sr-only">{item.yes ? t('check.yes') : t('check.no')}</span>
            </span>
          </li>
        ))}
        {listing.hasWorkspace ? (
          <li className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-primary" />
            {t('check.workspace')}
          </li>
        ) : null}
      </ul>
      {photo ? (
        <figure className="grid max-w-sm gap-1">
          <ListingPhoto src={photo} alt={t('check.photoAlt')} className="aspect-[4/3] w-full rounded-lg" />
          <figcaption className="text-xs text-muted-foreground">{t('check.photoCaption')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
