import { formatStayDate } from '@worknest/shared/booking';
import { StayFacts } from '../../../components/stay-facts';
import { useT } from '../../../lib/i18n';

interface StayDatesProps {
  stay: { checkIn: string; checkOut: string; nights: number; numberOfGuests: number };
}

/** A booked stay's check-in, check-out, and nights with guests, side by side from the small tablet up (the success page, the stay page). */
export function StayDates({ stay }: StayDatesProps) {
  const t = useT('bookings');
  return (
    <StayFacts
      className="grid gap-4 text-sm sm:grid-cols-3"
      facts={[
        { label: t('facts.checkIn'), value: <time dateTime={stay.checkIn}>{formatStayDate(stay.checkIn)}</time> },
        { label: t('facts.checkOut'), value: <time dateTime={stay.checkOut}>{formatStayDate(stay.checkOut)}</time> },
        { label: t('facts.nights'), value: t('facts.nightsGuests', { nights: stay.nights, guests: stay.numberOfGuests }) },
      ]}
    />
  );
}
