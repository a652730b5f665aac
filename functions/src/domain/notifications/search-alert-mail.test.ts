import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../store/users';
import { searchAlertMail, type AlertListing } from './notification-mails';

/* Issue 39: the saved search alert e-mail (the send-search-alerts job sends it). */

const member = { id: 'u1', email: 'sven@acme.test', firstName: 'Sven', lastName: 'Sund' } as UserRecord;
const unsubscribe = { kind: 'searchAlerts' as const, pageUrl: 'https://app.test/unsubscribe#token=t', oneClickUrl: 'https://app.test/api/notifications/unsubscribe?token=t' };
const home = (i: number): AlertListing => ({ id: `l${i}`, title: `Loft ${i}`, city: 'Lisbon', country: 'Portugal', pricePerNight: 8500 });

describe('the saved search alert e-mail', () => {
  it('names each new home with its price and link, the search, and offers one-click unsubscribe', () => {
    const mail = searchAlertMail({ recipient: member, searchName: 'Lisbon desks', listings: [home(1)], total: 1, searchUrl: 'https://app.test/app/listings?q=Lisbon', appOrigin: 'https://app.test', unsubscribe });
    expect(mail.to).toBe('sven@acme.test');
    expect(mail.subject).toBe('1 new home for “Lisbon desks”');
    expect(mail.text).toContain('Hi Sven,');
    expect(mail.text).toContain('1 new home matches your saved search “Lisbon desks”:');
    expect(mail.text).toContain('Loft 1, Lisbon, Portugal: €85 a night. https://app.test/app/listings/l1');
    expect(mail.text).toContain('See the search: https://app.test/app/listings?q=Lisbon');
    expect(mail.text).toContain('Unsubscribe: https://app.test/unsubscribe#token=t');
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe', value: '<https://app.test/api/notifications/unsubscribe?token=t>' });
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
  });

  it('lists the ten it is given and counts the rest', () => {
    const listings = Array.from({ length: 10 }, (_, i) => home(i));
    const mail = searchAlertMail({ recipient: member, searchName: 'Lisbon <desks>', listings, total: 13, searchUrl: 'https://app.test/app/listings', appOrigin: 'https://app.test', unsubscribe });
    expect(mail.subject).toBe('13 new homes for “Lisbon <desks>”');
    expect(mail.text).toContain('13 new homes match your saved search');
    expect(mail.text).toContain('and 3 more homes: see them all in Worknest.');
    // The search's name is the member's own text: escaped in the HTML part.
    expect(mail.html).toContain('Lisbon &lt;desks&gt;');
    expect(mail.html).not.toContain('<desks>');
  });
});
