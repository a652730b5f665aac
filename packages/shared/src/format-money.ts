import { activeIntlLocale } from './active-locale';

/**
 * Money and counts for people, with no other dependency, so the landing page's first chunk can
 * format a fee without the booking rules (and their dates) that re-export it.
 */

// Making an Intl formatter costs far more than using one (~0.6 ms for a currency format on this
// machine, 4× that on a throttled phone; a page of listing cards made three per card). One per
// locale and style, kept for the page's or the function's life (a handful). Issue 31.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(intlLocale: string, style: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale}:${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlLocale, options)));
  return format;
}

const EUROS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 };
const EUROS_AND_CENTS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 };

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
  return Number.isInteger(euros) ? numberFormat(intlLocale, 'euros', EUROS).format(euros) : formatEurosWithCentsIn(intlLocale, cents);
}

/** Euros always with cents (a rate in a report's note, "€150.00", "150,00 €"), in a given Intl locale. */
export function formatEurosWithCentsIn(intlLocale: string, cents: number): string {
  return numberFormat(intlLocale, 'cents', EUROS_AND_CENTS).format(cents / 100);
}

/** A whole number for people: `1000` → `1,000` (`1.000` in German). */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/**
 * A whole number in English with no Intl formatter, for a fixed message built when its module is
 * loaded (`1000` → `1,000`): the first Intl number or date formatter of a process costs about 25 ms
 * (ICU's setup), which every function importing the message would pay at its cold start (issue 33).
 * Such a message is English in any language: it is the key of its code (message-codes.ts).
 */
export function formatEnglishCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`formatEnglishCount takes a whole number, not ${count}`);
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A number as the active language writes it, up to three decimals: `4.5` → `4.5` (`4,5` in German), `4` → `4`. */
export function formatNumber(value: number): string {
  return numberFormat(activeIntlLocale(), 'plain', {}).format(value);
}

/** A number with one decimal in the active language, as a distance is written: `2.345` → `2.3` (`2,3` in German). */
export function formatOneDecimal(value: number): string {
  return numberFormat(activeIntlLocale(), 'one-decimal', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
