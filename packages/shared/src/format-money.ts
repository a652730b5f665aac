import { activeIntlLocale } from './active-locale';

/**
 * Money and counts for people, with no other dependency, so the landing page's first chunk can
 * format a fee without the booking rules (and their dates) that re-export it.
 */

/**
 * Cents for display (SPEC §9: cents / 100) in the active language (issue 40): `5000` → `€50`,
 * `8950` → `€89.50`, `123456` → `€1,234.56`; in German `1.234,56 €`.
 */
export function formatEuros(cents: number): string {
  return formatEurosIn(activeIntlLocale(), cents);
}

/** The same in a given Intl locale (a mail in the recipient's language): `formatEurosIn('de-DE', 123450)` → `1.234,50 €`. */
export function formatEurosIn(intlLocale: string, cents: number): string {
  const euros = cents / 100;
  const digits = Number.isInteger(euros) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR', ...digits }).format(euros);
}

/** Euros always with cents (a rate in a report's note, "€150.00", "150,00 €"), in a given Intl locale. */
export function formatEurosWithCentsIn(intlLocale: string, cents: number): string {
  return new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A whole number for people: `1000` → `1,000` (`1.000` in German). */
export function formatCount(count: number): string {
  return count.toLocaleString(activeIntlLocale());
}
