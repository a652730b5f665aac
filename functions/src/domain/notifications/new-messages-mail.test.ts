import { describe, expect, it } from 'vitest';
import { requestWithdrawnLine, swapLine } from '@worknest/shared/system-lines';
import type { UserRecord } from '../../store/users';
import { newMessagesMail } from './notification-mails';

/* Issue 40 (ADR 0187): the new-message e-mail quotes a system line in the recipient's language. */

const german = { id: 'u1', email: 'gerd@acme.test', firstName: 'Gerd', lastName: 'Gast', locale: 'de' } as UserRecord;
const english = { ...german, locale: 'en' } as UserRecord;
const unsubscribe = { kind: 'messages' as const, pageUrl: 'https://app.test/unsubscribe#token=t', oneClickUrl: 'https://app.test/api/notifications/unsubscribe?token=t' };
const base = { senderName: 'Hanna Host', listingTitle: 'Quiet flat', count: 1, conversationUrl: 'https://app.test/app/messages/c1', unsubscribe };

describe('the new-message e-mail and system lines', () => {
  const line = requestWithdrawnLine({ checkIn: '2031-03-12', checkOut: '2031-03-15' }, 'guest');

  it('quotes a coded line in German, and the stored English in English', () => {
    const mail = newMessagesMail({ ...base, recipient: german, newest: line.text, newestLine: { code: line.code, values: line.values } });
    expect(mail.text).toContain('Anfrage für Mi., 12. März 2031 – Sa., 15. März 2031 vom Gast zurückgezogen. Es wurde nichts berechnet.');
    expect(mail.text).not.toContain('withdrawn by the guest');
    const inEnglish = newMessagesMail({ ...base, recipient: english, newest: line.text, newestLine: { code: line.code, values: line.values } });
    expect(inEnglish.text).toContain(`“${line.text}”`);
  });

  it('keeps a swap proposal’s own words; quotes an uncoded line or a person’s message as it is', () => {
    const stays = { mine: { checkIn: '2031-04-01', checkOut: '2031-04-05' }, yours: { checkIn: '2031-05-10', checkOut: '2031-05-12' } };
    const proposal = swapLine('proposed', stays, 'Fancy the canal?');
    const mail = newMessagesMail({ ...base, recipient: german, newest: proposal.text, newestLine: { code: proposal.code, values: proposal.values } });
    expect(mail.text).toContain('Ich habe einen Wohnungstausch vorgeschlagen:');
    expect(mail.text).toContain('Fancy the canal?');
    const old = newMessagesMail({ ...base, recipient: german, newest: 'Stay cancelled by the guest.', newestLine: {} });
    expect(old.text).toContain('Stay cancelled by the guest.');
    const person = newMessagesMail({ ...base, recipient: german, newest: 'Hallo!' });
    expect(person.text).toContain('Hallo!');
  });
});
