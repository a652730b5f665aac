import { describe, expect, it } from 'vitest';
import {
  describeStayPolicy,
  isTimeZone,
  quoteCancellation,
  refundSchedule,
  stayInstants,
  zonedInstant,
  type CancellableStay,
  type CancellationPolicy,
} from './cancellation';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);

/** 3 nights from Tue 12 March 2030 (Copenhagen: CET, UTC+1): check-in 14:00Z, check-out Fri 15 10:00Z. */
const stay = (policy: CancellationPolicy, overrides: Partial<CancellableStay> = {}): CancellableStay => ({
  checkIn: '2030-03-12',
  checkOut: '2030-03-15',
  timeZone: 'Europe/Copenhagen',
  policy,
  pricePerNight: 10_000,
  serviceFee: 2_000,
  totalAmount: 32_000,
  ...overrides,
});

function refund(s: CancellableStay, nowMs: number, by: 'guest' | 'host' | 'admin' = 'guest'): number | 'checked-out' {
  const result = quoteCancellation(s, by, nowMs);
  return result.cancellable ? result.quote.refundAmount : result.reason;
}

describe('zonedInstant: wall-clock times in the listing zone', () => {
  it('puts 15:00 in the right UTC instant in winter, summer and on the DST change day', () => {
    expect(new Date(zonedInstant('2030-03-12', '15:00', 'Europe/Copenhagen')).toISOString()).toBe('2030-03-12T14:00:00.000Z');
    expect(new Date(zonedInstant('2030-07-01', '15:00', 'Europe/Copenhagen')).toISOString()).toBe('2030-07-01T13:00:00.000Z');
    // Europe switches to summer time on Sunday 31 March 2030 at 02:00: 15:00 is already CEST.
    expect(new Date(zonedInstant('2030-03-31', '15:00', 'Europe/Berlin')).toISOString()).toBe('2030-03-31T13:00:00.000Z');
    // The US switched on 10 March 2030: 15:00 EDT.
    expect(new Date(zonedInstant('2030-03-12', '15:00', 'America/New_York')).toISOString()).toBe('2030-03-12T19:00:00.000Z');
    expect(new Date(zonedInstant('2030-03-12', '11:00', 'Asia/Tokyo')).toISOString()).toBe('2030-03-12T02:00:00.000Z');
    expect(new Date(zonedInstant('2030-03-12', '15:00', 'UTC')).toISOString()).toBe('2030-03-12T15:00:00.000Z');
    // 15:00 in Kiritimati (UTC+14) is still the day before in UTC.
    expect(new Date(zonedInstant('2030-03-12', '15:00', 'Pacific/Kiritimati')).toISOString()).toBe('2030-03-12T01:00:00.000Z');
  });

  it('resolves a time skipped by the spring jump to the instant after it', () => {
    expect(new Date(zonedInstant('2030-03-31', '02:30', 'Europe/Berlin')).toISOString()).toBe('2030-03-31T01:30:00.000Z');
  });

  it('knows check-in and check-out of a stay', () => {
    const { checkInMs, checkOutMs } = stayInstants(stay('flexible'));
    expect(new Date(checkInMs).toISOString()).toBe('2030-03-12T14:00:00.000Z');
    expect(new Date(checkOutMs).toISOString()).toBe('2030-03-15T10:00:00.000Z');
  });

  it('accepts IANA zone names only', () => {
    expect(isTimeZone('Europe/Copenhagen')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('flexible: full refund until 24 hours before check-in, then the later nights not yet begun', () => {
  const deadline = at('2030-03-11T14:00:00Z');
  it('refunds everything a minute before and at the deadline', () => {
    expect(refund(stay('flexible'), deadline - MIN)).toBe(32_000);
    expect(refund(stay('flexible'), deadline)).toBe(32_000);
  });
  it('keeps the first night and the fee a minute after the deadline', () => {
    expect(refund(stay('flexible'), deadline + MIN)).toBe(20_000);
    expect(refund(stay('flexible'), at('2030-03-12T13:59:00Z'))).toBe(20_000);
  });
  it('once begun, refunds only the nights not yet begun', () => {
    expect(refund(stay('flexible'), at('2030-03-12T14:01:00Z'))).toBe(20_000); // night 1 begun: nights 2 and 3 back
    expect(refund(stay('flexible'), at('2030-03-13T13:59:00Z'))).toBe(20_000);
    expect(refund(stay('flexible'), at('2030-03-13T14:01:00Z'))).toBe(10_000); // night 2 begun
    expect(refund(stay('flexible'), at('2030-03-14T14:01:00Z'))).toBe(0); // last night begun
  });
  it('a one-night stay refunds nothing after the deadline', () => {
    expect(refund(stay('flexible', { checkOut: '2030-03-13', totalAmount: 12_000 }), deadline + MIN)).toBe(0);
    expect(refund(stay('flexible', { checkOut: '2030-03-13', totalAmount: 12_000 }), deadline - MIN)).toBe(12_000);
  });
  it('names the next deadline and what it refunds after it', () => {
    const quote = quoteCancellation(stay('flexible'), 'guest', at('2030-03-01T00:00:00Z'));
    expect(quote.cancellable && quote.quote.nextDeadline).toEqual({ at: deadline, refundAmount: 20_000 });
    const later = quoteCancellation(stay('flexible'), 'guest', deadline + MIN);
    expect(later.cancellable && later.quote.nextDeadline).toEqual({ at: at('2030-03-13T14:00:00Z'), refundAmount: 10_000 });
  });
});

describe('moderate: full refund until 5 days before check-in, then half of the nights not yet begun', () => {
  const deadline = at('2030-03-07T14:00:00Z');
  it('a minute before / after the deadline', () => {
    expect(refund(stay('moderate'), deadline - MIN)).toBe(32_000);
    expect(refund(stay('moderate'), deadline)).toBe(32_000);
    expect(refund(stay('moderate'), deadline + MIN)).toBe(15_000);
  });
  it('after check-in, half of the nights not yet begun; odd cents round down', () => {
    expect(refund(stay('moderate'), at('2030-03-12T14:01:00Z'))).toBe(10_000);
    expect(refund(stay('moderate', { pricePerNight: 10_001, totalAmount: 32_003 }), deadline + MIN)).toBe(15_001);
  });
});

describe('strict: full until 14 days, half of the nights until 7 days, then nothing', () => {
  const full = at('2030-02-26T14:00:00Z');
  const half = at('2030-03-05T14:00:00Z');
  it('at each deadline, a minute before and after', () => {
    expect(refund(stay('strict'), full - MIN)).toBe(32_000);
    expect(refund(stay('strict'), full + MIN)).toBe(15_000);
    expect(refund(stay('strict'), half - MIN)).toBe(15_000);
    expect(refund(stay('strict'), half)).toBe(15_000);
    expect(refund(stay('strict'), half + MIN)).toBe(0);
    expect(refund(stay('strict'), at('2030-03-13T00:00:00Z'))).toBe(0);
  });
  it('has a schedule of three steps', () => {
    const { now, steps } = refundSchedule(stay('strict'), at('2030-02-01T00:00:00Z'));
    expect(now?.refundAmount).toBe(32_000);
    expect(steps).toEqual([
      { until: full, refundAmount: 32_000 },
      { until: half, refundAmount: 15_000 },
    ]);
  });
});

describe('time zones decide the deadline', () => {
  it('the same instant is before the deadline in New York and after it in Copenhagen', () => {
    const now = at('2030-03-11T18:00:00Z');
    expect(refund(stay('flexible'), now)).toBe(20_000); // Copenhagen deadline was 14:00Z
    expect(refund(stay('flexible', { timeZone: 'America/New_York' }), now)).toBe(32_000); // New York: 19:00Z
    expect(refund(stay('flexible', { timeZone: 'America/New_York' }), at('2030-03-11T19:01:00Z'))).toBe(20_000);
  });
  it('Tokyo check-in is nine hours before UTC check-in', () => {
    expect(refund(stay('flexible', { timeZone: 'Asia/Tokyo' }), at('2030-03-11T05:59:00Z'))).toBe(32_000);
    expect(refund(stay('flexible', { timeZone: 'Asia/Tokyo' }), at('2030-03-11T06:01:00Z'))).toBe(20_000);
  });
});

describe('check-out ends the stay', () => {
  const checkOut = at('2030-03-15T10:00:00Z');
  it('a minute before check-out it can still be cancelled (nothing left to refund); at and after, not', () => {
    expect(refund(stay('flexible'), checkOut - MIN)).toBe(0);
    expect(refund(stay('flexible'), checkOut)).toBe('checked-out');
    expect(refund(stay('flexible'), checkOut + MIN, 'host')).toBe('checked-out');
  });
});

describe('the host or an admin cancels', () => {
  it('refunds everything before check-in, whatever the policy', () => {
    expect(refund(stay('strict'), at('2030-03-12T13:59:00Z'), 'host')).toBe(32_000);
    expect(refund(stay('moderate'), at('2030-03-12T13:59:00Z'), 'admin')).toBe(32_000);
  });
  it('once begun, the nights not yet begun and the service fee', () => {
    expect(refund(stay('strict'), at('2030-03-12T14:01:00Z'), 'host')).toBe(22_000);
    expect(refund(stay('strict'), at('2030-03-14T14:01:00Z'), 'host')).toBe(2_000);
  });
});

describe('plain words for a stay', () => {
  it('names the deadline in the listing zone', () => {
    const lines = describeStayPolicy(stay('flexible'), at('2030-03-01T00:00:00Z'));
    expect(lines[0]).toBe('Full refund (€320) if you cancel by Mon, Mar 11, 2030 at 3:00 PM (Copenhagen time).');
    expect(lines.at(-1)).toBe('Check-in from 3:00 PM, check-out by 11:00 AM (Copenhagen time).');
  });
  it('leaves out deadlines already passed', () => {
    const lines = describeStayPolicy(stay('strict'), at('2030-03-01T00:00:00Z'));
    expect(lines[0]).toMatch(/^Until Tue, Mar 5, 2030 at 3:00 PM \(Copenhagen time\), half of the nights \(€150\) are refunded\.$/);
  });
});
