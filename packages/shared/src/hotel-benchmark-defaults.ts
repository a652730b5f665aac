import type { HotelBenchmarks } from './hr-report-rules';

/**
 * Issue 36: the hotel benchmarks Worknest ships (ADR 0136), which HR may override per country and
 * per city (`PUT /api/hr/benchmarks`). Data, with its source and date beside it.
 *
 * SOURCE: the EU's "hotel ceilings" for missions of its officials in the Member States, Council
 * Regulation (EC, Euratom) No 1066/2006 of 27 June 2006, Article 1 (Official Journal L 194,
 * 14.7.2006, p. 1), in force from 1 July 2006: the highest a night in a hotel is reimbursed, per
 * country, in euros. Licence: EU legal acts published in the Official Journal may be reused freely
 * (Commission Decision 2011/833/EU on the reuse of Commission documents; EUR-Lex legal notice).
 *
 * HONEST LIMITS: these are the 2006 figures, the newest table we could read offline; they were
 * revised since (Commission Delegated Regulation (EU) 2016/1611 of 7 July 2016, whose table we could
 * not verify offline), and hotel prices have risen since 2006, so these figures understate a hotel
 * night today and the savings they show are conservative. Countries the 2006 table lists beyond
 * Sweden (the United Kingdom) were cut off in the copy we read, and later members (Bulgaria,
 * Romania, Croatia) and countries outside the EU have no default: their stays count with no
 * benchmark (basis "none") until HR sets a rate. No city rates ship: the source has none.
 */
export const HOTEL_BENCHMARK_SOURCE = {
  name: 'EU hotel ceilings for missions in the Member States, Council Regulation (EC, Euratom) No 1066/2006, Article 1',
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32006R1066',
  asOf: '2006-07-01',
  licence: 'EU legal act, free reuse (Commission Decision 2011/833/EU)',
  note: 'The 2006 ceilings: lower than hotel prices today, so savings shown against them are conservative. HR can override any country or city.',
} as const;

const euros = (amount: number) => amount * 100;

export const DEFAULT_HOTEL_BENCHMARKS: HotelBenchmarks = {
  countries: {
    BE: euros(140),
    CZ: euros(155),
    DK: euros(150),
    DE: euros(115),
    EE: euros(110),
    GR: euros(140),
    ES: euros(125),
    FR: euros(150),
    IE: euros(150),
    IT: euros(135),
    CY: euros(145),
    LV: euros(145),
    LT: euros(115),
    LU: euros(145),
    HU: euros(150),
    MT: euros(115),
    NL: euros(170),
    AT: euros(130),
    PL: euros(145),
    PT: euros(120),
    SI: euros(110),
    SK: euros(125),
    FI: euros(140),
    SE: euros(160),
  },
  cities: [],
};
