import { formatEuros, stayNights } from '@worknest/shared/booking-rules';
import { CHECK_IN_TIME, CHECK_OUT_TIME, formatDeadline, stayInstants, type CancellableStay } from '@worknest/shared/cancellation-rules';
import { dates } from '@worknest/shared/format-dates';
import type { MessageValues } from '@worknest/shared/message-format';

const DAY_MS = 86_400_000;

/**
 * Issue 40: a stay's cancellation terms with their dates, as the listing page (once dates are
 * chosen) and the checkout show them, in the reader's language: describeStayPolicy's sentences
 * (packages/shared cancellation-rules, English, word for word the same) through the caller's
 * catalog, whose `policy.*` keys both namespaces (`listing`, `checkout`) carry.
 */
export function stayPolicyLines(stay: CancellableStay, nowMs: number, t: (id: string, values?: MessageValues) => string): string[] {
  const { checkInMs } = stayInstants(stay);
  const lines: string[] = [];
  const full = (deadline: number) =>
    deadline >= nowMs ? t('policy.full', { amount: formatEuros(stay.totalAmount), deadline: formatDeadline(deadline, stay.timeZone) }) : null;
  const nights = stayNights(stay.checkIn, stay.checkOut).length;
  const push = (line: string | null) => {
    if (line) lines.push(line);
  };
  switch (stay.policy) {
    case 'flexible':
      push(full(checkInMs - DAY_MS));
      lines.push(nights > 1 ? t('policy.flexibleAfter', { amount: formatEuros((nights - 1) * stay.pricePerNight) }) : t('policy.flexibleAfterOne'));
      break;
    case 'moderate':
      push(full(checkInMs - 5 * DAY_MS));
      lines.push(t('policy.moderateAfter'));
      break;
    case 'strict': {
      push(full(checkInMs - 14 * DAY_MS));
      const halfUntil = checkInMs - 7 * DAY_MS;
      if (halfUntil >= nowMs) lines.push(t('policy.strictHalf', { deadline: formatDeadline(halfUntil, stay.timeZone), amount: formatEuros(Math.floor((nights * stay.pricePerNight) / 2)) }));
      lines.push(t('policy.strictAfter'));
      break;
    }
  }
  lines.push(t('policy.times', { checkIn: dates.wallTime(CHECK_IN_TIME), checkOut: dates.wallTime(CHECK_OUT_TIME), zone: dates.zoneTime(stay.timeZone) }));
  return lines;
}
