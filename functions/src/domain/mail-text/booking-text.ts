import de from './locales/compiled/de/booking.json' with { type: 'json' };
import en from './locales/compiled/en/booking.json' with { type: 'json' };
import es from './locales/compiled/es/booking.json' with { type: 'json' };
import fr from './locales/compiled/fr/booking.json' with { type: 'json' };
import nl from './locales/compiled/nl/booking.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the booking mails' family (locales/<locale>/booking.json), bundled only where booking mails are made. */
export const bookingMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
