import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locale-rules';

/**
 * Issue 40: the language the shared formatters (`dates`, `formatEuros`, `formatCount`, `plural`)
 * write in. The web app sets it when it activates a language (lib/i18n); on the server it stays
 * English, and a mail in the recipient's language makes its own formatters
 * (`createDateFormatters({ locale: INTL_LOCALE[locale] })`, `formatEurosIn`).
 */
let active: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function activeLocale(): Locale {
  return active;
}

/** The Intl locale of the active language (`de` → `de-DE`). */
export function activeIntlLocale(): string {
  return INTL_LOCALE[active];
}

export function setActiveLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

/** Called after every change of the active language (React re-renders through it). */
export function onActiveLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
