import { companyCredit } from './business-stay-rules';

/**
 * Issue 36: what business travel costs and saves (HR's reports, ADR 0135). Plain values and rules
 * without zod, for the functions (the lifecycle's aggregate writes, the report routes, the recount)
 * and the web page alike.
 *
 * The money:
 * - `spendCents` is what the company paid for a stay: the stay (accommodation and service fee) and
 *   the per-stay fee, less what a cancellation gave back (the refund, and the per-stay fee the
 *   credit note removes with a full refund: business-stay-rules `companyCredit`).
 * - `benchmarkCents` is what the same nights would have cost in a hotel: nights × the benchmark
 *   rate of the stay's city, else its country (none: 0, and the row says so).
 * - `savingsCents = benchmarkCents − spendCents`, negative when the stays cost more.
 *
 * The aggregates: per company and month (of check-in), one item for the dimensions month, country,
 * city and cost centre, one for travellers; each dimension's value keeps its stays, nights, spend,
 * out-of-policy stays and its nights per place (country and city), from which a report computes the
 * benchmark with the rates of the day (HR may change them). Attribute names are
 * `<dim>|<value>|<field>` with the value URI-encoded (see `aggregateAttributes`).
 */

export const REPORT_GROUPINGS = ['month', 'country', 'city', 'costCentre', 'traveller'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** At most this many months in one report. */
export const MAX_REPORT_MONTHS = 36;

export const HR_REPORT_MESSAGES = {
  from: 'from must be a month as yyyy-MM, e.g. 2026-01',
  to: 'to must be a month as yyyy-MM, e.g. 2026-12',
  order: 'from must not be after to',
  range: `from and to may span at most ${MAX_REPORT_MONTHS} months`,
  groupBy: `groupBy must be one of ${REPORT_GROUPINGS.join(', ')}`,
  date: 'date must be a day as yyyy-MM-dd, e.g. 2026-03-14',
  country: 'countries must map two-letter country codes (e.g. "DE") to whole cents from 0 to 1,000,000',
  cityCountry: 'country must be a two-letter country code, e.g. "DE"',
  cityName: 'city must be 1 to 80 characters',
  cents: 'cents must be a whole number of cents from 0 to 1,000,000',
  cities: 'cities may hold at most 500 cities',
  company: 'Company not found',
} as const;

export const MAX_BENCHMARK_CENTS = 1_000_000;
export const MAX_BENCHMARK_CITIES = 500;

export interface ReportFigures {
  stays: number;
  nights: number;
  spendCents: number;
  averageNightlyCents: number;
  benchmarkCents: number;
  savingsCents: number;
  outOfPolicyStays: number;
}

/** Which benchmark rates a row used: its city's, its country's, several (a mix), or none known. */
export type BenchmarkBasis = 'city' | 'country' | 'mixed' | 'none';

export interface ReportRow extends ReportFigures {
  key: string;
  label: string;
  /** Which benchmark the row used (issue: "the report says which benchmark each row used"). */
  benchmarkBasis: BenchmarkBasis;
  /** In words, e.g. "Berlin city rate €150.00" or "3 rates: …" (English: the CSV export says it). */
  benchmarkNote: string;
  /** Issue 40 (ADR 0187): the note's rates (at most two, as the note names them) for the reader's language. */
  benchmarkRates: BenchmarkNoteRate[];
  /** How many rates the row used (the note says "3 rates: …" beyond two). */
  benchmarkRateCount: number;
}

/** One rate of a row's benchmark note: a city's or a country's rate, or a place with none. */
export interface BenchmarkNoteRate {
  basis: Exclude<BenchmarkBasis, 'mixed'>;
  /** The city (city rate), the country's ISO code (country rate), or the place without a rate ('' when unknown). */
  place: string;
  cents: number;
}

export interface ReportAnswer {
  domain: string;
  from: string;
  to: string;
  groupBy: ReportGrouping;
  rows: ReportRow[];
  totals: ReportFigures & { benchmarkBasis: BenchmarkBasis };
}

export interface HotelBenchmarks {
  /** Cents a night by ISO 3166-1 alpha-2 code. */
  countries: Record<string, number>;
  cities: { country: string; city: string; cents: number }[];
}

/** What a stay adds to, or takes from, its aggregates. */
export interface TravelDelta {
  stays: number;
  nights: number;
  spendCents: number;
  outOfPolicyStays: number;
}

/** Where a stay falls in the aggregates: its month and dimensions. */
export interface TravelCell {
  /** yyyy-MM of check-in. */
  month: string;
  /** The listing's country as written on the booking (free text; '' when unknown). */
  country: string;
  city: string;
  /** '' for none. */
  costCentre: string;
  travellerId: string;
}

export interface CountedStay {
  nights: number;
  totalAmount: number;
  /** Issue 35's booking flag (absent = false). */
  outOfPolicy?: boolean | null;
}

/** A confirmed business stay: the whole stay and its per-stay fee. */
export function confirmDelta(stay: CountedStay, stayFeeCents: number): TravelDelta {
  return { stays: 1, nights: stay.nights, spendCents: stay.totalAmount + stayFeeCents, outOfPolicyStays: stay.outOfPolicy === true ? 1 : 0 };
}

/**
 * A cancelled confirmed business stay: the refund and, with a full refund, the per-stay fee come
 * off the spend (the credit note or the draft's line removal); the nights not yet begun come off
 * the nights (so the benchmark covers only nights slept); a stay none of whose nights began is no
 * longer counted as a stay.
 */
export function cancelDelta(stay: CountedStay, cancellation: { refundedAmount: number; nightsFreed: number; stayFeeCents: number }): TravelDelta {
  const credit = companyCredit(stay.totalAmount, cancellation.refundedAmount);
  const refund = Math.max(0, Math.min(cancellation.refundedAmount, stay.totalAmount));
  const nightsFreed = Math.max(0, Math.min(cancellation.nightsFreed, stay.nights));
  const whole = nightsFreed >= stay.nights;
  return {
    stays: whole ? -1 : 0,
    nights: 0 - nightsFreed,
    spendCents: 0 - (refund + (credit.removeStayFee ? cancellation.stayFeeCents : 0)),
    outOfPolicyStays: whole && stay.outOfPolicy === true ? -1 : 0,
  };
}

export function addDeltas(a: TravelDelta, b: TravelDelta): TravelDelta {
  return { stays: a.stays + b.stays, nights: a.nights + b.nights, spendCents: a.spendCents + b.spendCents, outOfPolicyStays: a.outOfPolicyStays + b.outOfPolicyStays };
}

// --- The aggregate items' attributes -------------------------------------------------------------

/** Dimensions of the month item (`MONTH#yyyy-MM`); the traveller one is on `TRAVELLERS#yyyy-MM`. */
const DIMENSION = { total: 't', country: 'c', city: 'y', costCentre: 'cc', traveller: 'u' } as const;
type DimensionCode = (typeof DIMENSION)[keyof typeof DIMENSION];
const FIELDS = { stays: 's', nights: 'n', spendCents: 'p', outOfPolicyStays: 'o' } as const;

const enc = (value: string) => encodeURIComponent(value);
const placeOf = (country: string, city: string) => `@${enc(country)}/${enc(city)}`;

/** The attributes (name → number to ADD) a delta makes on the month item and the travellers item. */
export function aggregateAttributes(cell: TravelCell, delta: TravelDelta): { month: Record<string, number>; travellers: Record<string, number> } {
  const values = (dim: DimensionCode, value: string): Record<string, number> => {
    const prefix = `${dim}|${value}|`;
    const out: Record<string, number> = {};
    for (const [field, code] of Object.entries(FIELDS) as [keyof TravelDelta, string][]) if (delta[field] !== 0) out[prefix + code] = delta[field];
    if (delta.nights !== 0) out[prefix + placeOf(cell.country, cell.city)] = delta.nights;
    return out;
  };
  return {
    month: {
      ...values(DIMENSION.total, ''),
      ...values(DIMENSION.country, enc(cell.country)),
      ...values(DIMENSION.city, `${enc(cell.country)}/${enc(cell.city)}`),
      ...values(DIMENSION.costCentre, enc(cell.costCentre)),
    },
    travellers: values(DIMENSION.traveller, enc(cell.travellerId)),
  };
}

/** The month of a check-in day (`2026-03-14` → `2026-03`). */
export function stayMonth(checkIn: string): string {
  return checkIn.slice(0, 7);
}

interface Bucket {
  stays: number;
  nights: number;
  spendCents: number;
  outOfPolicyStays: number;
  /** Nights by `country/city` (both as written on the bookings). */
  places: Map<string, { country: string; city: string; nights: number }>;
}

const emptyBucket = (): Bucket => ({ stays: 0, nights: 0, spendCents: 0, outOfPolicyStays: 0, places: new Map() });

/** The buckets of one dimension in one aggregate item, by raw value. */
function bucketsOf(attributes: Record<string, unknown>, dim: DimensionCode): Map<string, Bucket> {
  const buckets = new Map<string, Bucket>();
  for (const [name, raw] of Object.entries(attributes)) {
    if (typeof raw !== 'number' && typeof raw !== 'string') continue;
    const first = name.indexOf('|');
    if (first < 0 || name.slice(0, first) !== dim) continue;
    const last = name.lastIndexOf('|');
    if (last <= first) continue;
    const value = name.slice(first + 1, last);
    const field = name.slice(last + 1);
    const amount = Number(raw);
    if (!Number.isFinite(amount)) continue;
    const bucket = buckets.get(value) ?? emptyBucket();
    buckets.set(value, bucket);
    if (field.startsWith('@')) {
      const [country = '', city = ''] = field.slice(1).split('/').map(decodeURIComponent);
      const key = `${country}/${city}`;
      const place = bucket.places.get(key) ?? { country, city, nights: 0 };
      place.nights += amount;
      bucket.places.set(key, place);
    } else if (field === FIELDS.stays) bucket.stays += amount;
    else if (field === FIELDS.nights) bucket.nights += amount;
    else if (field === FIELDS.spendCents) bucket.spendCents += amount;
    else if (field === FIELDS.outOfPolicyStays) bucket.outOfPolicyStays += amount;
  }
  return buckets;
}

function mergeInto(target: Bucket, source: Bucket): void {
  target.stays += source.stays;
  target.nights += source.nights;
  target.spendCents += source.spendCents;
  target.outOfPolicyStays += source.outOfPolicyStays;
  for (const [key, place] of source.places) {
    const existing = target.places.get(key) ?? { ...place, nights: 0 };
    existing.nights += place.nights;
    target.places.set(key, existing);
  }
}

// --- Countries and benchmarks --------------------------------------------------------------------

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

let countryIndex: Map<string, string> | null = null;

/** Other names the listings' free-text country may use. */
const EVERYDAY_NAMES: Record<string, string> = { uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', holland: 'NL', usa: 'US', 'united states of america': 'US', czechia: 'CZ' };

function canonicalRegion(code: string): string {
  try {
    return new Intl.Locale(`und-${code}`).region ?? code;
  } catch {
    return code;
  }
}

/** The ISO 3166-1 alpha-2 code of a country as listings write it ("Germany", "DE", "Deutschland" is not known: null). */
export function countryCodeOf(country: string): string | null {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return canonicalRegion(trimmed.toUpperCase());
  if (!countryIndex) {
    countryIndex = new Map();
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      names = null;
    }
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        // Aliases (DD, UK, FX) name the country of their canonical code: skip them.
        if (canonicalRegion(code) !== code) continue;
        let name: string | undefined;
        try {
          name = names?.of(code);
        } catch {
          name = undefined;
        }
        const key = name && name !== code ? normalise(name).replace(/^the /, '') : '';
        // The first code wins (GB before the reserved UK).
        if (key && !countryIndex.has(key)) countryIndex.set(key, code);
      }
    }
    for (const [name, code] of Object.entries(EVERYDAY_NAMES)) countryIndex.set(name, code);
  }
  return countryIndex.get(normalise(trimmed).replace(/^the /, '')) ?? null;
}

