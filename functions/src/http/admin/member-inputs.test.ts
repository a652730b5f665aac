import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { memberIdParams } from './member-inputs';

describe('{id} of a member: the plain check answers as z.uuid({ error }) (issue 15)', () => {
  it('same data, same messages', () => {
    const zodParams = z.object({ id: z.uuid({ error: 'Member not found' }) });
    for (const id of [undefined, '', 'x', 5, '123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-c456-426614174000', '00000000-0000-0000-0000-000000000000']) {
      expect(answerOf(memberIdParams, { id }), String(id)).toStrictEqual(answerOf(zodParams, { id }));
    }
  });
});
