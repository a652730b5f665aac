import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from './active-locale';
import { formatCount, formatEnglishCount, formatEuros, formatEurosIn, formatEurosWithCentsIn, formatNumber, formatOneDecimal } from './format-money';
import { INTL_LOCALE, type Locale } from './locale-rules';

/**
 * Issue 31: the formatters are made once per locale and style and kept. What they write must be
 * what a formatter made for the call writes, in every language, whichever language came first.
 */
const LOCALES = Object.keys(INTL_LOCALE) as Locale[];
const fresh = (locale: Locale, options: Intl.NumberFormatOptions, value: number) => new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);

describe('format-money writes what a fresh Intl formatter writes, in the five languages', () => {
  afterEach(() => setActiveLocale('en'));

  it.each([0, 5000, 8950, 123456, 123400, 99, 1000000])('%i cents', (cents) => {
    for (const locale of [...LOCALES, ...[...LOCALES].reverse()]) {
      setActiveLocale(locale);
      const digits = cents % 100 === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
      expect(formatEuros(cents), locale).toBe(fresh(locale, { style: 'currency', currency: 'EUR', ...digits }, cents / 100));
      expect(formatEurosIn(INTL_LOCALE[locale], cents), locale).toBe(fresh(locale, { style: 'currency', currency: 'EUR', ...digits }, cents / 100));
      expect(formatEurosWithCentsIn(INTL_LOCALE[locale], cents), locale).toBe(fresh(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }, cents / 100));
    }
  });

  it.each([0, 1, 4, 4.5, 2.345, 1234.56])('%d as a number, a count and a distance', (value) => {
    for (const locale of [...LOCALES, ...[...LOCALES].reverse()]) {
      setActiveLocale(locale);
      expect(formatNumber(value), locale).toBe(fresh(locale, {}, value));
      expect(formatCount(value), locale).toBe(value.toLocaleString(INTL_LOCALE[locale]));
      expect(formatOneDecimal(value), locale).toBe(fresh(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, value));
    }
  });

  it('writes each language its own way (the cache is kept per language)', () => {
    setActiveLocale('de');
    expect(formatEuros(123450)).toBe('1.234,50\u00a0€');
    setActiveLocale('en');
    expect(formatEuros(123450)).toBe('€1,234.50');
    setActiveLocale('fr');
    expect(formatOneDecimal(2.345)).toBe('2,3');
    setActiveLocale('en');
    expect(formatOneDecimal(2.345)).toBe('2.3');
  });
});

describe('formatEnglishCount (no Intl: fixed messages built when a module loads, issue 33)', () => {
  it.each([0, 7, 999, 1000, 12345, 123456, 1234567, -1, -999, -1000, -1234567, Number.MAX_SAFE_INTEGER])('%i as en-US writes it, whatever the active language', (count) => {
    setActiveLocale('de');
    expect(formatEnglishCount(count)).toBe(new Intl.NumberFormat('en-US').format(count));
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatEnglishCount(4.5)).toThrow(RangeError);
    expect(() => formatEnglishCount(Number.NaN)).toThrow(RangeError);
  });
});
