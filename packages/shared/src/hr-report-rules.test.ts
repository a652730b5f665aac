import { describe, expect, it } from 'vitest';
import {
  addDeltas,
  aggregateAttributes,
  benchmarkRate,
  cancelDelta,
  confirmDelta,
  countryCodeOf,
  effectiveBenchmarks,
  monthsBetween,
  reportCsvRows,
  reportPeriodIssue,
  reportRows,
  type AggregateItem,
  type HotelBenchmarks,
  type TravelCell,
  type TravelDelta,
} from './hr-report-rules';
import { DEFAULT_HOTEL_BENCHMARKS } from './hotel-benchmark-defaults';

const benchmarks: HotelBenchmarks = { countries: { DE: 15_000, PT: 10_000 }, cities: [{ country: 'DE', city: 'Munich', cents: 20_000 }] };
const FEE = 1_500;

/** Builds aggregate items as the live ADDs would leave them. */
function itemsOf(entries: { cell: TravelCell; delta: TravelDelta }[]): { months: AggregateItem[]; travellers: AggregateItem[] } {
  const months = new Map<string, Record<string, number>>();
  const travellers = new Map<string, Record<string, number>>();
  for (const { cell, delta } of entries) {
    const attrs = aggregateAttributes(cell, delta);
    for (const [target, values] of [[months, attrs.month], [travellers, attrs.travellers]] as const) {
      const item = target.get(cell.month) ?? {};
      for (const [name, value] of Object.entries(values)) item[name] = (item[name] ?? 0) + value;
      target.set(cell.month, item);
    }
  }
  const list = (map: Map<string, Record<string, number>>) => [...map].map(([month, attributes]) => ({ month, attributes }));
  return { months: list(months), travellers: list(travellers) };
}

const berlin: TravelCell = { month: '2026-01', country: 'Germany', city: 'Berlin', costCentre: 'ENG', travellerId: 'u1' };
const munich: TravelCell = { month: '2026-01', country: 'Germany', city: 'Munich', costCentre: 'SAL', travellerId: 'u2' };
const lisbon: TravelCell = { month: '2026-02', country: 'Portugal', city: 'Lisbon', costCentre: '', travellerId: 'u1' };

describe('the money of business stays', () => {
  it('a confirmed stay counts the stay and its per-stay fee', () => {
    expect(confirmDelta({ nights: 3, totalAmount: 30_000 }, FEE)).toEqual({ stays: 1, nights: 3, spendCents: 31_500, outOfPolicyStays: 0 });
    expect(confirmDelta({ nights: 3, totalAmount: 30_000, outOfPolicy: true }, FEE).outOfPolicyStays).toBe(1);
  });

  it('a full refund takes the stay, its fee (the credit note) and its nights back', () => {
    const stay = { nights: 3, totalAmount: 30_000, outOfPolicy: true };
    const total = addDeltas(confirmDelta(stay, FEE), cancelDelta(stay, { refundedAmount: 30_000, nightsFreed: 3, stayFeeCents: FEE }));
    expect(total).toEqual({ stays: 0, nights: 0, spendCents: 0, outOfPolicyStays: 0 });
  });

  it('a partial refund keeps the fee and the nights slept', () => {
    const stay = { nights: 4, totalAmount: 40_000 };
    const total = addDeltas(confirmDelta(stay, FEE), cancelDelta(stay, { refundedAmount: 20_000, nightsFreed: 2, stayFeeCents: FEE }));
    expect(total).toEqual({ stays: 1, nights: 2, spendCents: 21_500, outOfPolicyStays: 0 });
  });

  it('a strict policy refunds nothing: the spend stays, the unslept nights go (the benchmark follows the nights)', () => {
    const stay = { nights: 2, totalAmount: 20_000 };
    expect(cancelDelta(stay, { refundedAmount: 0, nightsFreed: 2, stayFeeCents: FEE })).toEqual({ stays: -1, nights: -2, spendCents: 0, outOfPolicyStays: 0 });
  });
});

describe('benchmarks', () => {
  it('uses the city rate, else the country rate, else none', () => {
    expect(benchmarkRate(benchmarks, 'Germany', 'Munich')).toEqual({ cents: 20_000, basis: 'city', country: 'DE' });
    expect(benchmarkRate(benchmarks, 'germany', 'münchen')).toEqual({ cents: 15_000, basis: 'country', country: 'DE' });
    expect(benchmarkRate(benchmarks, 'DE', 'Berlin')).toEqual({ cents: 15_000, basis: 'country', country: 'DE' });
    expect(benchmarkRate(benchmarks, 'Japan', 'Tokyo')).toEqual({ cents: 0, basis: 'none', country: 'JP' });
    expect(benchmarkRate(benchmarks, 'Atlantis', 'X').basis).toBe('none');
  });

  it('reads the listings’ country names', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf('United Kingdom')).toBe('GB');
    expect(countryCodeOf('The Netherlands')).toBe('NL');
    expect(countryCodeOf('pt')).toBe('PT');
  });

  it('HR’s figures override the defaults, a city by its country and name', () => {
    const merged = effectiveBenchmarks(DEFAULT_HOTEL_BENCHMARKS, { countries: { DE: 9_900, JP: 12_000 }, cities: [{ country: 'DE', city: 'Berlin', cents: 17_000 }] });
    expect(merged.countries.DE).toBe(9_900);
    expect(merged.countries.JP).toBe(12_000);
    expect(merged.countries.PT).toBe(DEFAULT_HOTEL_BENCHMARKS.countries.PT);
    expect(benchmarkRate(merged, 'Germany', 'Berlin').cents).toBe(17_000);
  });
});

