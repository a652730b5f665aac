import { DEFAULT_HOTEL_BENCHMARKS, HOTEL_BENCHMARK_SOURCE } from '@worknest/shared/hotel-benchmark-defaults';
import {
  addMonths,
  defaultPeriod,
  isReportMonth,
  effectiveBenchmarks,
  readsTravellers,
  reportPeriodIssue,
  reportRows,
  type HotelBenchmarks,
  type ReportAnswer,
  type ReportGrouping,
} from '@worknest/shared/hr-report-rules';
import { invoiceMonth } from '@worknest/shared/business-stay-rules';
import { MAX_STAY_NIGHTS } from '@worknest/shared/constants';
import { nowMs } from '../../clock';
import { getCostCentres } from '../../store/company-billing';
import { getBenchmarkOverrides, listBusinessStaysOn, putBenchmarkOverrides, readTravelAggregates } from '../../store/travel-reports';
import { getUsers } from '../../store/users';
import { InvalidInputError } from '../errors';

/**
 * Issue 36 (ADR 0135): what business travel costs and saves, for HR of the company and platform
 * admins (billing-company.ts decides whose). The figures come from the company's per-month
 * aggregates (store/travel-reports.ts), at most 36 items a report, never from the bookings.
 */

export interface ReportRequest {
  from?: string;
  to?: string;
  groupBy?: ReportGrouping;
}

/** The period asked for, or the twelve months up to this one; 400 naming the parameter that is wrong. */
export function reportPeriod(request: ReportRequest, now: number = nowMs()): { from: string; to: string } {
  const fallback = defaultPeriod(invoiceMonth(now).month);
  // A missing bound is filled in from the given one (twelve months), each given one checked first.
  const to = request.to ?? (request.from && isReportMonth(request.from) && request.from > fallback.to ? request.from : fallback.to);
  const from = request.from ?? (isReportMonth(to) ? addMonths(to, -11) : fallback.from);
  const issue = reportPeriodIssue(from, to);
  if (issue) throw new InvalidInputError(issue.message, [{ path: issue.path, message: issue.message }], 'validation_failed');
  return { from, to };
}

export interface BenchmarksView extends HotelBenchmarks {
  defaults: HotelBenchmarks;
  overrides: HotelBenchmarks;
  source: typeof HOTEL_BENCHMARK_SOURCE;
  updatedAt: string | null;
}

export async function companyBenchmarks(domain: string): Promise<BenchmarksView> {
  const overrides = await getBenchmarkOverrides(domain);
  const own: HotelBenchmarks = { countries: overrides?.countries ?? {}, cities: overrides?.cities ?? [] };
  return { ...effectiveBenchmarks(DEFAULT_HOTEL_BENCHMARKS, own), defaults: DEFAULT_HOTEL_BENCHMARKS, overrides: own, source: HOTEL_BENCHMARK_SOURCE, updatedAt: overrides?.updatedAt ?? null };
}

/** HR's own rates replace the overrides as a whole (the shipped defaults stay under them). */
export async function saveCompanyBenchmarks(domain: string, overrides: HotelBenchmarks, by: string): Promise<BenchmarksView> {
  const countries = Object.fromEntries(Object.entries(overrides.countries).map(([code, cents]) => [code.toUpperCase(), cents]));
  const cities = overrides.cities.map((city) => ({ country: city.country.toUpperCase(), city: city.city.trim(), cents: city.cents }));
  await putBenchmarkOverrides(domain, { countries, cities }, by, new Date(nowMs()).toISOString());
  return companyBenchmarks(domain);
}

export async function travelReport(domain: string, request: ReportRequest): Promise<ReportAnswer> {
  const { from, to } = reportPeriod(request);
  const groupBy = request.groupBy ?? 'month';
  const [items, benchmarks] = await Promise.all([readTravelAggregates(domain, from, to, readsTravellers(groupBy)), companyBenchmarks(domain)]);
  const labels = await reportLabels(domain, groupBy, items.flatMap((item) => Object.keys(item.attributes)));
  const { rows, totals } = reportRows(items, groupBy, benchmarks, labels);
  return { domain, from, to, groupBy, rows, totals };
}

/** Names for the traveller and cost-centre rows (ids and codes alone tell HR little). */
async function reportLabels(domain: string, groupBy: ReportGrouping, attributeNames: string[]) {
  if (groupBy === 'costCentre') return { costCentres: new Map((await getCostCentres(domain)).map((centre) => [centre.code, centre.name])) };
  if (groupBy !== 'traveller') return {};
  const ids = [...new Set(attributeNames.filter((name) => name.startsWith('u|')).map((name) => decodeURIComponent(name.split('|')[1] ?? '')))].filter(Boolean);
  const users = await getUsers(ids);
  const travellers = new Map<string, string>();
  for (const [id, user] of users) if (!user.deletedAt) travellers.set(id, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email);
  return { travellers };
}

export interface TravellerToday {
  bookingId: string;
  traveller: { id: string; name: string };
  listingTitle: string;
  city: string | null;
  country: string | null;
  checkIn: string;
  checkOut: string;
  host: { name: string; phone: string | null };
}

/** Duty of care: who is on a business stay on `day`, with the host to call; never the street address. */
export async function travellersOn(domain: string, day: string): Promise<{ date: string; travellers: TravellerToday[] }> {
  const earliest = new Date(Date.parse(`${day}T00:00:00Z`) - MAX_STAY_NIGHTS * 86_400_000).toISOString().slice(0, 10);
  const stays = await listBusinessStaysOn(domain, day, earliest);
  const users = await getUsers([...new Set(stays.flatMap((stay) => [stay.guestId, stay.hostId]))]);
  const nameOf = (id: string) => {
    const user = users.get(id);
    if (!user || user.deletedAt) return 'Former member';
    return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  };
  const travellers = stays
    .map((stay) => ({
      bookingId: stay.id,
      traveller: { id: stay.guestId, name: nameOf(stay.guestId) },
      listingTitle: stay.listingTitle,
      city: stay.city,
      country: stay.country,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      host: { name: nameOf(stay.hostId), phone: users.get(stay.hostId)?.deletedAt ? null : users.get(stay.hostId)?.phoneNumber ?? null },
    }))
    .sort((a, b) => a.traveller.name.localeCompare(b.traveller.name) || a.checkIn.localeCompare(b.checkIn));
  return { date: day, travellers };
}

/** Today (UTC) as yyyy-MM-dd, on the store's clock. */
export function todayUtc(): string {
  return new Date(nowMs()).toISOString().slice(0, 10);
}
