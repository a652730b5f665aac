import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aggregateAttributes, confirmDelta, reportRows, type AggregateItem, type HotelBenchmarks, type TravelCell } from '@worknest/shared/hr-report-rules';
import { formatMessage, type CompiledCatalog, type MessageValues } from '@worknest/shared/message-format';
import { benchmarkNoteText } from './benchmark-note';

// Issue 40 (ADR 0187): the reports page writes a row's benchmark note from its rates; English as the server's note.
const catalog = (locale: string, intlLocale: string) => {
  const compiled = JSON.parse(readFileSync(new URL(`../../../locales/compiled/${locale}/hr.json`, import.meta.url), 'utf8')) as CompiledCatalog;
  return (id: string, values?: MessageValues) => formatMessage(compiled[id]!, values, intlLocale);
};
const en = catalog('en', 'en-US');
const de = catalog('de', 'de-DE');

const benchmarks: HotelBenchmarks = { countries: { DE: 15_000, PT: 10_050 }, cities: [{ country: 'DE', city: 'Munich', cents: 20_000 }] };
const cell = (country: string, city: string, month = '2026-01'): TravelCell => ({ month, country, city, costCentre: 'ENG', travellerId: 'u1' });

/** One month's aggregate item with a one-night stay at each place. */
function monthOf(places: TravelCell[]): AggregateItem[] {
  const attributes: Record<string, number> = {};
  for (const place of places) {
    for (const [name, value] of Object.entries(aggregateAttributes(place, confirmDelta({ nights: 1, totalAmount: 10_000, outOfPolicy: false }, 1_500)).month)) {
      attributes[name] = (attributes[name] ?? 0) + value;
    }
  }
  return [{ month: '2026-01', attributes }];
}

describe('benchmarkNoteText', () => {
  const cases = [
    [cell('Germany', 'Munich')],
    [cell('Germany', 'Berlin')],
    [cell('Atlantis', 'Poseidonia')],
    [cell('', '')],
    [cell('Germany', 'Munich'), cell('Portugal', 'Lisbon')],
    [cell('Germany', 'Munich'), cell('Portugal', 'Lisbon'), cell('Japan', 'Tokyo')],
  ];

  it.each(cases.map((places) => [places.map((place) => place.city || '(unknown)').join(', '), places] as const))('English says the server’s note: %s', (_name, places) => {
    const row = reportRows(monthOf(places), 'month', benchmarks).rows[0]!;
    expect(benchmarkNoteText(row, en, 'en-US')).toEqual({ text: row.benchmarkNote, translated: true });
  });

  it('German writes the rates and euros its way; a row without rates (an older answer) keeps the English', () => {
    const row = reportRows(monthOf([cell('Germany', 'Munich'), cell('Portugal', 'Lisbon'), cell('Japan', 'Tokyo')]), 'month', benchmarks).rows[0]!;
    expect(row.benchmarkNote).toBe('3 rates: Munich city rate €200.00; PT country rate €100.50; …');
    expect(benchmarkNoteText(row, de, 'de-DE').text).toBe('3 Sätze: Stadtsatz Munich 200,00\u00a0€; Landessatz PT 100,50\u00a0€; …');
    expect(benchmarkNoteText({ ...row, benchmarkRates: [], benchmarkRateCount: 0 }, de, 'de-DE').text).toBe('keine Nächte');
    expect(benchmarkNoteText({ benchmarkNote: 'Munich city rate €200.00' }, de, 'de-DE')).toEqual({ text: 'Munich city rate €200.00', translated: false });
  });
});
