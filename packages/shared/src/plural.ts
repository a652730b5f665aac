import { activeIntlLocale } from './active-locale';

/**
 * Counted nouns, e.g. "1 night" / "3 nights", through Intl.PluralRules (issue 13): the one place
 * that decides the plural form, instead of "night(s)" texts. The nouns given are English, so the
 * form is English's; the number is written in the active language (issue 40). A converted screen
 * says a count through its catalog's ICU `{count, plural, ...}` instead (web/src/lib/i18n).
 */
// Made on first use, not when the module loads: a function that imports the shared rules and never
// says a count pays no Intl setup at its cold start (issue 33).
let rules: Intl.PluralRules | undefined;
function englishForm(count: number): Intl.LDMLPluralRule {
  return (rules ??= new Intl.PluralRules('en-US')).select(count);
}

export function plural(count: number, one: string, other: string = `${one}s`): string {
  return `${count.toLocaleString(activeIntlLocale())} ${englishForm(count) === 'one' ? one : other}`;
}

/** Only the noun, for texts where the number is written apart ("nights"). */
export function pluralNoun(count: number, one: string, other: string = `${one}s`): string {
  return englishForm(count) === 'one' ? one : other;
}
