import { notificationPreferencesPatchSchema, unsubscribeRequestSchema } from '@worknest/shared/notifications';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { notificationPreferencesPatch, unsubscribeQuery } from './notification-inputs';

describe('the notification routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('?token= of the unsubscribe link', () => {
    for (const token of [undefined, '', 'x'.repeat(9), 'x'.repeat(10), 'x'.repeat(500), 'x'.repeat(501)]) {
      expect(answerOf(unsubscribeQuery, { token })).toStrictEqual(answerOf(unsubscribeRequestSchema, { token }));
    }
  });

  it('PATCH /api/users/me/notifications', () => {
    for (const body of [undefined, {}, { messages: false }, { reminders: true, adminDigest: false }, { messages: 'off' }, { messages: null }, { other: true }, { messages: 1, other: true, more: 2 }]) {
      expect(answerOf(notificationPreferencesPatch, body), JSON.stringify(body)).toStrictEqual(answerOf(notificationPreferencesPatchSchema, body));
    }
  });
});
