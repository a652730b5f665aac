import { activeIntlLocale } from '@worknest/shared/active-locale';
import { formatEurosWithCentsIn } from '@worknest/shared/format-money';
import type { BenchmarkNoteRate, ReportRow } from '@worknest/shared/hr-report-rules';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * Issue 40 (ADR 0187): a report row's benchmark note ("Berlin city rate €150.00; DE country rate
 * €120.00", "3 rates: …; …; …", "no nights") in the reader's language from its rates (`hr`
 * catalog, `reports.rate.*`); a row without them (an older server) keeps the server's English.
 */
export function benchmarkNoteText(
  row: Pick<ReportRow, 'benchmarkNote'> & Partial<Pick<ReportRow, 'benchmarkRates' | 'benchmarkRateCount'>>,
  t: Translate,
  intlLocale: string = activeIntlLocale(),
): { text: string; translated: boolean } {
  const { benchmarkRates: rates, benchmarkRateCount: count } = row;
  if (!rates || count === undefined) return { text: row.benchmarkNote, translated: false };
  if (count === 0) return { text: t('reports.rates.none'), translated: true };
  const named = rates.map((rate) => rateText(rate, t, intlLocale)).join('; ');
  return { text: count <= 2 ? named : t('reports.rates.many', { count, rates: named }), translated: true };
}

function rateText(rate: BenchmarkNoteRate, t: Translate, intlLocale: string): string {
  const amount = formatEurosWithCentsIn(intlLocale, rate.cents);
  if (rate.basis === 'city') return t('reports.rate.city', { place: rate.place, amount });
  if (rate.basis === 'country') return t('reports.rate.country', { place: rate.place, amount });
  return rate.place ? t('reports.rate.none', { place: rate.place }) : t('reports.rate.unknown');
}
