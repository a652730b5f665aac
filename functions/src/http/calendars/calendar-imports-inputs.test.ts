import { calendarImportsSchema } from '@worknest/shared/calendar';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { calendarImportsBody } from './calendar-imports-inputs';

const a = 'https://www.airbnb.com/calendar/ical/1.ics';
const b = 'http://example.test/cal.ics';

describe('PUT /api/listings/{id}/calendar-imports: the plain body answers as calendarImportsSchema (issue 15)', () => {
  it('same list, same messages', () => {
    for (const urls of [
      undefined,
      null,
      'x',
      [],
      [a],
      [` ${a} `],
      [a, b],
      [a, a],
      [a, ` ${a}`],
      [a, b, 'https://c.test/x'],
      [a, b, 'https://c.test/x', 'https://d.test/x'],
      ['ftp://x.test/cal'],
      ['not a url', 'not a url'],
      [`https://x.test/${'a'.repeat(2000)}`, `https://x.test/${'a'.repeat(2000)}`],
      ['https://user:pw@x.test/cal'],
      [5, a],
      [5, 5],
      [null],
    ]) {
      expect(answerOf(calendarImportsBody, { urls }), JSON.stringify(urls)?.slice(0, 80)).toStrictEqual(answerOf(calendarImportsSchema, { urls }));
    }
    expect(answerOf(calendarImportsBody, undefined)).toStrictEqual(answerOf(calendarImportsSchema, undefined));
  });
});
