import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from './active-locale';
import { dates } from './format-dates';
import { formatCount, formatEuros, formatEurosIn } from './format-money';
import { acceptLanguageTags, isLocale, localeOfTag, resolveLocale } from './locale-rules';
import { plural } from './plural';

describe('locale rules (issue 40)', () => {
  afterEach(() => setActiveLocale('en'));

  it.each([
    ['de', [], 'de'],
    [null, ['de-AT', 'en'], 'de'],
    [null, ['pt-BR', 'fr-CA'], 'fr'],
    [undefined, ['pt-BR'], 'en'],
    ['xx', ['nl-BE'], 'nl'],
    ['es', ['de'], 'es'],
  ] as const)('member %s, browser %j → %s', (member, browser, expected) => {
    expect(resolveLocale(member, browser)).toBe(expected);
  });

  it('knows exactly the five languages', () => {
    expect(['en', 'de', 'fr', 'es', 'nl'].every(isLocale)).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale('it')).toBe(false);
    expect(localeOfTag('NL_be')).toBe('nl');
  });

  it('reads Accept-Language best first', () => {
    expect(acceptLanguageTags('en;q=0.5, de-CH, fr;q=0.9, it;q=0')).toEqual(['de-CH', 'fr', 'en']);
    expect(resolveLocale(null, acceptLanguageTags('it,es;q=0.8'))).toBe('es');
  });

  it('formats euros, counts and dates in the active language, with the same calls', () => {
    expect(formatEuros(123450)).toBe('€1,234.50');
    expect(formatEuros(5000)).toBe('€50');
    expect(dates.day('2030-03-12')).toBe('Mar 12, 2030');
    setActiveLocale('de');
    expect(formatEuros(123450)).toBe('1.234,50\u00a0€');
    expect(formatCount(1000)).toBe('1.000');
    expect(plural(1200, 'night')).toBe('1.200 nights');
    expect(dates.day('2030-03-12')).toBe('12. März 2030');
    setActiveLocale('fr');
    expect(dates.day('2030-03-12')).toBe('12 mars 2030');
    expect(formatEurosIn('nl-NL', 895)).toBe('€\u00a08,95');
  });
});
