import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../store/bookings';
import type { UserRecord } from '../../store/users';
import { requestHostMail } from './booking-mails';

/** Issue 29 (15): the request mail writes its deadline like the app, on the listing's clock ("…GMT" before). */
describe('requestHostMail', () => {
  it('names the answer deadline in the listing zone and the house style', () => {
    const booking = {
      id: 'b1',
      listingTitle: 'Harbour loft',
      city: 'Copenhagen',
      country: 'Denmark',
      checkIn: '2026-12-12',
      checkOut: '2026-12-16',
      nights: 4,
      numberOfGuests: 1,
      accommodationAmount: 40_000,
      requestExpiresAt: '2026-11-29T00:26:00.000Z',
      timeZone: 'Europe/Copenhagen',
    } as unknown as BookingRecord;
    const guest = { email: 'alex@acme.test', firstName: 'Alex', lastName: 'Kim' } as unknown as UserRecord;
    const host = { email: 'sam@acme.test', firstName: 'Sam', lastName: 'Rivera' } as unknown as UserRecord;
    const mail = requestHostMail(booking, guest, host, 'http://localhost:3000');
    expect(mail.text).toContain('Please accept or decline by Sun, Nov 29, 2026 at 1:26 AM (Copenhagen time).');
    expect(mail.text).toContain('Check-in: Sat, Dec 12, 2026');
    expect(mail.text).not.toMatch(/GMT/);
  });
});
