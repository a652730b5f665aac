import { dates } from '@worknest/shared/format-dates';
import type { ConversationStay } from '@worknest/shared/messaging';

type Variant = 'success' | 'warning' | 'destructive' | 'secondary';

/** The stay's state as the card names it: a key of the `messages` catalog's `status.*`. */
export type StayStatusKey = 'completed' | 'confirmed' | 'requestHost' | 'requested' | 'cancelled' | 'declined' | 'expired' | 'refunded' | 'other';

/** `Dec 3 – Dec 6, 2026` in the active language (the year once when both days share it). */
export function stayDateRange(stay: Pick<ConversationStay, 'checkIn' | 'checkOut'>): string {
  const sameYear = stay.checkIn.slice(0, 4) === stay.checkOut.slice(0, 4);
  return `${sameYear ? dates.shortDay(stay.checkIn) : dates.day(stay.checkIn)} – ${dates.day(stay.checkOut)}`;
}

/**
 * The stay's state as the card names it: a confirmed stay whose check-out day has come is
 * Completed (`today` is the reader's yyyy-MM-dd); a request says whose answer it waits for.
 * The card reads the label from the `messages` catalog (`status.<key>`).
 */
export function stayStatusOf(stay: Pick<ConversationStay, 'status' | 'checkOut' | 'side'>, today: string = localToday()): { key: StayStatusKey; variant: Variant } {
  switch (stay.status) {
    case 'confirmed':
      return stay.checkOut <= today ? { key: 'completed', variant: 'secondary' } : { key: 'confirmed', variant: 'success' };
    case 'requested':
      return { key: stay.side === 'host' ? 'requestHost' : 'requested', variant: 'warning' };
    case 'cancelled':
      return { key: 'cancelled', variant: 'destructive' };
    case 'declined':
      return { key: 'declined', variant: 'destructive' };
    case 'expired':
      return { key: 'expired', variant: 'secondary' };
    case 'refunded':
      return { key: 'refunded', variant: 'secondary' };
    default:
      return { key: 'other', variant: 'secondary' };
  }
}

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
