/**
 * Where to go after signing in. The guard puts the wanted page in `/login?next=`; the login page
 * keeps it in localStorage because the sign-in link opens in a new tab (often a new window).
 */
const STORAGE_KEY = 'worknest.next';
export const DEFAULT_AFTER_SIGN_IN = '/app/listings';

/** Only same-site app paths: `/app/...`, never `//evil.example` or `https://...`. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/app') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export function rememberNextPath(value: string | null): void {
  const next = safeNextPath(value);
  try {
    if (next) localStorage.setItem(STORAGE_KEY, next);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be off (private mode); then sign-in lands on the default page.
  }
}

/** The remembered path (once: it is forgotten when read), else the default. */
export function takeNextPath(): string {
  try {
    const next = safeNextPath(localStorage.getItem(STORAGE_KEY));
    localStorage.removeItem(STORAGE_KEY);
    return next ?? DEFAULT_AFTER_SIGN_IN;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
