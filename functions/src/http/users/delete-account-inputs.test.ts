import { deleteAccountSchema } from '@worknest/shared/privacy';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { deleteAccountBody } from './delete-account-inputs';

describe('DELETE /api/users/me: the plain body answers as deleteAccountSchema (issue 15)', () => {
  it('same data, same messages', () => {
    for (const body of [undefined, {}, { confirmEmail: 'sam@acme.test' }, { confirmEmail: '' }, { confirmEmail: 'x'.repeat(320) }, { confirmEmail: 'x'.repeat(321) }, { confirmEmail: 5 }, { confirmEmail: ['x'] }, { confirmEmail: null, other: 1 }]) {
      expect(answerOf(deleteAccountBody, body), JSON.stringify(body)).toStrictEqual(answerOf(deleteAccountSchema, body));
    }
  });
});
