import { NAME_MESSAGES } from '@worknest/shared/auth-rules';
import { LOCALE_MESSAGE, LOCALES } from '@worknest/shared/locale-rules';
import { cleanLine } from '@worknest/shared/text-rules';
import { mapped, oneOf, optional, plainObject, refined, text, uuid } from '../../validation/plain-schema';
import { personNameField } from '../auth/auth-inputs';

/*
 * The user routes' inputs, checked without zod (issue 15): same rules and messages as the zod
 * schemas named beside them (user-inputs.test.ts compares both).
 */

/** `{id}` of a member in the user and admin routes: `z.object({ id: z.string().uuid('User not found') })`. */
export const userIdParams = plainObject({ id: uuid('User not found') });

/** `optionalTrimmed`: one line, cleaned, empty sent as absent. */
function optionalLine(max: number, message: string) {
  return mapped(optional(text({ clean: cleanLine, max: { length: max, message } })), (value) => (value ? value : undefined));
}

/** `PATCH /api/users/{id}`: `profileUpdateSchema` of @worknest/shared/auth. */
export const profileUpdateBody = plainObject({
  firstName: optional(personNameField(NAME_MESSAGES.firstName)),
  lastName: optional(personNameField(NAME_MESSAGES.lastName)),
  username: optionalLine(50, 'Name must be at most 50 characters'),
  phoneNumber: refined(optionalLine(30, 'Phone number must be at most 30 characters'), {
    test: (value) => value === undefined || /^\+?[0-9 ()\-.]{4,30}$/.test(value),
    message: 'Please enter a valid phone number',
  }),
  locale: optional(oneOf(LOCALES, LOCALE_MESSAGE)),
});
