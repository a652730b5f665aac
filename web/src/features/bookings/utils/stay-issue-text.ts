import { BOOKING_MESSAGES, effectiveMaxNights, type StayIssue, type StayRules } from '@worknest/shared/booking-rules';
import { DEFAULT_MAX_GUESTS } from '@worknest/shared/constants';
import type { MessageValues } from '@worknest/shared/message-format';

/**
 * Issue 40: a stay's problem (checkStayDates / checkGuests, the server's words in English) in the
 * reader's language, from the `listing` catalog's `stay.*` texts (English word for word the
 * same, SPEC.md §5). A message this does not know stays the rule's English.
 */
export function stayIssueText(issue: StayIssue, rules: StayRules, t: (id: string, values?: MessageValues) => string): string {
  const minNights = Math.max(1, rules.minNights);
  const maxNights = effectiveMaxNights(rules.maxNights);
  const maxGuests = rules.maxGuests && rules.maxGuests > 0 ? rules.maxGuests : DEFAULT_MAX_GUESTS;
  const known: [string, () => string][] = [
    [BOOKING_MESSAGES.datesRequired, () => t('stay.datesRequired')],
    [BOOKING_MESSAGES.checkOutAfterCheckIn, () => t('stay.checkOutAfterCheckIn')],
    [BOOKING_MESSAGES.minimumStay(minNights), () => t('stay.minimumStay', { count: minNights })],
    [BOOKING_MESSAGES.maximumStay(maxNights), () => t('stay.maximumStay', { count: maxNights })],
    [BOOKING_MESSAGES.advanceNotice(rules.advanceNoticeDays), () => t('stay.advanceNotice', { count: rules.advanceNoticeDays })],
    [BOOKING_MESSAGES.checkInInPast, () => t('stay.checkInInPast')],
    [BOOKING_MESSAGES.unavailable, () => t('stay.unavailable')],
    [BOOKING_MESSAGES.minimumGuests, () => t('stay.minimumGuests')],
    [BOOKING_MESSAGES.maximumGuests(maxGuests), () => t('stay.maximumGuests', { count: maxGuests })],
  ];
  return known.find(([message]) => message === issue.message)?.[1]() ?? issue.message;
}
