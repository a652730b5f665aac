/**
 * Issue 40: the languages Worknest speaks, without zod (handlers check `locale` with this rule;
 * ./locale builds the zod schema for the web from it). ADR 0166.
 *
 * The locale of a person is, in order: the member's own `locale` (profile setting), else the first
 * of the browser's languages that Worknest speaks, else English.
 */

export const LOCALES = ['en', 'de', 'fr', 'es', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The message a 400 carries when `locale` is anything else. */
export const LOCALE_MESSAGE = 'Please choose one of the languages: en, de, fr, es, nl';

/** Each language in its own words, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
};

/**
 * The Intl locale that formats dates, numbers and euros for each language. English keeps `en-US`
 * (the house style before issue 40: "Mar 12, 2030", "€1,234.50"); the others are their main euro
 * country ("1.234,50 €" in German).
 */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `de-AT` → `de`, `pt-BR` → undefined: the language of a BCP 47 tag, if Worknest speaks it. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The member's locale, else the first browser language Worknest speaks, else English. */
export function resolveLocale(memberLocale: string | null | undefined, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(memberLocale)) return memberLocale;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** An `Accept-Language` header (`de-CH,de;q=0.9,en;q=0.8`) as tags, best first. */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
