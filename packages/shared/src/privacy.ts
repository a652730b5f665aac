import * as z from 'zod';
import { CONFIRM_EMAIL_MAX_LENGTH, DELETE_ACCOUNT_CONFIRM_MESSAGE } from './privacy-rules';

export * from './privacy-rules';

/** `DELETE /api/users/me {confirmEmail}`; the rest of Profile → Your data lives in ./privacy-rules (no zod), re-exported above. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: DELETE_ACCOUNT_CONFIRM_MESSAGE }).max(CONFIRM_EMAIL_MAX_LENGTH),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;
