import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@worknest/shared/locale-rules';
import { formatMessage, type CompiledCatalog, type MessageValues } from '@worknest/shared/message-format';
import { createDateFormatters, type DateFormatters } from '@worknest/shared/format-dates';
import { formatEurosIn } from '@worknest/shared/format-money';
import de from './locales/compiled/de/mail.json' with { type: 'json' };
import en from './locales/compiled/en/mail.json' with { type: 'json' };
import es from './locales/compiled/es/mail.json' with { type: 'json' };
import fr from './locales/compiled/fr/mail.json' with { type: 'json' };
import nl from './locales/compiled/nl/mail.json' with { type: 'json' };

/**
 * Issue 40: the texts of e-mails in the recipient's language. The catalogs are
 * `locales/<locale>/mail.json` (ICU MessageFormat), compiled by `npm run i18n:compile`, so a
 * function formats them without an ICU parser (ADR 0165). The five compiled catalogs are a few KB.
 */
const CATALOGS = { en, de, fr, es, nl } as unknown as Record<Locale, CompiledCatalog>;

export type MailText = (id: keyof typeof en, values?: MessageValues) => string;

/** The mail texts of `locale` (anything else, or none: English). */
export function mailText(locale: string | null | undefined): MailText {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const catalog = CATALOGS[chosen];
  return (id, values) => formatMessage(catalog[id] ?? CATALOGS.en[id] ?? id, values, INTL_LOCALE[chosen]);
}

/** A family's catalogs (booking, notification, …: each bundled only where its mails are made). */
export type MailCatalogs = Record<Locale, unknown>;

/**
 * Issue 40 part 2: what a mail in the recipient's language needs, all in that language and none
 * of it global (a function may serve two requests in different languages): its texts from a
 * family's catalogs, euros and dates. `locale` is the recipient's (anything else: English).
 */
export interface MailKit {
  locale: Locale;
  t: (id: string, values?: MessageValues) => string;
  euros: (cents: number) => string;
  dates: DateFormatters;
}

const formattersByLocale = new Map<Locale, DateFormatters>();

export function mailKit(catalogs: MailCatalogs, locale: string | null | undefined): MailKit {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const intl = INTL_LOCALE[chosen];
  const catalog = catalogs[chosen] as CompiledCatalog;
  const english = catalogs.en as CompiledCatalog;
  let dates = formattersByLocale.get(chosen);
  if (!dates) formattersByLocale.set(chosen, (dates = createDateFormatters({ locale: intl })));
  return {
    locale: chosen,
    t: (id, values) => formatMessage(catalog[id] ?? english[id] ?? id, values, intl),
    euros: (cents) => formatEurosIn(intl, cents),
    dates,
  };
}
