import { describe, expect, it } from 'vitest';
import { applyEntry, creditRefund, entryKey, acceptsOf, formatCredits, hostRewardFor, ledgerBalance, listingTakes, orderedAccepts, rewardMonth, notEnoughCredits, stayCredits } from './credit-rules';

const DAY = 86_400_000;
/** 15:00 UTC on 2030-03-12, the check-in of the stay below. */
const CHECK_IN_MS = Date.UTC(2030, 2, 12, 15);
const stay = { checkIn: '2030-03-12', checkOut: '2030-03-15', timeZone: 'UTC', policy: 'flexible' as const, creditsAmount: 3, nights: 3 };

describe('credit rules (issue 37)', () => {
  it('prices a stay in nights × the company’s cost of a night of that kind of home', () => {
    const nightCost = { whole_apartment: 2, room: 1 };
    expect(stayCredits(3, 'whole_apartment', nightCost)).toBe(6);
    expect(stayCredits(3, 'room', nightCost)).toBe(3);
  });

  it('never lets an entry take a balance below 0, and a ledger’s balance is the sum of its entries', () => {
    expect(applyEntry(3, -3)).toBe(0);
    expect(applyEntry(3, -4)).toBeNull();
    expect(applyEntry(0, 2)).toBe(2);
    expect(ledgerBalance([{ amount: 2 }, { amount: 1 }, { amount: -3 }, { amount: 2 }])).toBe(2);
    expect(ledgerBalance([])).toBe(0);
  });

  it('keys an entry by booking and kind (the starter grant once per member)', () => {
    expect(entryKey('stay', 'b-1')).toBe('b-1#stay');
    expect(entryKey('refund', 'b-1')).not.toBe(entryKey('stay', 'b-1'));
    expect(entryKey('starter', null)).toBe('starter');
  });

  it('refunds credits as the policy refunds money, in whole credits rounded down for the guest', () => {
    expect(creditRefund(stay, 'guest', CHECK_IN_MS - 2 * DAY)).toBe(3);
    // Flexible, inside the last day: every night but the first.
    expect(creditRefund(stay, 'guest', CHECK_IN_MS - 3_600_000)).toBe(2);
    // Moderate, inside 5 days: half the nights not begun, rounded down (1.5 → 1).
    expect(creditRefund({ ...stay, policy: 'moderate' }, 'guest', CHECK_IN_MS - DAY)).toBe(1);
    expect(creditRefund({ ...stay, policy: 'strict' }, 'guest', CHECK_IN_MS - DAY)).toBe(0);
    // The host cancels during the stay: the nights not yet begun come back.
    expect(creditRefund(stay, 'host', CHECK_IN_MS + DAY + 3_600_000)).toBe(1);
    // After check-out: nothing to cancel.
    expect(creditRefund(stay, 'guest', Date.UTC(2030, 2, 15, 12))).toBeNull();
  });

  it('says what is missing, and counts credits', () => {
    expect(notEnoughCredits(3, 2)).toBe('You need 3 credits; you have 2');
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(2)).toBe('2 credits');
  });

  it('rewards hosts per night, within the monthly cap (0: no cap), in the check-out month', () => {
    const cash = { kind: 'cash' as const, perNight: 1000, monthlyCapPerHost: 20000 };
    expect(hostRewardFor(cash, 3, 0)).toEqual({ kind: 'cash', amount: 3000, capped: false });
    expect(hostRewardFor(cash, 3, 19000)).toEqual({ kind: 'cash', amount: 1000, capped: true });
    expect(hostRewardFor(cash, 3, 20000)).toEqual({ kind: 'cash', amount: 0, capped: true });
    expect(hostRewardFor(cash, 3, 25000)).toEqual({ kind: 'cash', amount: 0, capped: true });
    expect(hostRewardFor({ kind: 'credits', perNight: 1, monthlyCapPerHost: 0 }, 4, 99)).toEqual({ kind: 'credits', amount: 4, capped: false });
    expect(hostRewardFor({ kind: 'none', perNight: 5, monthlyCapPerHost: 0 }, 4, 0)).toBeNull();
    expect(hostRewardFor({ kind: 'credits', perNight: 0, monthlyCapPerHost: 0 }, 4, 0)).toBeNull();
    expect(rewardMonth('2030-03-01')).toBe('2030-03');
  });

  it('says what a listing accepts: the host’s list, or by default all that the company runs', () => {
    const both = { creditsEnabled: true, swapsEnabled: true };
    expect(acceptsOf(null, both)).toEqual(['money', 'credits', 'swap']);
    expect(acceptsOf(null, { creditsEnabled: true, swapsEnabled: false })).toEqual(['money', 'credits']);
    expect(acceptsOf(['swap', 'money'], both)).toEqual(['money', 'swap']);
    expect(acceptsOf(['credits'], { creditsEnabled: false, swapsEnabled: true })).toEqual([]);
    expect(acceptsOf(['credits', 'swap'], null)).toEqual(['credits', 'swap']);
    expect(orderedAccepts(['swap', 'credits', 'swap'])).toEqual(['credits', 'swap']);
    expect(listingTakes(null, 'credits')).toBe(true);
    expect(listingTakes(['money'], 'credits')).toBe(false);
    expect(listingTakes(['money', 'swap'], 'swap')).toBe(true);
  });
});
