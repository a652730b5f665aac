import type { Role } from '@worknest/shared/auth';

/**
 * Who is calling, as the domain sees it: a live session of an active user of an active company.
 * The domain owns this type (loadSession builds it, the rules take it); the handler kit's
 * authorize() only hands it over, so the middleware depends on the domain and never the reverse.
 */
export interface Session {
  userId: string;
  email: string;
  role: Role;
  companyDomain: string;
  sessionHash: string;
  eligibilityConfirmed: boolean;
  /**
   * Issue 38: the founder of a self-serve company still pending; only routes marked
   * `beforeActivation` answer them (the setup steps, their own user, the first-visit step).
   */
  companyPending?: boolean;
}
