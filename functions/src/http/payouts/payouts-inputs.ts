import { cursorField, integer, plainObject, withDefault } from '../../validation/plain-schema';

/** `GET /api/payouts?cursor=&limit=`: `payoutsQuerySchema` of @worknest/shared/payouts, checked without zod (issue 15; payouts-inputs.test.ts compares both). */
export const payoutsQuery = plainObject({
  cursor: cursorField,
  limit: withDefault(
    integer({
      coerce: true,
      typeMessage: 'limit must be a number',
      intMessage: 'limit must be a whole number',
      min: { value: 1, message: 'limit must be at least 1' },
      max: { value: 50, message: 'limit must be at most 50' },
    }),
    20,
  ),
});
