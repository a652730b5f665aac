import de from './locales/compiled/de/alerts.json' with { type: 'json' };
import en from './locales/compiled/en/alerts.json' with { type: 'json' };
import es from './locales/compiled/es/alerts.json' with { type: 'json' };
import fr from './locales/compiled/fr/alerts.json' with { type: 'json' };
import nl from './locales/compiled/nl/alerts.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the saved searches' alerts (locales/<locale>/alerts.json), apart so the other notification jobs do not carry them. */
export const alertsMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
