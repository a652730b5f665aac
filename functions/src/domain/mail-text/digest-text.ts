import de from './locales/compiled/de/digest.json' with { type: 'json' };
import en from './locales/compiled/en/digest.json' with { type: 'json' };
import es from './locales/compiled/es/digest.json' with { type: 'json' };
import fr from './locales/compiled/fr/digest.json' with { type: 'json' };
import nl from './locales/compiled/nl/digest.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the admins' daily digest (locales/<locale>/digest.json), apart so the other notification jobs do not carry it. */
export const digestMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
