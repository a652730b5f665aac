import { domainField } from '@worknest/shared/people';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { employeeIdParams, employeesQuery } from './hr-inputs';

describe('the HR routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('{id} of an employee, ?domain=&cursor=&limit=', () => {
    const zodParams = z.object({ id: z.string().uuid('Employee not found') });
    for (const id of [undefined, 'x', '123e4567-e89b-42d3-a456-426614174000']) expect(answerOf(employeeIdParams, { id })).toStrictEqual(answerOf(zodParams, { id }));
    const zodQuery = z.object({ domain: domainField.optional(), cursor: z.string().max(2000).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });
    for (const query of [{}, { domain: ' ACME.test ' }, { domain: 'acme' }, { limit: '101' }, { limit: '0', cursor: 'x'.repeat(2001), domain: 'a' }, { limit: '7' }]) {
      expect(answerOf(employeesQuery, query), JSON.stringify(query)).toStrictEqual(answerOf(zodQuery, query));
    }
  });
});
