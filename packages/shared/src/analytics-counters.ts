import type { Canceller } from './cancellation-rules';
import { refundedAccommodation } from './payout-rules';

/**
 * The admin's Analytics view (issue 8): counters kept on write, per company and in total, and a
 * weekly series of bookings and nights. Amounts are euro cents.
 */
export const counterNames = ['companies', 'members', 'activeListings', 'bookings', 'nights', 'serviceFees', 'waitlist', 'demoRequests'] as const;
export type CounterName = (typeof counterNames)[number];
export type Counters = Record<CounterName, number>;

export function emptyCounters(): Counters {
  return Object.fromEntries(counterNames.map((name) => [name, 0])) as Counters;
}

export const counterLabels: Record<CounterName, string> = {
  companies: 'Companies',
  members: 'Members',
  activeListings: 'Active listings',
  bookings: 'Bookings',
  nights: 'Nights booked',
  serviceFees: 'Service fees earned',
  waitlist: 'Waitlist signups',
  demoRequests: 'Demo requests',
};

/** Counters a company has of its own (the waitlist, demo requests and company count are platform-wide). */
export const companyCounterNames = ['members', 'activeListings', 'bookings', 'nights', 'serviceFees'] as const satisfies readonly CounterName[];

export interface WeekCounters {
  /** The Monday the ISO week starts on, yyyy-MM-dd (UTC). */
  weekStart: string;
  bookings: number;
  nights: number;
  serviceFees: number;
}

export interface CompanyAnalytics {
  domain: string;
  name: string;
  status: 'pending' | 'active' | 'suspended';
  counters: Pick<Counters, (typeof companyCounterNames)[number]>;
}

/** `GET /api/admin/analytics?weeks=&domain=`. */
export interface AnalyticsReport {
  totals: Counters;
  companies: CompanyAnalytics[];
  /** The company the weekly series is for, or null for the whole platform. */
  domain: string | null;
  weeks: WeekCounters[];
}

export const ANALYTICS_WEEKS_DEFAULT = 12;
export const ANALYTICS_WEEKS_MAX = 104;

const DAY_MS = 86_400_000;

/** The Monday (UTC, yyyy-MM-dd) of the ISO week an instant or calendar date falls in. */
export function isoWeekStart(instant: string): string {
  const ms = Date.parse(instant.length === 10 ? `${instant}T00:00:00Z` : instant);
  const day = new Date(ms).getUTCDay(); // 0 = Sunday
  const monday = ms - ((day + 6) % 7) * DAY_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The Monday `weeks - 1` weeks before the week of `now`: the first week of a `weeks`-long series. */
export function firstWeekOf(nowIso: string, weeks: number): string {
  const current = Date.parse(`${isoWeekStart(nowIso)}T00:00:00Z`);
  return new Date(current - (weeks - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The counters a paid stay moves: one booking, its nights and its service fee. */
export type StayCounters = Pick<Counters, 'bookings' | 'nights' | 'serviceFees'>;

/** What a booking's counters are read from: its snapshot of price and nights, and any refund. */
export interface CountedStay {
  nights: number;
  pricePerNight: number;
  accommodationAmount: number;
  serviceFee: number;
  totalAmount: number;
}

/**
 * What a paid stay counts for (issue 29): a confirmed stay counts whole; a cancelled one counts
 * what its refund left with the platform. Everything refunded: nothing (no booking, no nights, no
 * fee). A partial refund keeps the booking, the nights whose price was not refunded (whole nights:
 * a refund of 1.5 nights' price takes back one night) and the part of the service fee not refunded
 * (issue 17's rules: a guest's partial refund keeps the fee, a host's or an admin's returns it).
 * `refund` null: not cancelled.
 */
export function stayCounters(stay: CountedStay, refund: { amount: number; cancelledBy: Canceller | null } | null): StayCounters {
  const whole: StayCounters = { bookings: 1, nights: stay.nights, serviceFees: stay.serviceFee };
  if (!refund || refund.amount <= 0) return whole;
  if (refund.amount >= stay.totalAmount) return { bookings: 0, nights: 0, serviceFees: 0 };
  const accommodationBack = refundedAccommodation(stay, refund);
  const feeBack = Math.min(stay.serviceFee, Math.max(0, refund.amount - accommodationBack));
  const nightsBack = stay.pricePerNight > 0 ? Math.min(stay.nights, Math.floor(accommodationBack / stay.pricePerNight)) : 0;
  return { bookings: 1, nights: stay.nights - nightsBack, serviceFees: stay.serviceFee - feeBack };
}

/** What cancelling a confirmed stay takes back from the counters (zero or negative numbers). */
export function cancellationCounterDelta(stay: CountedStay, refund: { amount: number; cancelledBy: Canceller | null }): StayCounters {
  const before = stayCounters(stay, null);
  const after = stayCounters(stay, refund);
  return { bookings: after.bookings - before.bookings, nights: after.nights - before.nights, serviceFees: after.serviceFees - before.serviceFees };
}
