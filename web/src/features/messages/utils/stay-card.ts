import { dates } from '@worknest/shared/format-dates';
import { plural } from '@worknest/shared/plural';
import type { ConversationStay } from '@worknest/shared/messaging';

type Variant = 'success' | 'warning' | 'destructive' | 'secondary';

/** `Dec 3 – Dec 6, 2026 · 3 nights · 1 guest` (the year once when both days share it). */
export function stayDatesLabel(stay: Pick<ConversationStay, 'checkIn' | 'checkOut' | 'nights' | 'numberOfGuests'>): string {
  const sameYear = stay.checkIn.slice(0, 4) === stay.checkOut.slice(0, 4);
  const range = `${sameYear ? dates.shortDay(stay.checkIn) : dates.day(stay.checkIn)} – ${dates.day(stay.checkOut)}`;
  const nights = plural(stay.nights, 'night');
  const guests = plural(stay.numberOfGuests, 'guest');
  return `${range} · ${nights} · ${guests}`;
}

/**
 * The stay's state as the card names it: a confirmed stay whose check-out day has come is
 * Completed (`today` is the reader's yyyy-MM-dd); a request says whose answer it waits for.
 */
export function stayStatusOf(stay: Pick<ConversationStay, 'status' | 'checkOut' | 'side'>, today: string = localToday()): { label: string; variant: Variant } {
  switch (stay.status) {
    case 'confirmed':
      return stay.checkOut <= today ? { label: 'Completed', variant: 'secondary' } : { label: 'Confirmed', variant: 'success' };
    case 'requested':
      return { label: stay.side === 'host' ? 'Request: your answer' : 'Requested', variant: 'warning' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'destructive' };
    case 'declined':
      return { label: 'Declined', variant: 'destructive' };
    case 'expired':
      return { label: 'Expired', variant: 'secondary' };
    case 'refunded':
      return { label: 'Refunded', variant: 'secondary' };
    default:
      return { label: stay.status.charAt(0).toUpperCase() + stay.status.slice(1), variant: 'secondary' };
  }
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
