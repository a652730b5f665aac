import de from './locales/compiled/de/notify.json' with { type: 'json' };
import en from './locales/compiled/en/notify.json' with { type: 'json' };
import es from './locales/compiled/es/notify.json' with { type: 'json' };
import fr from './locales/compiled/fr/notify.json' with { type: 'json' };
import nl from './locales/compiled/nl/notify.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the optional e-mails' family (locales/<locale>/notify.json: new messages, stay reminders, review requests, and every optional mail's unsubscribe footer); the digest, search alerts and travel summary have their own. */
export const notifyMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
