import { BadgeCheck, Check, Minus } from 'lucide-react';
import type { Listing } from '@worknest/shared/listing';
import { formatMbps, isWorkReady, WORK_READY_MIN_WIFI_MBPS } from '@worknest/shared/work-ready';
import { Badge } from '../../../components/ui/badge';
import { ListingPhoto } from './listing-photo';

/** The listing page's work-ready section: the badge when earned, each checklist item, and the workspace photo. */
export function WorkReadyChecklist({ listing }: { listing: Pick<Listing, 'hasWorkspace' | 'workReady' | 'images'> }) {
  const { workReady } = listing;
  const ready = isWorkReady(listing);
  const wifi = workReady.wifiMbps;
  const photo = workReady.workspacePhoto && listing.images.includes(workReady.workspacePhoto) ? workReady.workspacePhoto : null;
  const items: { label: string; yes: boolean }[] = [
    { label: 'Desk and chair', yes: workReady.deskAndChair },
    { label: 'Quiet space during working hours', yes: workReady.quietSpace },
    {
      label: wifi === null ? 'WiFi speed not given' : `WiFi ${formatMbps(wifi)}`,
      yes: wifi !== null && wifi >= WORK_READY_MIN_WIFI_MBPS,
    },
    { label: 'External monitor', yes: workReady.externalMonitor },
    { label: photo ? 'Photo of the workspace' : 'No photo of the workspace', yes: photo !== null },
  ];
  return (
    <div className="grid gap-3">
      {ready ? (
        <p>
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Work-ready
          </Badge>
        </p>
      ) : null}
      <ul aria-label="Work-ready checklist" className="grid gap-1.5 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.label} className={item.yes ? 'flex items-center gap-2' : 'flex items-center gap-2 text-muted-foreground'}>
            {item.yes ? (
              <Check aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <Minus aria-hidden="true" className="size-4" />
            )}
            <span>
              {item.label}
              <span className="sr-only">{item.yes ? ': yes' : ': no'}</span>
            </span>
          </li>
        ))}
        {listing.hasWorkspace ? (
          <li className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-primary" />
            Dedicated workspace
          </li>
        ) : null}
      </ul>
      {photo ? (
        <figure className="grid max-w-sm gap-1">
          <ListingPhoto src={photo} alt="The workspace" className="aspect-[4/3] w-full rounded-lg" />
          <figcaption className="text-xs text-muted-foreground">The workspace, as the host shows it</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