/** Defaults overridden by HR's own figures (a country or a city HR names replaces the default). */
export function effectiveBenchmarks(defaults: HotelBenchmarks, overrides: HotelBenchmarks | null): HotelBenchmarks {
  if (!overrides) return { countries: { ...defaults.countries }, cities: [...defaults.cities] };
  const cityKey = (city: { country: string; city: string }) => `${city.country.toUpperCase()}/${normalise(city.city)}`;
  const cities = new Map(defaults.cities.map((city) => [cityKey(city), city]));
  for (const city of overrides.cities) cities.set(cityKey(city), city);
  return { countries: { ...defaults.countries, ...overrides.countries }, cities: [...cities.values()] };
}

export interface BenchmarkRate {
  cents: number;
  basis: Exclude<BenchmarkBasis, 'mixed'>;
  /** The country code the rate was found under (null when the country is not known). */
  country: string | null;
}

/** The hotel rate a night in `city`, `country` is compared with: the city's, else the country's, else none (0). */
export function benchmarkRate(benchmarks: HotelBenchmarks, country: string, city: string): BenchmarkRate {
  const code = countryCodeOf(country);
  if (code) {
    const wanted = normalise(city);
    const byCity = wanted ? benchmarks.cities.find((entry) => entry.country.toUpperCase() === code && normalise(entry.city) === wanted) : undefined;
    if (byCity) return { cents: byCity.cents, basis: 'city', country: code };
    const byCountry = benchmarks.countries[code];
    if (byCountry !== undefined) return { cents: byCountry, basis: 'country', country: code };
  }
  return { cents: 0, basis: 'none', country: code };
}

