import { describe, expect, it } from 'vitest';
import { checkTravelPolicy, countryCodeOf, needsApproval, parseTravelPolicy, withinNightlyCap, DEFAULT_TRAVEL_POLICY, type TravelPolicy } from './travel-policy-rules';

const acme: TravelPolicy = { maxNightlyCents: 15_000, countryCaps: { CH: 25_000 }, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' };
const now = Date.parse('2026-11-28T14:00:00Z');
const ctx = { companyName: 'Acme', nowMs: now };
const stay = (pricePerNightCents: number, country: string | null, checkIn = '2026-12-10', checkOut = '2026-12-12') => ({ pricePerNightCents, country, checkIn, checkOut });

describe('travel policy check (issue 35)', () => {
  it('caps a night by the company cap, or the country’s own', () => {
    expect(checkTravelPolicy(acme, stay(15_000, 'Germany'), ctx)).toEqual({ inPolicy: true, reasons: [] });
    expect(checkTravelPolicy(acme, stay(18_000, 'Germany'), ctx).reasons).toEqual([
      { rule: 'nightly-cap', message: '€180 a night is above Acme’s €150 cap for Germany', values: { company: 'Acme', priceCents: 18_000, capCents: 15_000, country: 'DE' } },
    ]);
    expect(checkTravelPolicy(acme, stay(24_000, 'Switzerland'), ctx).inPolicy).toBe(true);
    expect(checkTravelPolicy(acme, stay(24_000, 'CH'), ctx).inPolicy).toBe(true);
    expect(checkTravelPolicy(acme, stay(26_000, 'Schweiz'), ctx).reasons[0]!.message).toBe('€260 a night is above Acme’s €250 cap for Switzerland');
    // A country we cannot read falls under the company's cap.
    expect(checkTravelPolicy(acme, stay(16_000, 'Atlantis'), ctx).reasons[0]!.message).toBe('€160 a night is above Acme’s €150 cap');
  });

  it('compares whole cents, without rounding, and shows cents only when there are some', () => {
    expect(checkTravelPolicy(acme, stay(15_001, 'France'), ctx).reasons[0]!.message).toBe('€150.01 a night is above Acme’s €150 cap for France');
    expect(checkTravelPolicy({ ...acme, maxNightlyCents: 14_950 }, stay(14_999, 'France'), ctx).reasons[0]!.message).toBe('€149.99 a night is above Acme’s €149.50 cap for France');
    expect(withinNightlyCap(acme, 15_000, 'France')).toBe(true);
    expect(withinNightlyCap(acme, 15_001, 'France')).toBe(false);
    expect(withinNightlyCap(DEFAULT_TRAVEL_POLICY, 10_000_000, 'France')).toBe(true);
  });

  it('limits the nights and asks for notice', () => {
    expect(checkTravelPolicy(acme, stay(10_000, 'PT', '2026-12-01', '2026-12-15'), ctx).inPolicy).toBe(true);
    expect(checkTravelPolicy(acme, stay(10_000, 'PT', '2026-12-01', '2026-12-16'), ctx).reasons).toEqual([
      { rule: 'max-nights', message: '15 nights is longer than Acme’s limit of 14 nights', values: { company: 'Acme', nights: 15, maxNights: 14 } },
    ]);
    const notice = { ...acme, minAdvanceDays: 7 };
    expect(checkTravelPolicy(notice, stay(10_000, 'PT', '2026-12-05', '2026-12-06'), ctx).inPolicy).toBe(true);
    expect(checkTravelPolicy(notice, stay(10_000, 'PT', '2026-12-04', '2026-12-05'), ctx).reasons).toEqual([
      { rule: 'advance-notice', message: 'Acme asks for 7 days of notice; this trip starts in 6 days', values: { company: 'Acme', minAdvanceDays: 7, days: 6 } },
    ]);
    expect(checkTravelPolicy({ ...notice, minAdvanceDays: 1 }, stay(10_000, 'PT', '2026-11-28', '2026-11-29'), ctx).reasons[0]!.message).toBe('Acme asks for 1 day of notice; this trip starts in 0 days');
  });

  it('lists every rule a stay breaks', () => {
    const check = checkTravelPolicy({ ...acme, minAdvanceDays: 30 }, stay(20_000, 'Denmark', '2026-12-01', '2026-12-20'), ctx);
    expect(check.reasons.map((reason) => reason.rule)).toEqual(['nightly-cap', 'max-nights', 'advance-notice']);
  });

  it('asks an approver when the policy says so', () => {
    const inside = { inPolicy: true, reasons: [] };
    const outside = { inPolicy: false, reasons: [{ rule: 'max-nights' as const, message: 'x' }] };
    expect(needsApproval({ approval: 'none' }, outside)).toBe(false);
    expect(needsApproval({ approval: 'out_of_policy' }, inside)).toBe(false);
    expect(needsApproval({ approval: 'out_of_policy' }, outside)).toBe(true);
    expect(needsApproval({ approval: 'always' }, inside)).toBe(true);
  });

  it('reads listing countries as ISO codes', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf('the Netherlands')).toBe('NL');
    expect(countryCodeOf('United Kingdom')).toBe('GB');
    expect(countryCodeOf('ch')).toBe('CH');
    expect(countryCodeOf('Nowhere')).toBeNull();
  });

  it('validates a policy body field by field', () => {
    expect(parseTravelPolicy({ maxNightlyCents: 15_000, countryCaps: { ch: 25_000 }, maxNights: 14, minAdvanceDays: 0, approval: 'out_of_policy', approvalDeadlineHours: 48, onDeadline: 'decline' })).toEqual({ policy: acme });
    const bad = parseTravelPolicy({ maxNightlyCents: 150.5, countryCaps: { XX: 1, DE: -1 }, maxNights: 0, minAdvanceDays: 'soon', approval: 'maybe', approvalDeadlineHours: 169, onDeadline: 'later' });
    expect('issues' in bad && bad.issues.map((issue) => issue.path)).toEqual(['maxNightlyCents', 'countryCaps.XX', 'countryCaps.DE', 'maxNights', 'minAdvanceDays', 'approval', 'approvalDeadlineHours', 'onDeadline']);
    expect('issues' in bad && bad.issues[1]!.message).toBe('"XX" is not an ISO 3166 country code (two letters, like "CH")');
    expect(parseTravelPolicy({})).toEqual({ policy: DEFAULT_TRAVEL_POLICY });
    expect('issues' in parseTravelPolicy({ countryCaps: [] })).toBe(true);
  });
});
