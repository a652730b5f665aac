import * as z from 'zod';
import { localeSchema } from './locale';
import { lineText } from './free-text';
import { emailField } from './email';
import { LOGIN_EMAIL_MESSAGE, NAME_MESSAGES, PERSON_NAME_MAX } from './auth-rules';
import { roles } from './roles';

export * from './auth-rules';
export { displayName, roles, type Role } from './roles';
export const roleSchema = z.enum(roles);

/** SPEC.md §5 Login: non-empty and a valid address. */
/** Issue 40: `locale`, the browser's language at the request, is the language of the sign-in mail. */
export const loginRequestSchema = z.object({ email: emailField(LOGIN_EMAIL_MESSAGE), locale: localeSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const verifyRequestSchema = z.object({
  token: z.string({ error: 'This sign-in link is invalid.' }).regex(/^[A-Za-z0-9_-]{43}$/, 'This sign-in link is invalid.'),
});

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
  /** Issue 38: true for the founder of a self-serve company still being set up (the setup page only). */
  companySetupPending: z.boolean().optional(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  eligibilityConfirmedAt: z.string().nullable(),
  /** Issue 40: the member's chosen language; null until chosen (the browser's language applies). */
  locale: localeSchema.nullable().optional(),
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
  /** Issue 40: the member's language; a body with only `locale` changes nothing else. */
  locale: localeSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
