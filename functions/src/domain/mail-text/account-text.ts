import de from './locales/compiled/de/account.json' with { type: 'json' };
import en from './locales/compiled/en/account.json' with { type: 'json' };
import es from './locales/compiled/es/account.json' with { type: 'json' };
import fr from './locales/compiled/fr/account.json' with { type: 'json' };
import nl from './locales/compiled/nl/account.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the account mails' family (locales/<locale>/account.json): account deleted, company sign-up, already enrolled, a report's outcome. */
export const accountMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
