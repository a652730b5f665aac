import * as z from 'zod';

/** SPEC.md §5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cases and trims an address; the stored and compared form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain part of a normalized address. */
export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** A work e-mail with the given message on failure; trims and lower-cases. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .regex(EMAIL_PATTERN, message)
    .transform(normalizeEmail);
}
