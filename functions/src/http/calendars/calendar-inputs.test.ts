import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { STAY_CALENDAR_MESSAGES } from '../../domain/calendar/stay-calendar-file';
import { answerOf } from '../../validation/zod-agreement';
import { feedTokenParams, stayCalendarParams } from './calendar-inputs';

describe('the calendar routes\' plain path checks answer as their zod schemas (issue 15)', () => {
  it('{id} of a stay, {token} of a feed', () => {
    const zodStay = z.object({ id: z.string().uuid(STAY_CALENDAR_MESSAGES.notFound) });
    const zodFeed = z.object({ token: z.string().min(20).max(100) });
    for (const value of [undefined, '', 'x', 'x'.repeat(19), 'x'.repeat(20), 'x'.repeat(100), 'x'.repeat(101), '123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-c456-426614174000']) {
      expect(answerOf(stayCalendarParams, { id: value }), String(value)).toStrictEqual(answerOf(zodStay, { id: value }));
      expect(answerOf(feedTokenParams, { token: value }), String(value)).toStrictEqual(answerOf(zodFeed, { token: value }));
    }
  });
});
