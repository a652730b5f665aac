import { Armchair, BadgeCheck, Monitor, Volume1, Wifi } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { formatMbps, isWorkReady } from '@worknest/shared/work-ready';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { useT } from '../../../lib/i18n';

type WorkReadyListing = Pick<Listing, 'hasWorkspace' | 'workReady' | 'images'>;

/**
 * The work-ready checklist at a glance: "Work-ready" when the listing earns it (isWorkReady:
 * desk and chair, quiet space, WiFi ≥ 25 Mbps, a workspace photo), and what it has otherwise.
 */
export function WorkReadyBadges({ listing, className }: { listing: WorkReadyListing; className?: string }) {
  const t = useT('listings');
  const { workReady } = listing;
  const ready = isWorkReady(listing);
  const items: { key: string; icon: typeof Wifi; label: string }[] = [];
  if (!ready) {
    if (workReady.deskAndChair) items.push({ key: 'desk', icon: Armchair, label: t('workReady.desk') });
    else if (listing.hasWorkspace) items.push({ key: 'workspace', icon: Armchair, label: t('workReady.workspace') });
    if (workReady.quietSpace) items.push({ key: 'quiet', icon: Volume1, label: t('workReady.quiet') });
  }
  if (workReady.wifiMbps !== null) items.push({ key: 'wifi', icon: Wifi, label: t('workReady.wifi', { speed: formatMbps(workReady.wifiMbps) }) });
  if (workReady.externalMonitor) items.push({ key: 'monitor', icon: Monitor, label: t('workReady.monitor') });
  if (!ready && items.length === 0) return null;
  return (
    <ul aria-label={t('workReady.list')} className={cn('flex flex-wrap gap-1.5', className)}>
      {ready ? (
        <li>
          <Badge variant="success" title={t('workReady.badgeTitle')}>
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('workReady.badge')}
          </Badge>
        </li>
      ) : null}
      {items.map(({ key, icon: Icon, label }) => (
        <li key={key}>
          <Badge variant="secondary">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
