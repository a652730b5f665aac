import { Armchair, Wifi } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

/** The work-ready checklist at a glance: a dedicated workspace and the host's WiFi speed. */
export function WorkReadyBadges({ listing, className }: { listing: Pick<Listing, 'hasWorkspace' | 'wifiSpeed'>; className?: string }) {
  if (!listing.hasWorkspace && !listing.wifiSpeed) return null;
  return (
    <ul aria-label="Work-ready" className={cn('flex flex-wrap gap-1.5', className)}>
      {listing.hasWorkspace ? (
        <li>
          <Badge variant="secondary">
            <Armchair aria-hidden="true" className="size-3.5" />
            Dedicated workspace
          </Badge>
        </li>
      ) : null}
      {listing.wifiSpeed ? (
        <li>
          <Badge variant="secondary">
            <Wifi aria-hidden="true" className="size-3.5" />
            WiFi {listing.wifiSpeed}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
