import * as z from 'zod';

/** Profile → Your data (issue 13): the export and the account deletion, shared by page and API. */

export const EXPORT_PATH = '/api/users/me/export';

export const deleteAccountSchema = z.object({
  confirmEmail: z.string({ error: 'Type the e-mail address of your account to confirm.' }).max(320),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const PRIVACY_TEXTS = {
  yourData: 'Your data',
  download: 'Download my data',
  downloadHint: 'A JSON file with your profile, listings, bookings, messages, reviews and sign-ins.',
  deleteAccount: 'Delete my account',
  deleteWarning:
    'This deletes your profile, listings and their photos, and ends every session. Messages and reviews you wrote stay for the other members as "Former member"; bookings keep only what accounting requires. This cannot be undone.',
  typeEmail: 'Type your e-mail address to confirm',
  deleted: 'Your account has been deleted',
} as const;

/** The file name the export is saved under. */
export function exportFileName(isoDate: string): string {
  return `worknest-data-${isoDate.slice(0, 10)}.json`;
}
