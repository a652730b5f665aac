import { activeIntlLocale } from './active-locale';

/**
 * Counted nouns, e.g. "1 night" / "3 nights", through Intl.PluralRules (issue 13): the one place
 * that decides the plural form, instead of "night(s)" texts. The nouns given are English, so the
 * form is English's; the number is written in the active language (issue 40). A converted screen
 * says a count through its catalog's ICU `{count, plural, ...}` instead (web/src/lib/i18n).
 */
const rules = new Intl.PluralRules('en-US');

export function plural(count: number, one: string, other: string = `${one}s`): string {
  return `${count.toLocaleString(activeIntlLocale())} ${rules.select(count) === 'one' ? one : other}`;
}

/** Only the noun, for texts where the number is written apart ("nights"). */
export function pluralNoun(count: number, one: string, other: string = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}
