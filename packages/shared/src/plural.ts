/**
 * Counted nouns, e.g. "1 night" / "3 nights", through Intl.PluralRules (issue 13): the one place
 * that decides the plural form, instead of "night(s)" texts. English is the only UI language; a
 * second one would add its forms here, not at each call.
 */
const rules = new Intl.PluralRules('en-US');

export function plural(count: number, one: string, other: string = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? one : other}`;
}

/** Only the noun, for texts where the number is written apart ("nights"). */
export function pluralNoun(count: number, one: string, other: string = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}
