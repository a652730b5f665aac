import de from './locales/compiled/de/approvals.json' with { type: 'json' };
import en from './locales/compiled/en/approvals.json' with { type: 'json' };
import es from './locales/compiled/es/approvals.json' with { type: 'json' };
import fr from './locales/compiled/fr/approvals.json' with { type: 'json' };
import nl from './locales/compiled/nl/approvals.json' with { type: 'json' };
import { mailKit, type MailKit } from './mail-text';

/** Issue 40 part 2: the approval mails' family (locales/<locale>/approvals.json): the approver's request and the traveller's rejection. */
export const approvalMailText = (locale: string | null | undefined): MailKit => mailKit({ en, de, fr, es, nl }, locale);
