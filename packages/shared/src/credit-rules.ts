import { quoteCancellation, type Canceller, type CancellationPolicy } from './cancellation-rules';
import { plural } from './plural';

/**
 * Issue 37: the home-exchange credits programme (ADR 0140). Plain values and rules without zod,
 * shared by the functions (the ledger, credit stays) and the web app (HR → Home exchange,
 * Profile, the booking panel's "Pay with credits").
 *
 * The ledger: every change of a member's balance is an entry (`amount` whole credits, positive
 * or negative) of one kind; the balance is the sum of the entries and never negative.
 */

export const CREDIT_KINDS = ['starter', 'hosted', 'stay', 'refund', 'reward', 'adjustment', 'expired'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const STARTER_CREDITS_MAX = 20;
export const NIGHT_COST_MAX = 20;
export const ADJUSTMENT_MAX = 1000;
export const CREDIT_NOTE_MAX_LENGTH = 200;

export interface NightCost {
  whole_apartment: number;
  room: number;
}

/** `GET`/`PUT /api/hr/exchange-programme`. */
export interface ExchangeProgramme {
  creditsEnabled: boolean;
  starterCredits: number;
  nightCost: NightCost;
  swapsEnabled: boolean;
}

/** A company that never saved its programme: everything off, Kindred's defaults. */
export const DEFAULT_EXCHANGE_PROGRAMME: ExchangeProgramme = {
  creditsEnabled: false,
  starterCredits: 2,
  nightCost: { whole_apartment: 1, room: 1 },
  swapsEnabled: false,
};

export interface CreditEntryView {
  id: string;
  at: string;
  amount: number;
  kind: CreditKind;
  bookingId?: string;
  note: string;
}

/** `GET /api/credits`: the balance and its entries, newest first. */
export interface CreditsView {
  /** Whether the member's company runs the credits programme (false: balance 0, no entries). */
  enabled: boolean;
  /** Whether the company lets its members swap homes (the listing page's "Propose a swap"). */
  swapsEnabled: boolean;
  balance: number;
  entries: CreditEntryView[];
  nextCursor: string | null;
  /** What a night costs in the company's programme (the booking panel's "this stay: N credits"). */
  nightCost?: NightCost;
  /**
   * Issue 37 (ADR 0160): the company's rewards for hosting colleagues' business stays, and what
   * the member was granted for stays checking out this month (credits, or cents for cash); null
   * when the company rewards nothing.
   */
  hostRewards?: (HostRewards & { kind: 'credits' | 'cash'; thisMonth: number }) | null;
}

export const CREDIT_MESSAGES = {
  starterCredits: `Starter credits must be a whole number from 0 to ${STARTER_CREDITS_MAX}`,
  nightCost: `A night costs a whole number of credits from 1 to ${NIGHT_COST_MAX}`,
  enabledFlag: 'Please say whether the programme is on (true or false)',
  notEnabled: 'Your company does not run the home-exchange credits programme',
  listingRefusesCredits: 'This home does not accept credits',
  amount: `An adjustment is a whole number of credits from -${ADJUSTMENT_MAX} to ${ADJUSTMENT_MAX}, not 0`,
  note: `Please say why (1 to ${CREDIT_NOTE_MAX_LENGTH} characters)`,
  memberNotFound: 'Member not found',
  belowZero: 'A balance cannot go below 0 credits',
} as const;

/** 409 of a credit stay the balance does not cover. */
export function notEnoughCredits(needed: number, balance: number): string {
  return `You need ${needed} credits; you have ${balance}`;
}

/** The credits a stay costs: nights × the company's cost of a night of this kind of home. */
export function stayCredits(nights: number, propertyType: string, nightCost: NightCost): number {
  const perNight = propertyType === 'room' ? nightCost.room : nightCost.whole_apartment;
  return nights * perNight;
}

/** The balance after an entry, or null when it would go below 0 (the write's condition says the same). */
export function applyEntry(balance: number, amount: number): number | null {
  const after = balance + amount;
  return after < 0 ? null : after;
}

/** The balance a ledger adds up to. */
export function ledgerBalance(entries: readonly { amount: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** The idempotency key of an entry: one per (booking, kind); the starter grant once per member. */
export function entryKey(kind: CreditKind, reference: string | null): string {
  return reference ? `${reference}#${kind}` : kind;
}

/**
 * Credits a cancelled credit stay gives back: the listing's policy applied to the credits as it is
 * to money (a night's price is its credits, no service fee), in whole credits rounded down for
 * the guest. A host's or an admin's cancellation gives back every night not yet begun.
 */
export function creditRefund(
  stay: { checkIn: string; checkOut: string; timeZone: string; policy: CancellationPolicy; creditsAmount: number; nights: number },
  by: Canceller,
  nowMs: number,
): number | null {
  const perNight = stay.nights > 0 ? stay.creditsAmount / stay.nights : 0;
  const check = quoteCancellation(
    { checkIn: stay.checkIn, checkOut: stay.checkOut, timeZone: stay.timeZone, policy: stay.policy, pricePerNight: perNight, serviceFee: 0, totalAmount: stay.creditsAmount },
    by,
    nowMs,
  );
  if (!check.cancellable) return null;
  return Math.max(0, Math.min(stay.creditsAmount, Math.floor(check.quote.refundAmount)));
}

/** "3 credits", "1 credit". */
export function formatCredits(amount: number): string {
  return plural(amount, 'credit');
}

/** What a ledger entry's kind means, for the balance's list. */
export const creditKindLabels: Record<CreditKind, string> = {
  starter: 'Starter credits',
  hosted: 'Earned by hosting',
  stay: 'Stay',
  refund: 'Refund',
  reward: 'Company reward',
  adjustment: 'Adjustment by HR',
  expired: 'Expired',
};

// --- Company rewards for hosts ----------------------------------------------------------------

export const HOST_REWARD_KINDS = ['none', 'credits', 'cash'] as const;
export type HostRewardKind = (typeof HOST_REWARD_KINDS)[number];

/** `GET`/`PUT /api/hr/host-rewards`: per night hosted on a business stay; cash in cents. */
export interface HostRewards {
  kind: HostRewardKind;
  perNight: number;
  monthlyCapPerHost: number;
}

export const DEFAULT_HOST_REWARDS: HostRewards = { kind: 'none', perNight: 0, monthlyCapPerHost: 0 };
export const HOST_REWARD_MAX = 100_000;

export const HOST_REWARD_MESSAGES = {
  kind: 'Please choose none, credits or cash',
  perNight: `The reward a night is a whole number from 0 to ${HOST_REWARD_MAX}`,
  cap: `The monthly cap is a whole number from 0 to ${HOST_REWARD_MAX} (0: no cap)`,
} as const;

/** What one hosted business stay earns under the rewards, given what the host already earned this month. */
export function hostReward(rewards: HostRewards, nights: number, earnedThisMonth: number): number {
  if (rewards.kind === 'none' || rewards.perNight <= 0) return 0;
  const full = nights * rewards.perNight;
  if (rewards.monthlyCapPerHost <= 0) return full;
  return Math.max(0, Math.min(full, rewards.monthlyCapPerHost - earnedThisMonth));
}

/** What the company gives a host for one business stay: what is left of the month's cap, at most. */
export interface HostRewardGrant {
  kind: Exclude<HostRewardKind, 'none'>;
  /** Credits, or cents for cash; 0 when the month's cap is used up. */
  amount: number;
  /** Whether the cap cut the reward short. */
  capped: boolean;
}

/**
 * The reward for hosting a colleague's business stay (issue 37, ADR 0160): `perNight` × the nights,
 * at most what the host's monthly cap leaves (`earnedThisMonth` already granted in the stay's
 * check-out month; a cap of 0 means no cap). Null when the company rewards nothing.
 */
export function hostRewardFor(rewards: HostRewards, nights: number, earnedThisMonth: number): HostRewardGrant | null {
  if (rewards.kind === 'none' || rewards.perNight <= 0 || nights <= 0) return null;
  const full = rewards.perNight * nights;
  if (rewards.monthlyCapPerHost <= 0) return { kind: rewards.kind, amount: full, capped: false };
  const left = Math.max(0, rewards.monthlyCapPerHost - earnedThisMonth);
  return { kind: rewards.kind, amount: Math.min(full, left), capped: full > left };
}

/** The month (UTC, `YYYY-MM`) a stay's reward counts in: its check-out's. */
export function rewardMonth(checkOut: string): string {
  return checkOut.slice(0, 7);
}

// --- What a listing accepts (ADR 0161) ---------------------------------------------------------

export const LISTING_ACCEPTS = ['money', 'credits', 'swap'] as const;
export type ListingAccept = (typeof LISTING_ACCEPTS)[number];

export const ACCEPTS_MESSAGES = {
  accepts: 'Please choose what this home accepts: one or more of money, credits and swap',
  search: 'accepts must be credits or swap',
  refusesSwap: 'This home does not accept swaps',
} as const;

/** What the listing form and page call each. */
export const acceptLabels: Record<ListingAccept, string> = { money: 'Money', credits: 'Credits', swap: 'Home swaps' };

/** The list in its fixed order, each once. */
export function orderedAccepts(chosen: readonly string[]): ListingAccept[] {
  return LISTING_ACCEPTS.filter((kind) => chosen.includes(kind));
}

/**
 * What a listing accepts: the host's list, or (none stored: the default) all that the company
 * has on; credits and swaps only while the company runs them.
 */
export function acceptsOf(stored: readonly ListingAccept[] | null | undefined, programme: Pick<ExchangeProgramme, 'creditsEnabled' | 'swapsEnabled'> | null): ListingAccept[] {
  const chosen = stored ?? LISTING_ACCEPTS;
  return orderedAccepts(chosen).filter((kind) => kind === 'money' || !programme || (kind === 'credits' ? programme.creditsEnabled : programme.swapsEnabled));
}

/** Whether the host's list (null: the default, everything the company has on) takes `kind`. */
export function listingTakes(stored: readonly ListingAccept[] | null | undefined, kind: ListingAccept): boolean {
  return !stored || stored.includes(kind);
}
