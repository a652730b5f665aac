import type { CompanyInfo } from '@worknest/shared/people';
import type { SsoSettingsRequest, SsoTestResult } from '@worknest/shared/sso';
import { describeProvider } from '../../adapters/openid-provider';
import { writeSsoClientSecret } from '../../adapters/sso-secrets';
import { logger } from '../../logging/logger';
import { nowIso } from '../../clock';
import { setCompanySso } from '../../store/companies';
import { deleteSessionConnections } from '../../store/connections';
import { deleteMagicLinkSessions } from '../../store/sessions';
import { listCompanyUsers } from '../../store/users';
import { requireIssuerAllowedInStage } from '../auth/sso-issuer';
import { InvalidInputError, NotFoundError } from '../errors';
import { companyInfo, requireCompany } from './company-info';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

/**
 * Saves a company's single sign-on settings. The client secret goes to Secrets Manager only
 * (write-only: never read back, never in DynamoDB or logs); the first save needs one.
 */
export async function updateCompanySso(domain: string, settings: SsoSettingsRequest): Promise<CompanyInfo> {
  if (settings.enabled) requireIssuerAllowedInStage(settings.issuer);
  const company = await requireCompany(domain);
  if (!settings.enabled) {
    await setCompanySso(domain, null);
    return companyInfo(await requireCompany(domain));
  }
  const keepsSecret = company.sso?.secretSetAt ?? null;
  if (!settings.clientSecret && !keepsSecret) {
    throw new InvalidInputError('Please enter the client secret', [{ path: 'clientSecret', message: 'Please enter the client secret' }], 'invalid_input');
  }
  const now = nowIso();
  if (settings.clientSecret) await writeSsoClientSecret(domain, settings.clientSecret);
  const saved = await setCompanySso(domain, {
    issuer: settings.issuer,
    clientId: settings.clientId,
    required: settings.required,
    secretSetAt: settings.clientSecret ? now : keepsSecret,
    updatedAt: now,
  });
  if (!saved) throw new NotFoundError(ADMIN_MESSAGES.companyNotFound);
  logger.info('single sign-on settings saved', { domain, required: settings.required, secretChanged: Boolean(settings.clientSecret) });
  // "Require single sign-on" turned on: magic-link sessions end now, not up to 10 days later (issue 33).
  if (settings.required && !company.sso?.required) await endMagicLinkSessions(domain);
  return companyInfo(await requireCompany(domain));
}

/**
 * Ends the magic-link sessions of every member of the company (admins too: the magic link is
 * refused to them as well once single sign-on is required) and forgets the sockets those sessions
 * opened, as a deactivation ends a member's sessions. Sessions signed in by single sign-on stay.
 */
async function endMagicLinkSessions(domain: string): Promise<void> {
  let sessions = 0;
  let sockets = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanyUsers(domain, 100, startKey);
    const members = page.users.filter((user) => !user.deletedAt);
    // A few at a time: a large company must not burst the table's write capacity.
    for (let i = 0; i < members.length; i += 10) {
      await Promise.all(
        members.slice(i, i + 10).map(async (user) => {
          const ended = await deleteMagicLinkSessions(user.id);
          sessions += ended.length;
          sockets += await deleteSessionConnections(user.id, ended);
        }),
      );
    }
    startKey = page.lastKey;
  } while (startKey);
  logger.info('magic-link sessions ended: single sign-on now required', { domain, sessions, sockets });
}

/**
 * `Test`: fetches the provider's discovery document and says what it found or what is wrong.
 * The issuer of the form when given (before saving), else the saved one.
 */
export async function testCompanySso(domain: string, issuerOverride?: string): Promise<SsoTestResult> {
  if (issuerOverride !== undefined) requireIssuerAllowedInStage(issuerOverride);
  const company = await requireCompany(domain);
  const issuer = issuerOverride ?? company.sso?.issuer;
  if (!issuer) return { ok: false, message: 'Enter the issuer URL first.' };
  requireIssuerAllowedInStage(issuer);
  try {
    const metadata = await describeProvider(issuer, company.sso?.clientId ?? 'worknest');
    const methods = metadata.code_challenge_methods_supported;
    const supportsS256 = methods === undefined ? undefined : methods.includes('S256');
    const problems: string[] = [];
    if (!metadata.authorization_endpoint) problems.push('it names no authorization endpoint');
    if (!metadata.token_endpoint) problems.push('it names no token endpoint');
    if (!metadata.jwks_uri) problems.push('it names no JWKS (the keys that sign ID tokens)');
    if (supportsS256 === false) problems.push('it does not support PKCE with S256');
    const found = {
      issuer: metadata.issuer,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      ...(supportsS256 === undefined ? {} : { supportsS256 }),
    };
    if (problems.length > 0) return { ok: false, message: `Found the provider's discovery document, but ${problems.join(', ')}.`, ...found };
    return { ok: true, message: `Found ${metadata.issuer}: sign-in at ${metadata.authorization_endpoint}.`, ...found };
  } catch (error) {
    return { ok: false, message: describeFailure(issuer, error) };
  }
}

function describeFailure(issuer: string, error: unknown): string {
  const err = error as Error & { code?: string; cause?: { code?: string } };
  const where = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `No answer from ${where} within 5 seconds.`;
  if (err.cause?.code === 'ECONNREFUSED' || err.cause?.code === 'ENOTFOUND' || err.message === 'fetch failed') return `Could not reach ${where}: check the issuer URL.`;
  if (err.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' || /issuer/i.test(err.message)) {
    return `The discovery document at ${where} names another issuer: enter the issuer exactly as the provider states it.`;
  }
  if (err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || err.code === 'OAUTH_RESPONSE_IS_NOT_JSON') return `${where} did not answer with a discovery document.`;
  return `The discovery document at ${where} could not be used (${err.message.slice(0, 120)}).`;
}
