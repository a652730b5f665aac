/**
 * Issue 40 (ADR 0187): days already written as text, joined as a list ("Mon, Mar 3, 2031, Tue, Mar
 * 4, 2031 and Wed, Mar 5, 2031"). English keeps the server's "A, B and C" (no serial comma: the
 * sentence the API has always said); other languages use their own list words (Intl.ListFormat:
 * "A, B und C", "A, B et C").
 */
export function listOfDays(named: readonly string[], intlLocale: string): string {
  if (intlLocale.startsWith('en')) return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(named);
}
