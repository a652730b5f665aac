import { describe, expect, it } from 'vitest';
import {
  deactivationBookingsSentence,
  deactivationDoneSentence,
  hostBookingFate,
  inProgressSentence,
  type HostedBooking,
} from './host-deactivation';

const at = (iso: string) => Date.parse(iso);

/** 3 nights from Tue 12 March 2030 in Copenhagen (CET, UTC+1): check-in 14:00Z on the 12th, check-out 10:00Z on the 15th. */
const booking = (overrides: Partial<HostedBooking> = {}): HostedBooking => ({
  status: 'confirmed',
  checkIn: '2030-03-12',
  checkOut: '2030-03-15',
  timeZone: 'Europe/Copenhagen',
  requestExpiresAtMs: null,
  ...overrides,
});

describe('what deactivating its host does to a booking', () => {
  it.each([
    ['a paid stay a month ahead is cancelled', booking(), '2030-02-12T12:00:00Z', 'cancel'],
    ['a paid stay one minute before its check-in (listing time) is cancelled', booking(), '2030-03-12T13:59:00Z', 'cancel'],
    ['a paid stay at its check-in instant has begun: left to finish', booking(), '2030-03-12T14:00:00Z', 'in-progress'],
    ['a paid stay on its last morning is under way', booking(), '2030-03-15T09:59:00Z', 'in-progress'],
    ['a paid stay at its check-out is over: left alone', booking(), '2030-03-15T10:00:00Z', 'none'],
    ['an open request is declined', booking({ status: 'requested', requestExpiresAtMs: at('2030-02-13T12:00:00Z') }), '2030-02-12T12:00:00Z', 'decline'],
    ['a request past its deadline is the expiry job’s', booking({ status: 'requested', requestExpiresAtMs: at('2030-02-12T12:00:00Z') }), '2030-02-12T12:00:00Z', 'none'],
    ['a cancelled stay is left alone', booking({ status: 'cancelled' }), '2030-02-12T12:00:00Z', 'none'],
    ['a declined request is left alone', booking({ status: 'declined' }), '2030-02-12T12:00:00Z', 'none'],
    ['a checkout still being paid is not a stay yet', booking({ status: 'pending' }), '2030-02-12T12:00:00Z', 'none'],
  ])('%s', (_name, stay, now, fate) => {
    expect(hostBookingFate(stay, at(now))).toBe(fate);
  });

  it('reads check-in in the listing’s zone, not UTC', () => {
    // 14:30Z is 15:30 in Copenhagen (begun) but 09:30 in New York (not yet).
    expect(hostBookingFate(booking(), at('2030-03-12T14:30:00Z'))).toBe('in-progress');
    expect(hostBookingFate(booking({ timeZone: 'America/New_York' }), at('2030-03-12T14:30:00Z'))).toBe('cancel');
  });
});

describe('what the dialog and the toast say', () => {
  it('counts the stays it cancels and the requests it declines', () => {
    expect(deactivationBookingsSentence({ staysToCancel: 0, requestsToDecline: 0 })).toBe('They have no upcoming stays or requests as a host: no booking is cancelled.');
    expect(deactivationBookingsSentence({ staysToCancel: 1, requestsToDecline: 0 })).toBe(
      'This cancels 1 upcoming stay at their homes with a full refund to the guest; the guest is told by e-mail.',
    );
    expect(deactivationBookingsSentence({ staysToCancel: 2, requestsToDecline: 1 })).toBe(
      'This cancels 2 upcoming stays at their homes with a full refund to the guests and declines 1 booking request; the guests are told by e-mail.',
    );
    expect(deactivationBookingsSentence({ staysToCancel: 0, requestsToDecline: 2 })).toBe('This declines 2 booking requests; the guests are told by e-mail.');
  });

  it('names a stay under way, and introduces several', () => {
    const stay = { bookingId: 'b1', listingTitle: 'Bright canal flat', checkIn: '2030-03-12', checkOut: '2030-03-15' };
    expect(inProgressSentence([])).toBeNull();
    expect(inProgressSentence([stay])).toMatch(/^A stay under way is left to finish: “Bright canal flat”, .*Mar 12, 2030 – .*Mar 15, 2030\.$/);
    expect(inProgressSentence([stay, { ...stay, bookingId: 'b2' }])).toBe('2 stays under way are left to finish:');
  });

  it('says what was done, and what is left when the payment provider did not answer', () => {
    const none = { staysCancelled: 0, requestsDeclined: 0, staysInProgress: [], staysNotCancelled: 0 };
    expect(deactivationDoneSentence(none)).toBe('Their sessions have ended and their listings are hidden.');
    expect(deactivationDoneSentence({ ...none, staysCancelled: 1, requestsDeclined: 2 })).toBe(
      'Their sessions have ended and their listings are hidden. 1 stay cancelled and refunded, 2 requests declined.',
    );
    expect(deactivationDoneSentence({ ...none, staysNotCancelled: 1 })).toMatch(/1 booking could not be closed yet/);
  });
});