describe('report rows', () => {
  const stay = (nights: number, totalAmount: number, outOfPolicy = false) => ({ nights, totalAmount, outOfPolicy });
  const entries = [
    { cell: berlin, delta: confirmDelta(stay(2, 20_000), FEE) }, // benchmark 2 × 150 = 300
    { cell: munich, delta: confirmDelta(stay(1, 25_000, true), FEE) }, // benchmark 200 (city), spend 265: negative
    { cell: lisbon, delta: confirmDelta(stay(3, 24_000), FEE) }, // benchmark 300
    { cell: lisbon, delta: cancelDelta(stay(3, 24_000), { refundedAmount: 8_000, nightsFreed: 1, stayFeeCents: FEE }) },
  ];
  const { months, travellers } = itemsOf(entries);

  it('by month: spend less refunds, the benchmark of the nights slept, savings', () => {
    const { rows, totals } = reportRows(months, 'month', benchmarks);
    expect(rows.map((row) => [row.key, row.stays, row.nights, row.spendCents, row.benchmarkCents, row.savingsCents, row.outOfPolicyStays])).toEqual([
      ['2026-01', 2, 3, 21_500 + 26_500, 30_000 + 20_000, 50_000 - 48_000, 1],
      ['2026-02', 1, 2, 25_500 - 8_000, 20_000, 20_000 - 17_500, 0],
    ]);
    expect(rows[0]!.benchmarkBasis).toBe('mixed');
    expect(totals).toMatchObject({ stays: 3, nights: 5, spendCents: 65_500, benchmarkCents: 70_000, savingsCents: 4_500, outOfPolicyStays: 1 });
    expect(totals.averageNightlyCents).toBe(Math.round(65_500 / 5));
  });

  it('by city: a stay that cost more than the hotel shows a negative saving, with the benchmark it used', () => {
    const { rows } = reportRows(months, 'city', benchmarks);
    const munichRow = rows.find((row) => row.key === 'Germany/Munich')!;
    expect(munichRow).toMatchObject({ label: 'Munich, Germany', spendCents: 26_500, benchmarkCents: 20_000, savingsCents: -6_500, benchmarkBasis: 'city' });
    expect(munichRow.benchmarkNote).toBe('Munich city rate €200.00');
    // Issue 40 (ADR 0187): the note's rates, for the reader's language.
    expect(munichRow).toMatchObject({ benchmarkRates: [{ basis: 'city', place: 'Munich', cents: 20_000 }], benchmarkRateCount: 1 });
    expect(rows.find((row) => row.key === 'Germany/Berlin')!.benchmarkBasis).toBe('country');
  });

  it('by cost centre, country and traveller: every grouping adds up to the same totals', () => {
    const month = reportRows(months, 'month', benchmarks).totals;
    for (const groupBy of ['country', 'city', 'costCentre'] as const) expect(reportRows(months, groupBy, benchmarks).totals).toEqual(month);
    const byTraveller = reportRows(travellers, 'traveller', benchmarks, { travellers: new Map([['u1', 'Sam Rivera']]) });
    expect(byTraveller.totals).toEqual(month);
    expect(byTraveller.rows.map((row) => row.label).sort()).toEqual(['Former member', 'Sam Rivera']);
    expect(reportRows(months, 'costCentre', benchmarks).rows.map((row) => row.label)).toContain('No cost centre');
  });

  it('a stay cancelled before it began leaves no row', () => {
    const cancelled = itemsOf([
      { cell: berlin, delta: confirmDelta(stay(2, 20_000), FEE) },
      { cell: berlin, delta: cancelDelta(stay(2, 20_000), { refundedAmount: 20_000, nightsFreed: 2, stayFeeCents: FEE }) },
    ]);
    expect(reportRows(cancelled.months, 'city', benchmarks).rows).toEqual([]);
  });

  it('the CSV rows carry the figures in euros and a total line', () => {
    const answer = { groupBy: 'month' as const, ...reportRows(months, 'month', benchmarks) };
    const csv = reportCsvRows(answer);
    expect(csv.header[0]).toBe('month');
    expect(csv.rows.at(-1)!.slice(0, 5)).toEqual(['total', 'Total', 3, 5, '655.00']);
  });
});

describe('report parameters', () => {
  it('names the parameter that is wrong', () => {
    expect(reportPeriodIssue('2026-01', '2026-12')).toBeNull();
    expect(reportPeriodIssue('2026-13', '2026-12')?.path).toBe('from');
    expect(reportPeriodIssue('2026-01', '26-12')?.path).toBe('to');
    expect(reportPeriodIssue('2026-05', '2026-01')?.path).toBe('from');
    expect(reportPeriodIssue('2023-01', '2025-12')).toBeNull();
    expect(reportPeriodIssue('2023-01', '2026-01')?.message).toContain('36 months');
    expect(monthsBetween('2025-11', '2026-02')).toBe(4);
  });
});
