import { CalendarPlus } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * "Add to calendar" (issue 20): the confirmed stay as an .ics file for its guest or host
 * (`GET /api/bookings/{id}/calendar`, a download the calendar app opens).
 */
export function AddToCalendarLink({ bookingId }: { bookingId: string }) {
  const t = useT('bookings');
  return (
    <a
      href={`/api/bookings/${encodeURIComponent(bookingId)}/calendar`}
      download
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('calendar.add')}
    </a>
  );
}
