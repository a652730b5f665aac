import { profileUpdateSchema } from '@worknest/shared/auth';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { profileUpdateBody } from './user-inputs';

describe('PATCH /api/users/{id}: the plain body answers as profileUpdateSchema (issue 15)', () => {
  it('same data, same messages', () => {
    const names = [undefined, '', '  ', ' Sam ', 'Sam\u0000', 'x'.repeat(50), 'x'.repeat(51), 5, null];
    const phones = [undefined, '', ' ', '+49 30 1234567', '12', 'abc-123', 'x'.repeat(31), '1'.repeat(31), ' +1 (555) 010-0000 ', 7];
    const bodies: unknown[] = [
      undefined,
      {},
      ...names.map((firstName) => ({ firstName })),
      ...names.map((lastName) => ({ lastName })),
      ...names.map((username) => ({ username })),
      ...phones.map((phoneNumber) => ({ phoneNumber })),
      { firstName: '', phoneNumber: 'x'.repeat(31), other: 1 },
    ];
    for (const body of bodies) expect(answerOf(profileUpdateBody, body), JSON.stringify(body)).toStrictEqual(answerOf(profileUpdateSchema, body));
  });
});
