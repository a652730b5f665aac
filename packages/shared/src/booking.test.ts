import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_MESSAGES,
  checkGuests,
  checkStay,
  checkStayDates,
  countNights,
  createPaymentIntentSchema,
  earliestCheckIn,
  effectiveMaxNights,
  formatEuros,
  formatStayDate,
  isCalendarDate,
  MAX_STAY_NIGHTS,
  priceBreakdown,
  stayNights,
  type StayRules,
} from './booking';

const TODAY = '2030-03-10';

const rules = (overrides: Partial<StayRules> = {}): StayRules => ({
  minNights: 1,
  maxNights: null,
  advanceNoticeDays: 0,
  maxGuests: 4,
  availableDates: [],
  blockedDates: [],
  ...overrides,
});

describe('calendar helpers', () => {
  it.each([
    ['2030-03-10', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-13-01', false],
    ['2030-3-1', false],
    ['10/03/2030', false],
    ['', false],
    [null, false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('counts the nights between two dates across a month end', () => {
    expect(countNights('2030-01-30', '2030-02-02')).toBe(3);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });

  it('lists the nights of a stay without the check-out day', () => {
    expect(stayNights('2030-03-30', '2030-04-02')).toEqual(['2030-03-30', '2030-03-31', '2030-04-01']);
    expect(stayNights('2030-04-02', '2030-03-30')).toEqual([]);
  });

  it('puts the earliest check-in at today plus the advance notice', () => {
    expect(earliestCheckIn(TODAY, 0)).toBe(TODAY);
    expect(earliestCheckIn(TODAY, 3)).toBe('2030-03-13');
  });
});

describe('checkStayDates (SPEC §5 booking dates, in order)', () => {
  it.each<[string, { checkIn: string | null; checkOut: string | null }, Partial<StayRules>, string | null]>([
    ['no dates', { checkIn: null, checkOut: null }, {}, BOOKING_MESSAGES.datesRequired],
    ['only a check-in', { checkIn: '2030-03-12', checkOut: null }, {}, BOOKING_MESSAGES.datesRequired],
    ['only a check-out', { checkIn: null, checkOut: '2030-03-12' }, {}, BOOKING_MESSAGES.datesRequired],
    ['an impossible date', { checkIn: '2030-02-30', checkOut: '2030-03-02' }, {}, BOOKING_MESSAGES.datesRequired],
    ['check-out on check-in', { checkIn: '2030-03-12', checkOut: '2030-03-12' }, {}, BOOKING_MESSAGES.checkOutAfterCheckIn],
    ['check-out before check-in', { checkIn: '2030-03-12', checkOut: '2030-03-11' }, {}, BOOKING_MESSAGES.checkOutAfterCheckIn],
    ['shorter than the minimum', { checkIn: '2030-03-12', checkOut: '2030-03-14' }, { minNights: 3 }, 'Minimum stay is 3 nights'],
    ['exactly the minimum', { checkIn: '2030-03-12', checkOut: '2030-03-15' }, { minNights: 3 }, null],
    ['longer than the maximum', { checkIn: '2030-03-12', checkOut: '2030-03-20' }, { maxNights: 7 }, 'Maximum stay is 7 nights'],
    ['exactly the maximum', { checkIn: '2030-03-12', checkOut: '2030-03-19' }, { maxNights: 7 }, null],
    [
      'longer than the transaction cap on a listing without maximum',
      { checkIn: '2030-03-12', checkOut: addDays('2030-03-12', MAX_STAY_NIGHTS + 1) },
      {},
      `Maximum stay is ${MAX_STAY_NIGHTS} nights`,
    ],
    ['inside the advance notice', { checkIn: '2030-03-11', checkOut: '2030-03-13' }, { advanceNoticeDays: 2 }, 'Requires 2 days advance notice'],
    ['exactly at the advance notice', { checkIn: '2030-03-12', checkOut: '2030-03-13' }, { advanceNoticeDays: 2 }, null],
    ['in the past without advance notice', { checkIn: '2030-03-09', checkOut: '2030-03-11' }, {}, BOOKING_MESSAGES.checkInInPast],
    ['starting today', { checkIn: TODAY, checkOut: '2030-03-11' }, {}, null],
    ['over a blocked night', { checkIn: '2030-03-12', checkOut: '2030-03-15' }, { blockedDates: ['2030-03-14'] }, BOOKING_MESSAGES.unavailable],
    ['checking out on a blocked day', { checkIn: '2030-03-12', checkOut: '2030-03-14' }, { blockedDates: ['2030-03-14'] }, null],
    [
      'over a night the host did not list',
      { checkIn: '2030-03-12', checkOut: '2030-03-15' },
      { availableDates: ['2030-03-12', '2030-03-14'] },
      BOOKING_MESSAGES.unavailable,
    ],
    [
      'on listed nights only',
      { checkIn: '2030-03-12', checkOut: '2030-03-14' },
      { availableDates: ['2030-03-12', '2030-03-13'] },
      null,
    ],
  ])('%s', (_name, stay, overrides, expected) => {
    expect(checkStayDates(stay, rules(overrides), TODAY)?.message ?? null).toBe(expected);
  });

  it('reports the minimum before the advance notice when both fail', () => {
    const issue = checkStayDates({ checkIn: TODAY, checkOut: '2030-03-11' }, rules({ minNights: 2, advanceNoticeDays: 5 }), TODAY);
    expect(issue).toEqual({ field: 'dates', message: 'Minimum stay is 2 nights' });
  });

  it('caps a listing maximum above the transaction limit', () => {
    expect(effectiveMaxNights(365)).toBe(MAX_STAY_NIGHTS);
    expect(effectiveMaxNights(14)).toBe(14);
    expect(effectiveMaxNights(null)).toBe(MAX_STAY_NIGHTS);
  });
});

describe('checkGuests (SPEC §5: 1 to maxGuests, default 10)', () => {
  it.each<[number, number | null, string | null]>([
    [0, 4, BOOKING_MESSAGES.minimumGuests],
    [-1, 4, BOOKING_MESSAGES.minimumGuests],
    [1.5, 4, BOOKING_MESSAGES.minimumGuests],
    [1, 4, null],
    [4, 4, null],
    [5, 4, 'Maximum 4 guests allowed'],
    [10, null, null],
    [11, null, 'Maximum 10 guests allowed'],
  ])('%d guests with maxGuests %j → %j', (guests, maxGuests, expected) => {
    expect(checkGuests(guests, maxGuests)?.message ?? null).toBe(expected);
  });

  it('checks the dates before the guests', () => {
    expect(checkStay({ checkIn: null, checkOut: null, numberOfGuests: 0 }, rules(), TODAY)?.message).toBe(BOOKING_MESSAGES.datesRequired);
    expect(checkStay({ checkIn: '2030-03-12', checkOut: '2030-03-13', numberOfGuests: 9 }, rules(), TODAY)).toEqual({
      field: 'numberOfGuests',
      message: 'Maximum 4 guests allowed',
    });
  });
});

describe('priceBreakdown (SPEC §9)', () => {
  it('adds the service fee to nightly price times nights, in cents', () => {
    expect(priceBreakdown(8950, 3, 2000)).toEqual({ nights: 3, pricePerNight: 8950, accommodation: 26850, serviceFee: 2000, total: 28850 });
  });

  it('uses the default 5000 cents when a listing has no price', () => {
    expect(priceBreakdown(null, 2, 2000).total).toBe(12000);
  });

  it.each([
    [5000, '€50'],
    [2000, '€20'],
    [8950, '€89.50'],
    [1, '€0.01'],
    [123456, '€1,234.56'],
  ])('formats %d cents as %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

});

describe('formatStayDate', () => {
  it('shows the calendar day whatever the time zone', () => {
    expect(formatStayDate('2030-03-12')).toBe('Tue, Mar 12, 2030');
    expect(formatStayDate('2030-12-31')).toBe('Tue, Dec 31, 2030');
  });
});

describe('createPaymentIntentSchema', () => {
  it('drops amounts and states a client tries to send', () => {
    const parsed = createPaymentIntentSchema.parse({
      listingId: 'l1',
      checkIn: '2030-03-12',
      checkOut: '2030-03-14',
      numberOfGuests: 2,
      totalAmount: 1,
      serviceFee: 0,
      status: 'confirmed',
      isPaid: true,
    });
    expect(parsed).toEqual({ listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 2 });
  });

  it.each([
    [{ listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 0 }, BOOKING_MESSAGES.minimumGuests],
    [{ listingId: 'l1', checkIn: '12.03.2030', checkOut: '2030-03-14', numberOfGuests: 1 }, BOOKING_MESSAGES.datesRequired],
    [{ listingId: 'l1', checkOut: '2030-03-14', numberOfGuests: 1 }, BOOKING_MESSAGES.datesRequired],
  ])('refuses %j with its message', (body, message) => {
    const result = createPaymentIntentSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('one longest stay for form, schema and booking rules (issue 13)', () => {
  it('refuses a listing whose minimum or maximum stay exceeds what a booking can take', async () => {
    const { listingInputSchema, LISTING_LIMITS } = await import('./listing');
    expect(LISTING_LIMITS.nightsMax).toBe(MAX_STAY_NIGHTS);
    for (const field of ['minNights', 'maxNights'] as const) {
      const result = listingInputSchema.safeParse({ [field]: MAX_STAY_NIGHTS + 1 });
      expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(`Stays can be at most ${MAX_STAY_NIGHTS} nights`);
      const ok = listingInputSchema.safeParse({ [field]: MAX_STAY_NIGHTS });
      expect(ok.error?.issues.find((issue) => issue.path[0] === field)).toBeUndefined();
    }
  });
});
