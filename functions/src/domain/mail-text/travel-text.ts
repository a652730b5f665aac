import de from './locales/compiled/de/travel.json' with { type: 'json' };
import en from './locales/compiled/en/travel.json' with { type: 'json' };
import es from './locales/compiled/es/travel.json' with { type: 'json' };
import fr from './locales/compiled/fr/travel.json' with { type: 'json' };
import nl from './locales/compiled/nl/travel.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the monthly travel summary (locales/<locale>/travel.json), apart so the other notification jobs do not carry it. */
export const travelMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
