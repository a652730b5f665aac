import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { ConversationStay } from '@worknest/shared/messaging';
import { Badge } from '../../../components/ui/badge';
import { stayDatesLabel, stayStatusOf } from '../utils/stay-card';

/**
 * The stay a conversation is about, above its messages (issue 29): the listing, the dates, the
 * stay's state and a link to its card (My Bookings for the guest, My Hostings for the host).
 */
export function ConversationStayCard({ stay }: { stay: ConversationStay }) {
  const status = stayStatusOf(stay);
  return (
    <section
      aria-label="Stay"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border bg-muted/60 px-3 py-2.5 text-sm sm:px-4"
    >
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-medium">{stay.listingTitle}</p>
        <p className="text-muted-foreground">{stayDatesLabel(stay)}</p>
      </div>
      <Badge variant={status.variant}>{status.label}</Badge>
      <Link to={stay.path} className="shrink-0 font-medium text-primary underline-offset-4 hover:underline">
        {stay.side === 'guest' ? 'View booking' : 'View stay'}
      </Link>
    </section>
  );
}
