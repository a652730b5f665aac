import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { ConversationStay } from '@worknest/shared/messaging';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { stayDateRange, stayStatusOf } from '../utils/stay-card';

/**
 * The stay a conversation is about, above its messages (issue 29): the listing, the dates, the
 * stay's state and a link to its card (My Bookings for the guest, My Hostings for the host).
 */
export function ConversationStayCard({ stay }: { stay: ConversationStay }) {
  const t = useT('messages');
  const status = stayStatusOf(stay);
  return (
    <section
      aria-label={t('stay.label')}
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 border-b border-border bg-muted/60 px-3 py-2.5 text-sm sm:px-4"
    >
      <CalendarDays aria-hidden="true" className="row-span-2 size-4 text-muted-foreground" />
      <p className="truncate font-medium" data-i18n-exempt>
        {stay.listingTitle}
      </p>
      <Badge variant={status.variant} className="justify-self-end">
        {t(`status.${status.key}`, { status: stay.status.charAt(0).toUpperCase() + stay.status.slice(1) })}
      </Badge>
      <p className="text-muted-foreground">{t('stay.dates', { range: stayDateRange(stay), nights: stay.nights, guests: stay.numberOfGuests })}</p>
      <Link to={stay.path} className="justify-self-end font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline">
        {stay.side === 'guest' ? t('stay.viewBooking') : t('stay.viewStay')}
      </Link>
    </section>
  );
}
