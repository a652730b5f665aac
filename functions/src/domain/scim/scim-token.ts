import type { DirectorySync, DirectorySyncToken } from '@worknest/shared/scim';
import { SCIM_BASE_PATH, SCIM_PREVIOUS_TOKEN_HOURS, SCIM_TOKEN_PREFIX } from '@worknest/shared/scim-rules';
import type { Session } from '../auth/session';
import { ConflictError, NotSignedInError, RateLimitedError } from '../errors';
import { nowMs as clockNowMs } from '../../clock';
import { getCompany } from '../../store/companies';
import { hitRateLimit, type RateLimit } from '../../store/rate-limits';
import { getScimSettings, getScimToken, putScimToken, type ScimSettings } from '../../store/scim';
import { hashToken, newToken } from '../../store/tokens';

const GRACE_MS = SCIM_PREVIOUS_TOKEN_HOURS * 3600_000;

/** What HR's Directory sync page shows (never a token: only the answer of making one carries it). */
export function directorySyncView(settings: ScimSettings, appOrigin: string, nowMs: number): DirectorySync {
  const previousLive = settings.previousValidUntil && Date.parse(settings.previousValidUntil) > nowMs ? settings.previousValidUntil : null;
  return {
    baseUrl: `${appOrigin}${SCIM_BASE_PATH}`,
    hasToken: settings.tokenHash !== null,
    tokenCreatedAt: settings.tokenCreatedAt,
    previousValidUntil: previousLive,
    groupRoles: Object.entries(settings.groupRoles).map(([displayName, role]) => ({ displayName, role })),
  };
}

/**
 * Makes the company's first directory-sync token, or rotates it: the new one works at once, the
 * one it replaces for 24 more hours. Only the token's SHA-256 is stored; the token itself is in
 * this answer only. Used by HR's page and by the seed (Acme's demo token).
 */
export async function issueScimToken(companyDomain: string, appOrigin: string, nowMs: number): Promise<DirectorySyncToken> {
  const settings = await getScimSettings(companyDomain);
  const token = `${SCIM_TOKEN_PREFIX}${newToken()}`;
  const written = await putScimToken(companyDomain, hashToken(token), settings.tokenHash, nowMs, GRACE_MS);
  if (!written) throw new ConflictError('The token was just changed by someone else. Reload the page and try again.', 'scim_token_changed');
  const view = directorySyncView(await getScimSettings(companyDomain), appOrigin, nowMs);
  return { ...view, token };
}

export async function issueScimTokenForHr(session: Session, appOrigin: string, nowMs: number): Promise<DirectorySyncToken> {
  return issueScimToken(session.companyDomain, appOrigin, nowMs);
}

/**
 * The company a directory-sync request acts for: its `Authorization: Bearer scim_…` names a token
 * of a company that is not suspended, current or rotated less than 24 hours ago. Anything else is
 * a 401 (the same for an unknown, expired or malformed token).
 */
export async function authenticateScimToken(authorization: string | undefined, nowMs: number = clockNowMs()): Promise<string> {
  const match = /^Bearer\s+(scim_[A-Za-z0-9_-]{43})\s*$/i.exec(authorization ?? '');
  if (!match) throw new NotSignedInError('A directory-sync bearer token is required.', 'scim_unauthorized');
  const record = await getScimToken(hashToken(match[1]!));
  if (!record || (record.expiresAtMs !== null && record.expiresAtMs <= nowMs)) {
    throw new NotSignedInError('The directory-sync token is not valid.', 'scim_unauthorized');
  }
  const company = await getCompany(record.companyDomain);
  if (!company || company.status === 'suspended') throw new NotSignedInError('The directory-sync token is not valid.', 'scim_unauthorized');
  return record.companyDomain;
}

/**
 * Each company's directory sync has its own budget: an identity provider's full sync of a large
 * directory is a few requests a second; this keeps a runaway one (or a leaked token) from
 * crowding out the rest. Entra and Okta both back off on 429 with Retry-After.
 */
export const SCIM_LIMIT_PER_COMPANY: RateLimit = { scope: 'scim-company', limit: 600, windowMs: 60_000 };

export async function limitScimRequests(companyDomain: string): Promise<void> {
  const retryAfter = await hitRateLimit(SCIM_LIMIT_PER_COMPANY, companyDomain);
  if (retryAfter !== null) throw new RateLimitedError('Too many directory-sync requests for this company. Try again shortly.', retryAfter);
}
