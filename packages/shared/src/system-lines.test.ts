import { describe, expect, it } from 'vitest';
import {
  previewValues,
  requestWithdrawnLine,
  stayCancelledLine,
  swapExpiredLine,
  swapLine,
  swapStayCancelledLine,
  systemLineMessage,
} from './system-lines';

const stay = { checkIn: '2030-03-12', checkOut: '2030-03-15' };
const stays = { mine: { checkIn: '2030-04-01', checkOut: '2030-04-05' }, yours: { checkIn: '2030-05-10', checkOut: '2030-05-12' } };

describe('system lines (issue 40, ADR 0187): code, values and the English as stored before', () => {
  it('a cancelled stay says who cancelled and the refund', () => {
    expect(stayCancelledLine(stay, 'guest', 12050)).toEqual({
      code: 'stay_cancelled',
      values: { checkIn: '2030-03-12', checkOut: '2030-03-15', by: 'guest', refundCents: 12050 },
      text: 'Stay Tue, Mar 12, 2030 – Fri, Mar 15, 2030 cancelled by the guest. Refund: €120.50.',
    });
    expect(stayCancelledLine(stay, 'host', 0).text).toBe('Stay Tue, Mar 12, 2030 – Fri, Mar 15, 2030 cancelled by the host. Refund: €0.');
    expect(stayCancelledLine(stay, 'admin', 30000).text).toBe('Stay Tue, Mar 12, 2030 – Fri, Mar 15, 2030 cancelled by a Worknest administrator. Refund: €300.');
  });

  it('a withdrawn request and a cancelled half of a swap', () => {
    expect(requestWithdrawnLine(stay, 'guest')).toEqual({
      code: 'request_withdrawn',
      values: { checkIn: '2030-03-12', checkOut: '2030-03-15', by: 'guest' },
      text: 'Request for Tue, Mar 12, 2030 – Fri, Mar 15, 2030 withdrawn by the guest. Nothing was charged.',
    });
    expect(requestWithdrawnLine(stay, 'admin').text).toContain('withdrawn by a Worknest administrator.');
    expect(swapStayCancelledLine(stay)).toEqual({
      code: 'swap_stay_cancelled',
      values: { checkIn: '2030-03-12', checkOut: '2030-03-15' },
      text: 'One stay of our home swap (Tue, Mar 12, 2030 – Fri, Mar 15, 2030) was cancelled. You may keep your own stay, or cancel it without penalty.',
    });
  });

  it('a swap line is said from its speaker’s side, with a proposal’s own words after it', () => {
    const said = 'my stay Mon, Apr 1, 2030 – Fri, Apr 5, 2030 at your home, your stay Fri, May 10, 2030 – Sun, May 12, 2030 at mine';
    expect(swapLine('accepted', stays)).toEqual({
      code: 'swap_accepted',
      values: { myCheckIn: '2030-04-01', myCheckOut: '2030-04-05', yourCheckIn: '2030-05-10', yourCheckOut: '2030-05-12' },
      text: `I accepted the home swap: ${said}.`,
    });
    expect(swapLine('withdrawn', stays).text).toBe(`I withdrew the home swap: ${said}.`);
    expect(swapLine('new_dates', stays).text).toBe(`I proposed new dates for the home swap: ${said}.`);
    const proposed = swapLine('proposed', stays, 'Our flat has a desk.');
    expect(proposed.text).toBe(`I proposed a home swap: ${said}.\n\nOur flat has a desk.`);
    expect(proposed.values.note).toBe('Our flat has a desk.');
    expect(previewValues(proposed.values)).not.toHaveProperty('note');
    expect(swapExpiredLine(stays)).toMatchObject({ code: 'swap_expired', text: `The home swap expired after 7 days without an answer: ${said}.` });
  });

  it('the reader’s values: stay dates and euros in their language; none for an unknown code or a missing value', () => {
    const line = stayCancelledLine(stay, 'host', 123450);
    expect(systemLineMessage(line.code, line.values, 'de-DE')).toEqual({
      id: 'system.stay_cancelled',
      values: { checkIn: 'Di., 12. März 2030', checkOut: 'Fr., 15. März 2030', by: 'host', refund: '1.234,50\u00a0€' },
      note: null,
    });
    expect(systemLineMessage('swap_proposed', swapLine('proposed', stays, 'Hi').values, 'en-US')?.note).toBe('Hi');
    expect(systemLineMessage('stay_moved', line.values, 'en-US')).toBeNull();
    expect(systemLineMessage(undefined, undefined, 'en-US')).toBeNull();
    expect(systemLineMessage('stay_cancelled', { checkIn: '2030-03-12', checkOut: '2030-03-15', by: 'host' }, 'en-US')).toBeNull();
    expect(systemLineMessage('swap_stay_cancelled', { checkIn: 'Tuesday', checkOut: '2030-03-15' }, 'en-US')).toBeNull();
  });
});
