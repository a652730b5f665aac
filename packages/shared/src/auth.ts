import * as z from 'zod';
import { lineText } from './free-text';
import { emailField } from './email';

import { roles } from './roles';

export { displayName, roles, type Role } from './roles';
export const roleSchema = z.enum(roles);

export const LOGIN_EMAIL_MESSAGE = 'Please enter a valid work email address.';

/** SPEC.md §5 Login: non-empty and a valid address. */
export const loginRequestSchema = z.object({ email: emailField(LOGIN_EMAIL_MESSAGE) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The same answer for every valid e-mail, enrolled or not (no enumeration). */
export const MAGIC_LINK_SENT_MESSAGE =
  'If your company participates in Worknest, a sign-in link is on its way to your inbox.';

export const verifyRequestSchema = z.object({
  token: z.string({ error: 'This sign-in link is invalid.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is invalid.'),
});

export const LINK_INVALID_MESSAGE = 'This sign-in link has expired or has already been used.';

/**
 * `POST /api/auth/link-preview {token}` answers whom a link signs in, masked (issue 14, login
 * CSRF): the verify page redeems a link only when the person clicks "Sign in as a…@acme.test",
 * so a link someone else sent cannot quietly sign the browser into their account.
 */
export interface LinkPreview {
  maskedEmail: string;
}

/** `alex@acme.test` → `a…@acme.test`: enough to notice someone else's account, not to read an address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email[0]}…${email.slice(at)}`;
}

/** The path of a sign-in link; its token travels in the fragment (`#token=`), which browsers never send to a server. */
export const VERIFY_PATH = '/auth/verify';
export function signInLinkOf(appOrigin: string, token: string): string {
  return `${appOrigin}${VERIFY_PATH}#token=${encodeURIComponent(token)}`;
}

/** First and last name: asked at the first visit, editable in the profile (issue 13). */
export const NAME_MESSAGES = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  tooLong: 'Names can be at most 50 characters.',
} as const;
export const PERSON_NAME_MAX = 50;
const personNameField = (message: string) => lineText({ error: message }).min(1, message).max(PERSON_NAME_MAX, NAME_MESSAGES.tooLong);

export const eligibilityRequestSchema = z.object({
  firstName: personNameField(NAME_MESSAGES.firstName),
  lastName: personNameField(NAME_MESSAGES.lastName),
  isAdult: z.literal(true, { error: 'Please confirm that you are 18 or older.' }),
  acceptsTerms: z.literal(true, { error: 'Please accept the Terms of Service.' }),
});
export type EligibilityRequest = z.infer<typeof eligibilityRequestSchema>;

/** The signed-in user as the API returns it: no secrets, no internal keys. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  companyDomain: z.string(),
  companyName: z.string(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  eligibilityConfirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What a colleague may see of another member. */
export const publicUserSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  username: true,
  profileImageUrl: true,
  companyDomain: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const optionalTrimmed = (max: number, message: string) =>
  lineText()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * SPEC.md §5 Profile: trimmed, empty sent as absent; absent clears the stored value. First and
 * last name are required once given (issue 13): absent keeps them, blank is refused.
 */
export const profileUpdateSchema = z.object({
  firstName: personNameField(NAME_MESSAGES.firstName).optional(),
  lastName: personNameField(NAME_MESSAGES.lastName).optional(),
  username: optionalTrimmed(50, 'Name must be at most 50 characters'),
  phoneNumber: optionalTrimmed(30, 'Phone number must be at most 30 characters').refine(
    (value) => value === undefined || /^\+?[0-9 ()\-.]{4,30}$/.test(value),
    'Please enter a valid phone number',
  ),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
