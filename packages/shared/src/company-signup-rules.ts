import type { Locale } from './locale-rules';

/**
 * Issue 38, self-serve company sign-up: the texts, limits and pure rules without zod, for the
 * functions that check bodies by hand (./company-signup adds the zod schemas and re-exports all
 * of this). The list of free-mail and disposable domains is a package the server reads
 * (functions/src/domain/companies/free-mail-domains.ts); the browser never downloads it.
 */

/** `POST /api/company-signups`: the founder and their company (./company-signup has the schema). */
export interface CompanySignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  domain: string;
  /** Issue 40: the browser's language at the request, the mails' (English when none). */
  locale?: Locale;
}

/** A pending self-serve company nobody finished setting up is removed this long after sign-up. */
export const PENDING_COMPANY_DAYS = 14;

/** The same answer for every well-formed sign-up: enrolled, pending or new domain alike (no enumeration). */
export const COMPANY_SIGNUP_SENT_MESSAGE =
  'Thank you. Check your inbox: we have sent the next step to your work e-mail. A confirmation link works once, for 15 minutes.';

export const COMPANY_SIGNUP_MESSAGES = {
  email: 'Please enter a valid work email address.',
  /** The e-mail's domain must be the company's domain. */
  domainMismatch: 'Your work e-mail must be at your company’s domain (for example you@yourcompany.com for yourcompany.com).',
  /** Free-mail and disposable providers (a maintained list from a package). */
  freeMail: 'Please use your company e-mail: free and disposable e-mail providers cannot sign up a company.',
  /** The confirmation link: unknown, used, superseded or older than 15 minutes. */
  linkInvalid: 'This confirmation link has expired or has already been used. Please sign up again to get a new one.',
  /** `POST /api/company-signups/confirm` when the domain joined meanwhile. */
  alreadyEnrolled: 'Your company is already on Worknest: ask your HR team.',
  /** A founder's session calls anything but the setup steps while the company is pending. */
  pending: 'Finish setting up your company first: verify its domain and pay the setup fee.',
  feePaid: 'The setup fee is paid already.',
  noFeeDue: 'Your company has no setup fee to pay.',
  notPending: 'Your company is set up already.',
} as const;

/** The mail a sign-up for a domain already on Worknest gets (by e-mail only, never in the answer). */
export const ALREADY_ENROLLED_MAIL_TEXT = 'Your company is already on Worknest: ask your HR team.';

/** The page the confirmation link opens; the token is in the fragment, as sign-in links carry it. */
export const COMPANY_SIGNUP_CONFIRM_PATH = '/for-companies/confirm';
export function companySignupLinkOf(appOrigin: string, token: string): string {
  return `${appOrigin}${COMPANY_SIGNUP_CONFIRM_PATH}#token=${encodeURIComponent(token)}`;
}

/** Where a founder continues: the setup steps. */
export const COMPANY_SETUP_PATH = '/app/company/setup';

/** The domain part of an address (lower case), '' without one. */
function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** Whether the work e-mail is at exactly the company's domain (a subdomain is another domain). */
export function emailAtDomain(email: string, domain: string): boolean {
  return domainOf(email) !== '' && domainOf(email) === domain.trim().toLowerCase();
}

/**
 * Why a well-formed sign-up is refused before anything is looked up, or null: the e-mail is not at
 * the company's domain, or the domain is a free-mail or disposable provider's (`isFreeMail`, the
 * package's list on the server). Neither depends on what is enrolled, so a refusal tells nothing.
 */
export function signupRefusal(input: { email: string; domain: string }, isFreeMail: (domain: string) => boolean): { path: 'email' | 'domain'; message: string } | null {
  if (isFreeMail(input.domain.trim().toLowerCase())) return { path: 'domain', message: COMPANY_SIGNUP_MESSAGES.freeMail };
  if (!emailAtDomain(input.email, input.domain)) return { path: 'email', message: COMPANY_SIGNUP_MESSAGES.domainMismatch };
  return null;
}

export type CompanySetupStatus = 'pending' | 'active' | 'suspended';

/** `GET /api/company/setup` (and the answers of its two actions): where the company's setup stands. */
export interface CompanySetup {
  domain: string;
  name: string;
  status: CompanySetupStatus;
  /** The TXT record to publish while the domain is not verified; null once it is. */
  verificationRecord: string | null;
  domainVerifiedAt: string | null;
  setupFee: {
    required: boolean;
    amountCents: number;
    currency: 'eur';
    paidAt: string | null;
  };
  /** When a pending company is removed if unfinished; null once active or paid. */
  expiresAt: string | null;
}

/** `POST /api/company/setup/verify`: the setup and what the DNS lookup found, in words. */
export interface CompanyDomainCheck {
  setup: CompanySetup;
  outcome: 'verified' | 'already-verified' | 'record-missing' | 'lookup-failed';
  message: string;
}

/** `POST /api/company/setup-fee`: where to send the browser (Stripe Checkout's hosted page). */
export interface SetupFeeCheckout {
  url: string;
}
