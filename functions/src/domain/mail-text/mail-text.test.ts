import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { rejectionMail } from '../approvals/approval-mails';
import { guestConfirmationMail } from '../bookings/booking-mails';
import { alreadyEnrolledMail, companySignupMail } from '../companies/company-signup-mails';
import { travelSummaryMail } from '../billing/travel-summary';
import { accountDeletedMail } from '../users/account-deleted-mail';
import { bookingMailText } from './booking-text';

/** Intl writes a no-break space before € in German: compared as a plain space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Issue 40 part 2: each mail family in the recipient's language; one locale per call, nothing global. */
describe('mail texts in the recipient’s language', () => {
  const booking = {
    id: 'b1', listingId: 'l1', listingTitle: 'Harbour loft', city: 'Copenhagen', country: 'Denmark', checkIn: '2026-12-12', checkOut: '2026-12-16',
    nights: 4, numberOfGuests: 2, accommodationAmount: 123_450, serviceFee: 4_550, totalAmount: 128_000, timeZone: 'Europe/Copenhagen',
  } as unknown as BookingRecord;
  const host = { email: 'sam@acme.test', firstName: 'Sam', lastName: 'Rivera', phoneNumber: null } as unknown as UserRecord;

  it('a kit writes euros, dates and plurals in its language, and English for an unknown or missing one', () => {
    const de = bookingMailText('de');
    expect(plain(de.euros(123_450))).toBe('1.234,50 €');
    expect(de.t('stay.counts', { nights: 1, guests: 3 })).toBe('1 Nacht, 3 Gäste');
    expect(de.dates.stayDate('2026-12-12')).toBe('Sa., 12. Dez. 2026');
    expect(bookingMailText('it').euros(123_450)).toBe('€1,234.50');
    expect(bookingMailText(null).t('confirmed.intro')).toBe('Your stay is booked.');
  });

  it('two recipients in two languages in a row each get their own (no language left behind)', () => {
    const german = guestConfirmationMail(booking, { email: 'a@acme.test', locale: 'de' } as UserRecord, host, 'https://app.test');
    const english = guestConfirmationMail(booking, { email: 'b@acme.test' } as UserRecord, host, 'https://app.test');
    expect(german.subject).toBe('Buchung bestätigt: Harbour loft');
    expect(plain(german.text)).toContain('Bezahlt insgesamt: 1.280 € (1.234,50 € Unterkunft + 45,50 € Servicegebühr)');
    expect(german.text).toContain('Telefon: Der Gastgeber hat keine Telefonnummer angegeben');
    expect(english.subject).toBe('Booking confirmed: Harbour loft');
    expect(english.text).toContain('Total paid: €1,280 (€1,234.50 accommodation + €45.50 service fee)');
    expect(english.text).toContain('Check-in: Sat, Dec 12, 2026');
  });

  it('approvals, account and sign-up mails follow the locale given', () => {
    expect(rejectionMail({ traveller: { email: 'mia@acme.test', locale: 'fr' } as UserRecord, booking, reason: 'Budget', byName: 'Max' }).text).toContain(
      'Max a refusé votre séjour professionnel à Harbour loft (sam. 12 déc. 2026 – mer. 16 déc. 2026).',
    );
    expect(accountDeletedMail('a@acme.test', 'https://app.test', 'member', 'es').subject).toBe('Tu cuenta de Worknest se ha eliminado');
    expect(companySignupMail('a@acme.test', 'https://app.test', 'tok', 'Acme', 'acme.test', 'nl').subject).toBe('Bevestig Acme op Worknest');
    expect(alreadyEnrolledMail('a@acme.test', 'https://app.test', 'de').html).toContain('lang="de"');
    expect(alreadyEnrolledMail('a@acme.test', 'https://app.test').subject).toBe('Your company is already on Worknest');
  });

  it('the travel summary names the month and the saving in the reader’s language', () => {
    const totals = { stays: 2, nights: 6, spendCents: 80_000, averageNightlyCents: 13_333, benchmarkCents: 96_000, savingsCents: 16_000, outOfPolicyStays: 1 };
    const unsubscribe = { kind: 'travelSummary' as const, pageUrl: 'https://app.test/u', oneClickUrl: 'https://app.test/o' };
    const recipient = { email: 'hana@acme.test', firstName: 'Hana', locale: 'de' } as UserRecord;
    const mail = travelSummaryMail({ recipient, companyName: 'Acme', month: '2026-10', report: { rows: [], totals } as never, appOrigin: 'https://app.test', unsubscribe });
    expect(plain(mail.subject)).toBe('Geschäftsreisen von Acme im Oktober 2026: 800 €, 160 € gespart gegenüber Hotels');
    expect(mail.text).toContain('1 Aufenthalt lag außerhalb der Reiserichtlinie.');
    expect(mail.text).toContain('Sie erhalten diese E-Mail, weil „Monatliche Reiseübersicht“ in Ihrem Worknest-Profil eingeschaltet ist. Abbestellen: https://app.test/u');
  });
});
