import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDateFormatters } from '@worknest/shared/format-dates';
import { confirmedStay, hostWithListing, mailsWithSubject, newGuest, type HostWithListing } from './booking-support';
import { ApiClient } from './support/api-client';
import { mails, nowSeconds, waitForMail } from './support/inbox';
import { runJob } from './support/jobs';
import { fromIp, type SignedInMember } from './support/members';

/*
 * Issue 40 part 2: every e-mail in the recipient's language (the member's `locale`). A German
 * guest books, and cancels, the listing of a French host: each gets the booking confirmation or
 * notice, the cancellation and the new-message notification in their own language, dates and
 * euros included, while members without a language keep the English mails (the other files'
 * assertions). Read from the local SES stand-in's mailbox.
 */

const german = createDateFormatters({ locale: 'de-DE' });
const french = createDateFormatters({ locale: 'fr-FR' });

let place: HostWithListing;
let guest: SignedInMember;
let stayDates: { bookingId: string; checkIn: string; checkOut: string };

async function speaks(member: SignedInMember, locale: string): Promise<void> {
  const answer = await member.client.patch(`/api/users/${member.id}`, { locale });
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  // The first POST /api/listings of a run can time out while the function starts cold on a
  // loaded machine (a 500 from the local gateway's timeout): one more try then.
  place = await hostWithListing().catch(() => hostWithListing());
  guest = await newGuest();
  await speaks(guest, 'de');
  await speaks(place.host, 'fr');
  stayDates = await confirmedStay(place, guest, 12, 2);
});

describe('booking mails in the recipient’s language', () => {
  it('the German guest’s confirmation is German: subject, text, dates, euros and the HTML’s lang', async () => {
    const [mail, ...more] = await mailsWithSubject(guest.email, 'Buchung bestätigt: ');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Buchung bestätigt: ${place.listing.title}`);
    const text = mail!.body.text;
    expect(text).toContain('Ihr Aufenthalt ist gebucht.');
    expect(text).toContain(`Check-in: ${german.stayDate(stayDates.checkIn)}`);
    expect(text).toContain(`Check-out: ${german.stayDate(stayDates.checkOut)}`);
    expect(text).toContain('2 Nächte, 1 Gast');
    // Euros written the German way: "149 €", "1.234,50 €".
    expect(text).toMatch(/Bezahlt insgesamt: [\d.]+(,\d\d)?\s€ \([\d.]+(,\d\d)?\s€ Unterkunft \+ [\d.]+(,\d\d)?\s€ Servicegebühr\)/);
    expect(text).not.toContain('Your stay is booked.');
    expect(mail!.body.html).toContain('lang="de"');
    expect(mail!.body.html).toContain('Buchung ansehen');
    expect(await mailsWithSubject(guest.email, 'Booking confirmed')).toEqual([]);
  });

  it('the French host’s notice of the new booking is French', async () => {
    const [mail] = (await mailsWithSubject(place.host.email, 'Nouvelle réservation : ')).filter((m) => m.subject.includes(place.listing.title));
    expect(mail, 'no French booking notice').toBeTruthy();
    expect(mail!.subject).toBe(`Nouvelle réservation : ${place.listing.title}, du ${french.day(stayDates.checkIn)} au ${french.day(stayDates.checkOut)}`);
    expect(mail!.body.text).toContain('a réservé votre logement.');
    expect(mail!.body.text).toContain(`Arrivée : ${french.stayDate(stayDates.checkIn)}`);
    expect(mail!.body.text).toContain('2 nuits, 1 voyageur');
    expect(mail!.body.html).toContain('lang="fr"');
  });

  it('a cancellation reaches the guest in German and the host in French', async () => {
    const cancelled = await guest.client.post(`/api/bookings/${stayDates.bookingId}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const [toGuest, ...moreGuest] = await mailsWithSubject(guest.email, 'Aufenthalt storniert: ');
    expect(moreGuest).toEqual([]);
    expect(toGuest!.subject).toBe(`Aufenthalt storniert: ${place.listing.title}`);
    expect(toGuest!.body.text).toContain('Sie haben Ihren Aufenthalt storniert.');
    expect(toGuest!.body.text).toMatch(/Erstattung: [\d.]+(,\d\d)?\s€ von [\d.]+(,\d\d)?\s€ bezahlt|Nach den Stornobedingungen des Inserats wird von den bezahlten [\d.]+(,\d\d)?\s€ nichts erstattet/);
    const [toHost] = await mailsWithSubject(place.host.email, `Séjour annulé : ${place.listing.title}`);
    expect(toHost, 'no French cancellation notice').toBeTruthy();
    expect(toHost!.body.text).toContain('a été annulé par le voyageur.');
    expect(toHost!.body.text).toContain('Les nuits pas encore commencées sont de nouveau réservables.');
  });
});

