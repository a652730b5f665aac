import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domain/errors';
import { stringParams } from './plain-schema';
import { validate } from './validate';

describe('stringParams (issue 15: a path id without zod)', () => {
  const params = stringParams(['id']);

  it('passes a short non-empty id through', () => {
    expect(validate(params, { id: 'abc-123' }, 'path')).toEqual({ id: 'abc-123' });
  });

  it('refuses a missing, empty or overlong id with a 400 naming the field', () => {
    for (const input of [{}, { id: '' }, { id: 'x'.repeat(101) }, { id: 5 }, undefined]) {
      let thrown: unknown;
      try {
        validate(params, input, 'path');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidInputError);
      expect((thrown as InvalidInputError).issues?.[0]?.path).toBe('id');
    }
  });
});
