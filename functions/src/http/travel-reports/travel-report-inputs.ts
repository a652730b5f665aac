import {
  HR_REPORT_MESSAGES,
  MAX_BENCHMARK_CENTS,
  MAX_BENCHMARK_CITIES,
  REPORT_GROUPINGS,
  isReportMonth,
} from '@worknest/shared/hr-report-rules';
import { integer, listOf, objectField, oneOf, optional, plainObject, text, type FieldRule } from '../../validation/plain-schema';
import { companyDomainField } from '../admin/company-inputs';

/**
 * Issue 36: the HR reports' inputs, checked without zod. `?domain=` as on the billing routes (an
 * admin names the company; HR only its own, another answers 404); every bad parameter is a 400
 * whose message names it.
 */
const month = (message: string) => text({ typeMessage: message, pattern: { regex: /^\d{4}-\d{2}$/, message }, refine: { test: isReportMonth, message } });

/** `GET /api/hr/reports(.csv)?from=yyyy-MM&to=yyyy-MM&groupBy=&domain=`. */
export const reportQuery = plainObject({
  domain: optional(companyDomainField),
  from: optional(month(HR_REPORT_MESSAGES.from)),
  to: optional(month(HR_REPORT_MESSAGES.to)),
  groupBy: optional(oneOf(REPORT_GROUPINGS, HR_REPORT_MESSAGES.groupBy)),
});

const isDay = (value: string) => {
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
};

/** `GET /api/hr/travellers?date=yyyy-MM-dd&domain=`. */
export const travellersQuery = plainObject({
  domain: optional(companyDomainField),
  date: optional(text({ typeMessage: HR_REPORT_MESSAGES.date, pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: HR_REPORT_MESSAGES.date }, refine: { test: isDay, message: HR_REPORT_MESSAGES.date } })),
});

const cents = integer({ typeMessage: HR_REPORT_MESSAGES.cents, min: { value: 0 }, max: { value: MAX_BENCHMARK_CENTS } });

/** `{ "DE": 15000, ... }`: two-letter codes to whole cents. */
const countryRates: FieldRule<Record<string, number>> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { issues: [{ path: [], message: HR_REPORT_MESSAGES.country }] };
  const out: Record<string, number> = {};
  const issues = [];
  for (const [code, amount] of Object.entries(value)) {
    if (!/^[A-Za-z]{2}$/.test(code) || !Number.isInteger(amount) || (amount as number) < 0 || (amount as number) > MAX_BENCHMARK_CENTS) {
      issues.push({ path: [code], message: HR_REPORT_MESSAGES.country });
    } else out[code.toUpperCase()] = amount as number;
  }
  if (Object.keys(value).length > 300) issues.push({ path: [], message: HR_REPORT_MESSAGES.country });
  return issues.length ? { issues } : { value: out };
};

/** `PUT /api/hr/benchmarks { countries, cities }`. */
export const benchmarksBody = plainObject({
  countries: countryRates,
  cities: listOf(
    objectField({
      country: text({ typeMessage: HR_REPORT_MESSAGES.cityCountry, pattern: { regex: /^[A-Za-z]{2}$/, message: HR_REPORT_MESSAGES.cityCountry } }),
      city: text({ typeMessage: HR_REPORT_MESSAGES.cityName, clean: (value) => value.trim(), min: { length: 1, message: HR_REPORT_MESSAGES.cityName }, max: { length: 80, message: HR_REPORT_MESSAGES.cityName } }),
      cents,
    }),
    { typeMessage: HR_REPORT_MESSAGES.cities, max: { length: MAX_BENCHMARK_CITIES, message: HR_REPORT_MESSAGES.cities } },
  ),
});
