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
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 border-b border-border bg-muted/60 px-3 py-2.5 text-sm sm:px-4"
    >
      <CalendarDays aria-hidden="true" className="row-span-2 size-4 text-muted-foreground" />
      <p className="truncate font-medium">{stay.listingTitle}</p>
      <Badge variant={status.variant} className="justify-self-end">
        {status.label}
      </Badge>
      <p className="text-muted-foreground">{stayDatesLabel(stay)}</p>
      <Link to={stay.path} className="justify-self-end font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline">
        {stay.side === 'guest' ? 'View booking' : 'View stay'}
      </Link>
    </section>
  );
}
