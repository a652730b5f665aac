import { Armchair, BadgeCheck, Monitor, Volume1, Wifi } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { formatMbps, isWorkReady } from '@worknest/shared/work-ready';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

type WorkReadyListing = Pick<Listing, 'hasWorkspace' | 'workReady' | 'images'>;

/**
 * The work-ready checklist at a glance: "Work-ready" when the listing earns it (isWorkReady:
 * desk and chair, quiet space, WiFi ≥ 25 Mbps, a workspace photo), and what it has otherwise.
 */
export function WorkReadyBadges({ listing, className }: { listing: WorkReadyListing; className?: string }) {
  const { workReady } = listing;
  const ready = isWorkReady(listing);
  const items: { key: string; icon: typeof Wifi; label: string }[] = [];
  if (!ready) {
    if (workReady.deskAndChair) items.push({ key: 'desk', icon: Armchair, label: 'Desk and chair' });
    else if (listing.hasWorkspace) items.push({ key: 'workspace', icon: Armchair, label: 'Dedicated workspace' });
    if (workReady.quietSpace) items.push({ key: 'quiet', icon: Volume1, label: 'Quiet space' });
  }
  if (workReady.wifiMbps !== null) items.push({ key: 'wifi', icon: Wifi, label: `WiFi ${formatMbps(workReady.wifiMbps)}` });
  if (workReady.externalMonitor) items.push({ key: 'monitor', icon: Monitor, label: 'External monitor' });
  if (!ready && items.length === 0) return null;
  return (
    <ul aria-label="Work-ready checklist" className={cn('flex flex-wrap gap-1.5', className)}>
      {ready ? (
        <li>
          <Badge variant="success" title="Desk and chair, quiet space, WiFi of 25 Mbps or more and a photo of the workspace">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Work-ready
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
