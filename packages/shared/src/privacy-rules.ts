/**
 * Profile → Your data (issue 13) without zod: the export's path and file name, the page's texts
 * and the account deletion's rules (issue 15: `DELETE /api/users/me` checks its body by hand);
 * ./privacy builds the deletion schema from them and re-exports them.
 */
export const DELETE_ACCOUNT_CONFIRM_MESSAGE = 'Type the e-mail address of your account to confirm.';
/** The confirmation is compared with the account's address; anything longer cannot be one. */
export const CONFIRM_EMAIL_MAX_LENGTH = 320;

export const EXPORT_PATH = '/api/users/me/export';

export const PRIVACY_TEXTS = {
  yourData: 'Your data',
  download: 'Download my data',
  downloadHint: 'A JSON file with your profile, listings, bookings, messages, reviews, favourites, saved searches, blocks, reports you sent and sign-ins.',
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
