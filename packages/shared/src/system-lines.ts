import { createDateFormatters } from './format-dates';
import { formatEurosIn } from './format-money';
import { INTL_LOCALE } from './locale-rules';

/**
 * Issue 40 (ADR 0187): the lines Worknest writes into a conversation (`kind: 'system'`: a stay
 * cancelled, a request withdrawn, a home swap proposed or answered). Each is stored with a stable
 * `code` and its `values` beside its English `text`, so the SPA writes it in the reader's language
 * (`messages` catalog, key `system.<code>`) and older items, older clients, the privacy export and
 * the notification mail keep the English. Lines about a swap are said by one member ("I accepted
 * the home swap: my stay … at your home"), so their values are already from the speaker's side.
 *
 * Values are raw: calendar days as yyyy-MM-dd, money in cents, who acted as a word; the reader's
 * language formats them (`systemLineMessage`). The English catalog text with those values is
 * exactly `text` (scripts/src/i18n/catalogs.test.ts).
 */

export const SYSTEM_LINE_CODES = [
  'stay_cancelled',
  'request_withdrawn',
  'swap_stay_cancelled',
  'swap_proposed',
  'swap_accepted',
  'swap_declined',
  'swap_withdrawn',
  'swap_new_dates',
  'swap_expired',
] as const;
export type SystemLineCode = (typeof SYSTEM_LINE_CODES)[number];

export type SystemLineValues = Readonly<Record<string, string | number>>;

export interface SystemLine {
  code: SystemLineCode;
  values: SystemLineValues;
  /** The line in English, as stored in `content` (and shown by clients that do not know the code). */
  text: string;
}

export type StayCanceller = 'guest' | 'host' | 'admin';
export interface StayDates {
  checkIn: string;
  checkOut: string;
}
/** The two stays of a swap as its speaker says them: mine at your home, yours at mine. */
export interface SwapStaysSaid {
  mine: StayDates;
  yours: StayDates;
}
export type SwapAction = 'proposed' | 'accepted' | 'declined' | 'withdrawn' | 'new_dates';

const english = createDateFormatters({ locale: INTL_LOCALE.en });
const day = (value: string) => english.stayDate(value);
const range = (stay: StayDates) => `${day(stay.checkIn)} – ${day(stay.checkOut)}`;

/** "Stay Tue, Mar 12, 2030 – Fri, Mar 15, 2030 cancelled by the guest. Refund: €120.50." */
export function stayCancelledLine(stay: StayDates, by: StayCanceller, refundCents: number): SystemLine {
  const who = by === 'guest' ? 'the guest' : by === 'host' ? 'the host' : 'a Worknest administrator';
  return {
    code: 'stay_cancelled',
    values: { checkIn: stay.checkIn, checkOut: stay.checkOut, by, refundCents },
    text: `Stay ${range(stay)} cancelled by ${who}. Refund: ${formatEurosIn(INTL_LOCALE.en, refundCents)}.`,
  };
}

/** "Request for … – … withdrawn by the guest. Nothing was charged." */
export function requestWithdrawnLine(stay: StayDates, by: 'guest' | 'admin'): SystemLine {
  return {
    code: 'request_withdrawn',
    values: { checkIn: stay.checkIn, checkOut: stay.checkOut, by },
    text: `Request for ${range(stay)} withdrawn by ${by === 'admin' ? 'a Worknest administrator' : 'the guest'}. Nothing was charged.`,
  };
}

/** Issue 37: one half of an accepted swap was cancelled; the other member may keep or cancel theirs. */
export function swapStayCancelledLine(stay: StayDates): SystemLine {
  return {
    code: 'swap_stay_cancelled',
    values: { checkIn: stay.checkIn, checkOut: stay.checkOut },
    text: `One stay of our home swap (${range(stay)}) was cancelled. You may keep your own stay, or cancel it without penalty.`,
  };
}

const SWAP_WORDS: Record<SwapAction, string> = {
  proposed: 'proposed a home swap',
  accepted: 'accepted the home swap',
  declined: 'declined the home swap',
  withdrawn: 'withdrew the home swap',
  new_dates: 'proposed new dates for the home swap',
};

