import * as z from 'zod';

/** RFC 5321: at most 254 characters in all, 64 in the local part. Checked before any pattern runs. */
export const EMAIL_MAX_LENGTH = 254;
export const LOCAL_PART_MAX_LENGTH = 64;

/*
 * A work address, SPEC.md §5 ("text, @, text, dot, text, no spaces"), narrowed by the security
 * review (issue 14): the local part is a printable-ASCII dot-atom without `%` (no percent
 * routing), so quoted ("a b"@x), commented (a(x)@x), control-character and non-ASCII forms are
 * refused; the domain is dot-separated host labels. Every quantifier is bounded by a literal
 * separator, so the pattern runs in linear time (the old /^[^\s@]+@[^\s@]+\.[^\s@]+$/ was
 * quadratic on a domain of dots), and isWorkEmail checks the length before it runs at all.
 */
const ATOM = "[A-Za-z0-9!#$&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** RFC 2047 encoded words (`=?utf-8?q?...?=`) decode to something else in some mail clients. */
const ENCODED_WORD = /^=\?.*\?=$/;

/** The syntax check alone (no trimming, no case folding): length first, then the linear pattern. */
export function isWorkEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > LOCAL_PART_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, at);
  if (ENCODED_WORD.test(local)) return false;
  // "+tag" only after a mailbox name: "+x@acme.test" has no mailbox to fold to.
  return !local.startsWith('+');
}

/** Lower-cases and trims an address (no folding of sub-addresses). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * THE canonical mailbox of an address, the key of identity, deactivation and rate limits:
 * trimmed, case folded, and the sub-address (`+tag`) removed, because Google Workspace and
 * Microsoft 365 deliver `alice+x@acme.test` to `alice@acme.test` (docs/adr/0017-canonical-mailbox.md).
 * Sign-in links go to the canonical mailbox, so the person who owns the identity gets them.
 */
export function canonicalMailbox(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 0) return normalized;
  const local = normalized.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${normalized.slice(at)}` : normalized;
}

/** The domain part of an address, lower case. */
export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

/** A work e-mail with the given message on failure; the value is the canonical mailbox. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine(isWorkEmail, message)
    .transform(canonicalMailbox);
}
