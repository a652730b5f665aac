import { CONFIRM_EMAIL_MAX_LENGTH, DELETE_ACCOUNT_CONFIRM_MESSAGE } from '@worknest/shared/privacy-rules';
import { plainObject, text } from '../../validation/plain-schema';

/** `DELETE /api/users/me {confirmEmail}`: `deleteAccountSchema` of @worknest/shared/privacy, checked without zod (issue 15). */
export const deleteAccountBody = plainObject({ confirmEmail: text({ typeMessage: DELETE_ACCOUNT_CONFIRM_MESSAGE, max: { length: CONFIRM_EMAIL_MAX_LENGTH } }) });