const staysValues = (stays: SwapStaysSaid) => ({
  myCheckIn: stays.mine.checkIn,
  myCheckOut: stays.mine.checkOut,
  yourCheckIn: stays.yours.checkIn,
  yourCheckOut: stays.yours.checkOut,
});
const staysText = (stays: SwapStaysSaid) => `my stay ${range(stays.mine)} at your home, your stay ${range(stays.yours)} at mine`;

/**
 * "I accepted the home swap: my stay … at your home, your stay … at mine." A proposal's own
 * words (`note`, the member's message) follow after a blank line, in the text and as a value.
 */
export function swapLine(action: SwapAction, stays: SwapStaysSaid, note?: string): SystemLine {
  const text = `I ${SWAP_WORDS[action]}: ${staysText(stays)}.`;
  return {
    code: `swap_${action}`,
    values: { ...staysValues(stays), ...(note ? { note } : {}) },
    text: note ? `${text}\n\n${note}` : text,
  };
}

/** Said by the member whose offer went unanswered. */
export function swapExpiredLine(stays: SwapStaysSaid): SystemLine {
  return { code: 'swap_expired', values: staysValues(stays), text: `The home swap expired after 7 days without an answer: ${staysText(stays)}.` };
}

/** The values the conversation list keeps with its last line (a member's note is no part of the preview). */
export function previewValues(values: SystemLineValues): SystemLineValues {
  const { note: _note, ...rest } = values;
  return rest;
}

const DAY_VALUES = ['checkIn', 'checkOut', 'myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'] as const;
const NEEDS: Record<SystemLineCode, readonly string[]> = {
  stay_cancelled: ['checkIn', 'checkOut', 'by', 'refundCents'],
  request_withdrawn: ['checkIn', 'checkOut', 'by'],
  swap_stay_cancelled: ['checkIn', 'checkOut'],
  swap_proposed: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
  swap_accepted: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
  swap_declined: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
  swap_withdrawn: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
  swap_new_dates: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
  swap_expired: ['myCheckIn', 'myCheckOut', 'yourCheckIn', 'yourCheckOut'],
};

export function isSystemLineCode(code: unknown): code is SystemLineCode {
  return typeof code === 'string' && (SYSTEM_LINE_CODES as readonly string[]).includes(code);
}

const formattersByLocale = new Map<string, ReturnType<typeof createDateFormatters>>();
function formattersIn(intlLocale: string) {
  let formatters = formattersByLocale.get(intlLocale);
  if (!formatters) {
    formatters = createDateFormatters({ locale: intlLocale });
    formattersByLocale.set(intlLocale, formatters);
  }
  return formatters;
}

/**
 * A stored line as a `messages` catalog message (`system.<code>`) and its values written in
 * `intlLocale` (days as stay dates, the refund in euros), plus the member's own `note` when the
 * line has one; null for a line without a known code or with a value missing (show its English).
 */
export function systemLineMessage(
  code: unknown,
  values: Readonly<Record<string, unknown>> | undefined,
  intlLocale: string,
): { id: string; values: Record<string, string | number>; note: string | null } | null {
  if (!isSystemLineCode(code) || !values) return null;
  for (const name of NEEDS[code]) {
    const value = values[name];
    if (name === 'refundCents' ? typeof value !== 'number' : typeof value !== 'string' || value === '') return null;
  }
  const formatters = formattersIn(intlLocale);
  const written: Record<string, string | number> = {};
  for (const name of NEEDS[code]) {
    const value = values[name] as string | number;
    if ((DAY_VALUES as readonly string[]).includes(name)) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value as string)) return null;
      written[name] = formatters.stayDate(value as string);
    } else if (name === 'refundCents') written.refund = formatEurosIn(intlLocale, value as number);
    else written[name] = value;
  }
  const note = typeof values.note === 'string' && values.note ? values.note : null;
  return { id: `system.${code}`, values: written, note };
}
