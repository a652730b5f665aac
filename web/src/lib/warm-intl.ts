import { DEFAULT_LOCALE, INTL_LOCALE } from '@worknest/shared/locale-rules';
import type { UiLocale } from './i18n';

/**
 * Issue 31 (ADR 0196): the first Intl formatter a page makes loads ICU's data, ~45 ms on a desktop
 * and four times that on a phone, whichever formatter it is; the next ones take under 1 ms. A page
 * made its first one while rendering its data (a price, a stay's date, a plural count), inside the
 * render's longest task. The app's start makes one number and one date formatter of the page's
 * language while the shell's catalog downloads, before the first paint.
 */
export function warmIntl(locale: UiLocale): void {
  const intlLocale = INTL_LOCALE[locale === 'pseudo' ? DEFAULT_LOCALE : locale];
  new Intl.NumberFormat(intlLocale).format(0);
  new Intl.DateTimeFormat(intlLocale, { timeZone: 'UTC' }).format(0);
}