describe('notification mails in the recipient’s language', () => {
  it('a new message: the French host reads it in French, the German guest the answer in German, each with the unsubscribe line', async () => {
    const conversation = await guest.client.post<{ id: string }>('/api/conversations', { listingId: place.listing.id });
    expect(conversation.status, conversation.text).toBeLessThan(300);
    const sent = await guest.client.post(`/api/conversations/${conversation.body.id}/messages`, { content: 'Bonjour ! Ist der Schreibtisch am Fenster?' });
    expect(sent.status, sent.text).toBe(201);
    expect((await runJob<{ failed: number }>('send-notifications')).failed).toBe(0);
    // The stay's system lines (booked, cancelled) may be counted with it: one mail, "N nouveaux messages" then.
    const toHost = (await mails({ to: place.host.email })).filter((mail) => /^(Nouveau message de|\d+ nouveaux messages de) /.test(mail.subject));
    expect(toHost, JSON.stringify((await mails({ to: place.host.email })).map((mail) => mail.subject))).toHaveLength(1);
    expect(toHost[0]!.body.text).toMatch(/vous a envoyé (un message|\d+ messages) à propos de/);
    expect(toHost[0]!.body.text).toContain('« Bonjour ! Ist der Schreibtisch am Fenster? »');
    expect(toHost[0]!.body.text).toContain('Vous recevez cet e-mail car les e-mails « Nouveaux messages » sont activés dans votre profil Worknest. Se désabonner : http');
    expect(toHost[0]!.body.html).toContain('lang="fr"');

    const answer = await place.host.client.post(`/api/conversations/${conversation.body.id}/messages`, { content: 'Oui, bien sûr.' });
    expect(answer.status, answer.text).toBe(201);
    expect((await runJob<{ failed: number }>('send-notifications')).failed).toBe(0);
    const toGuest = (await mails({ to: guest.email })).filter((mail) => /^(Neue Nachricht von|\d+ neue Nachrichten von) /.test(mail.subject));
    expect(toGuest, JSON.stringify((await mails({ to: guest.email })).map((mail) => mail.subject))).toHaveLength(1);
    expect(toGuest[0]!.body.text).toContain('„Oui, bien sûr.“');
    expect(toGuest[0]!.body.text).toContain('In Worknest antworten: http');
  });
});

describe('mails to people without an account: the language of the request', () => {
  it('a company sign-up asked in Dutch gets its confirmation link in Dutch; one without a language, in English', async () => {
    const domain = `taal-${randomUUID().slice(0, 8)}.test`;
    const since = nowSeconds();
    const body = { firstName: 'Fenna', lastName: 'de Vries', email: `fenna@${domain}`, companyName: 'Tulp BV', domain, locale: 'nl' };
    expect((await new ApiClient().post('/api/company-signups', body, { headers: fromIp() })).status).toBe(202);
    const mail = await waitForMail(body.email, { sinceSeconds: since });
    expect(mail.subject).toBe('Bevestig Tulp BV op Worknest');
    expect(mail.body.text).toContain(`Gebruik deze link om de aanmelding van Tulp BV (${domain}) te bevestigen`);
    expect(mail.body.html).toContain('lang="nl"');

    const other = `plain-${randomUUID().slice(0, 8)}.test`;
    const english = { firstName: 'Fay', lastName: 'Founder', email: `fay@${other}`, companyName: 'Plain Ltd', domain: other };
    expect((await new ApiClient().post('/api/company-signups', english, { headers: fromIp() })).status).toBe(202);
    expect((await waitForMail(english.email, { sinceSeconds: since })).subject).toBe('Confirm Plain Ltd on Worknest');
  });

  it('refuses a language it does not speak with the coded 400', async () => {
    const domain = `taal-${randomUUID().slice(0, 8)}.test`;
    const answer = await new ApiClient().post<{ messageCode?: string }>(
      '/api/company-signups',
      { firstName: 'Fenna', lastName: 'de Vries', email: `fenna@${domain}`, companyName: 'Tulp BV', domain, locale: 'it' },
      { headers: fromIp() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.messageCode).toBe('locale_invalid');
  });
});