// --- Reports -------------------------------------------------------------------------------------

/** An aggregate item as read: its month and attributes. */
export interface AggregateItem {
  month: string;
  attributes: Record<string, unknown>;
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** A rate of the note in English: "Berlin city rate €150.00", "DE country rate €120.00", "no rate for Atlantis". */
export function benchmarkRateText(rate: BenchmarkNoteRate): string {
  if (rate.basis === 'city') return `${rate.place} city rate ${euros(rate.cents)}`;
  if (rate.basis === 'country') return `${rate.place} country rate ${euros(rate.cents)}`;
  return `no rate for ${rate.place || 'an unknown place'}`;
}

function figures(bucket: Bucket, benchmarks: HotelBenchmarks): ReportFigures & { benchmarkBasis: BenchmarkBasis; benchmarkNote: string; benchmarkRates: BenchmarkNoteRate[]; benchmarkRateCount: number } {
  let benchmarkCents = 0;
  const bases = new Set<Exclude<BenchmarkBasis, 'mixed'>>();
  const rates = new Map<string, BenchmarkNoteRate>();
  for (const place of bucket.places.values()) {
    if (place.nights === 0) continue;
    const rate = benchmarkRate(benchmarks, place.country, place.city);
    benchmarkCents += place.nights * rate.cents;
    bases.add(rate.basis);
    const noted: BenchmarkNoteRate = { basis: rate.basis, place: rate.basis === 'city' ? place.city : rate.basis === 'country' ? (rate.country ?? '') : place.city || place.country, cents: rate.cents };
    rates.set(benchmarkRateText(noted), noted);
  }
  const benchmarkBasis: BenchmarkBasis = bases.size === 0 ? 'none' : bases.size === 1 ? [...bases][0]! : 'mixed';
  const notes = [...rates.keys()].sort();
  const benchmarkNote = notes.length === 0 ? 'no nights' : notes.length <= 2 ? notes.join('; ') : `${notes.length} rates: ${notes.slice(0, 2).join('; ')}; …`;
  const benchmarkRates = notes.slice(0, 2).map((note) => rates.get(note)!);
  return {
    stays: bucket.stays,
    nights: bucket.nights,
    spendCents: bucket.spendCents,
    averageNightlyCents: bucket.nights > 0 ? Math.round(bucket.spendCents / bucket.nights) : 0,
    benchmarkCents,
    savingsCents: benchmarkCents - bucket.spendCents,
    outOfPolicyStays: bucket.outOfPolicyStays,
    benchmarkBasis,
    benchmarkNote,
    benchmarkRates,
    benchmarkRateCount: notes.length,
  };
}

/** Labels the page shows: the traveller's name and the cost centre's name where known. */
export interface ReportLabels {
  travellers?: ReadonlyMap<string, string>;
  costCentres?: ReadonlyMap<string, string>;
}

/** The dimension an aggregate item holds for a grouping (month reads the total). */
export function dimensionOf(groupBy: ReportGrouping): DimensionCode {
  return groupBy === 'month' ? DIMENSION.total : DIMENSION[groupBy];
}

/** Whether a grouping reads the travellers items (`TRAVELLERS#`) instead of the month items. */
export const readsTravellers = (groupBy: ReportGrouping) => groupBy === 'traveller';

/** The report's rows and totals from the aggregate items of the period (months without stays have no item). */
export function reportRows(items: readonly AggregateItem[], groupBy: ReportGrouping, benchmarks: HotelBenchmarks, labels: ReportLabels = {}): { rows: ReportRow[]; totals: ReportAnswer['totals'] } {
  const dim = dimensionOf(groupBy);
  const byKey = new Map<string, Bucket>();
  const total = emptyBucket();
  for (const item of items) {
    for (const [value, bucket] of bucketsOf(item.attributes, dim)) {
      const key = groupBy === 'month' ? item.month : value;
      const target = byKey.get(key) ?? emptyBucket();
      byKey.set(key, target);
      mergeInto(target, bucket);
      mergeInto(total, bucket);
    }
  }
  const rows: ReportRow[] = [];
  for (const [key, bucket] of byKey) {
    if (bucket.stays === 0 && bucket.nights === 0 && bucket.spendCents === 0) continue;
    const decoded = groupBy === 'month' ? key : key.split('/').map(decodeURIComponent).join('/');
    rows.push({ key: decoded, label: labelOf(groupBy, decoded, labels), ...figures(bucket, benchmarks) });
  }
  rows.sort((a, b) => (groupBy === 'month' ? a.key.localeCompare(b.key) : b.spendCents - a.spendCents || a.label.localeCompare(b.label)));
  const { benchmarkNote: _note, benchmarkRates: _rates, benchmarkRateCount: _count, ...totals } = figures(total, benchmarks);
  return { rows, totals };
}

function labelOf(groupBy: ReportGrouping, key: string, labels: ReportLabels): string {
  switch (groupBy) {
    case 'month':
      return monthLabel(key);
    case 'country':
      return key || 'Unknown country';
    case 'city': {
      const [country = '', city = ''] = key.split('/');
      return city ? `${city}${country ? `, ${country}` : ''}` : 'Unknown city';
    }
    case 'costCentre':
      return key ? (labels.costCentres?.get(key) ? `${key} (${labels.costCentres.get(key)})` : key) : 'No cost centre';
    case 'traveller':
      return labels.travellers?.get(key) ?? 'Former member';
  }
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03` → `Mar 2026`. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? index} ${year}`;
}

// --- Parameters ----------------------------------------------------------------------------------

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isReportMonth = (value: string) => MONTH_PATTERN.test(value);

/** Months from `from` to `to`, both included (`2026-01`, `2026-03` → 3). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const zeroBased = year * 12 + (index - 1) + count;
  return `${Math.floor(zeroBased / 12)}-${String((zeroBased % 12) + 1).padStart(2, '0')}`;
}

/** What is wrong with a report's period, naming the parameter; null when it is fine. */
export function reportPeriodIssue(from: string, to: string): { path: 'from' | 'to'; message: string } | null {
  if (!isReportMonth(from)) return { path: 'from', message: HR_REPORT_MESSAGES.from };
  if (!isReportMonth(to)) return { path: 'to', message: HR_REPORT_MESSAGES.to };
  if (from > to) return { path: 'from', message: HR_REPORT_MESSAGES.order };
  if (monthsBetween(from, to) > MAX_REPORT_MONTHS) return { path: 'to', message: HR_REPORT_MESSAGES.range };
  return null;
}

/** The default period: the twelve months up to and including `month`. */
export function defaultPeriod(month: string): { from: string; to: string } {
  return { from: addMonths(month, -11), to: month };
}

/** The CSV's header and rows (cells made formula-safe by ../csv `toCsv`). */
export function reportCsvRows(answer: Pick<ReportAnswer, 'rows' | 'totals' | 'groupBy'>): { header: string[]; rows: (string | number)[][] } {
  const header = [answer.groupBy, 'label', 'stays', 'nights', 'spend_eur', 'average_nightly_eur', 'benchmark_eur', 'savings_eur', 'out_of_policy_stays', 'benchmark_used'];
  const money = (cents: number) => (cents / 100).toFixed(2);
  const line = (key: string, label: string, row: ReportFigures, note: string) => [key, label, row.stays, row.nights, money(row.spendCents), money(row.averageNightlyCents), money(row.benchmarkCents), money(row.savingsCents), row.outOfPolicyStays, note];
  return {
    header,
    rows: [...answer.rows.map((row) => line(row.key, row.label, row, row.benchmarkNote)), line('total', 'Total', answer.totals, answer.totals.benchmarkBasis)],
  };
}

/** The out-of-policy share, 0 to 1 (0 without stays). */
export function outOfPolicyShare(figures: Pick<ReportFigures, 'stays' | 'outOfPolicyStays'>): number {
  return figures.stays > 0 ? figures.outOfPolicyStays / figures.stays : 0;
}
