import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@worknest/shared/locale-rules';
import { formatMessage, type CompiledCatalog, type MessageValues } from '@worknest/shared/message-format';
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
