import type { CompanyInfo } from '@worknest/shared/people';
import { verificationRecord, type SsoSettingsRequest, type SsoTestResult } from '@worknest/shared/sso';
import { txtRecords } from '../../adapters/dns';
import { describeProvider } from '../../adapters/openid-provider';
import { writeSsoClientSecret } from '../../adapters/sso-secrets';
import { logger } from '../../logging/logger';
import { nowIso } from '../../store/clock';
import {
  addCompany,
  getCompany,
  markCompanyVerified,
  recordVerificationCheck,
  setCompanySso,
  setCompanyStatus as writeCompanyStatus,
  type Company,
} from '../../store/companies';
import { newToken } from '../../store/tokens';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';

/** The company as the admin API shows it: the TXT record to publish while pending, never the SSO secret. */
export function companyInfo(company: Company): CompanyInfo {
  return {
    domain: company.domain,
    name: company.name,
    status: company.status,
    enrolledAt: company.enrolledAt,
    verifiedAt: company.verifiedAt,
    verificationRecord: company.status === 'pending' && company.verificationToken ? verificationRecord(company.verificationToken) : null,
    sso: company.sso
      ? {
          issuer: company.sso.issuer,
          clientId: company.sso.clientId,
          clientSecretSet: company.sso.secretSetAt !== null,
          required: company.sso.required,
          updatedAt: company.sso.updatedAt,
        }
      : null,
  };
}

async function requireCompany(domain: string): Promise<Company> {
  const company = await getCompany(domain);
  if (!company) throw new NotFoundError('Company not found');
  return company;
}

/**
 * Enrolls a company as pending (issue 19): it becomes active once its domain carries the TXT
 * record `worknest-verification=<random>`, checked by Verify or the hourly re-check. A domain
 * enrolled already is a conflict.
 */
export async function enrollCompany(domain: string, name: string): Promise<CompanyInfo> {
  if (!(await addCompany(domain, name, { status: 'pending', verificationToken: newToken() }))) {
    throw new ConflictError(`${domain} is enrolled already.`, 'company_exists');
  }
  return companyInfo(await requireCompany(domain));
}

/** Suspends (its members' sessions then stop working) or resumes a company; a pending one must be verified first. */
export async function setCompanyStatus(domain: string, status: 'active' | 'suspended'): Promise<CompanyInfo> {
  const change = await writeCompanyStatus(domain, status);
  if (change === 'not-found') throw new NotFoundError('Company not found');
  if (change === 'pending') throw new ConflictError(`${domain} is not verified yet: publish its TXT record and choose Verify.`, 'company_pending');
  return companyInfo(await requireCompany(domain));
}

export type VerificationOutcome = 'verified' | 'already-verified' | 'record-missing' | 'lookup-failed';

/** Looks up the domain's TXT records; the company becomes active when one is its verification record. */
export async function checkCompanyDomain(company: Company): Promise<VerificationOutcome> {
  if (company.status !== 'pending') return 'already-verified';
  if (!company.verificationToken) return 'record-missing';
  const expected = verificationRecord(company.verificationToken);
  let records: string[];
  try {
    records = await txtRecords(company.domain);
  } catch (error) {
    logger.warn('domain verification: DNS lookup failed', { domain: company.domain, code: (error as NodeJS.ErrnoException).code });
    return 'lookup-failed';
  }
  await recordVerificationCheck(company.domain);
  if (!records.some((record) => record.trim() === expected)) return 'record-missing';
  await markCompanyVerified(company.domain);
  logger.info('domain verified', { domain: company.domain });
  return 'verified';
}

/** `Verify` in the admin settings: the company, and what the lookup found. */
export async function verifyCompanyDomain(domain: string): Promise<{ company: CompanyInfo; outcome: VerificationOutcome; message: string }> {
  const outcome = await checkCompanyDomain(await requireCompany(domain));
  const company = companyInfo(await requireCompany(domain));
  const messages: Record<VerificationOutcome, string> = {
    verified: `${domain} is verified: its members can sign in now.`,
    'already-verified': `${domain} is verified already.`,
    'record-missing': `The TXT record was not found on ${domain} yet. DNS changes can take a while to appear; try again later.`,
    'lookup-failed': `The DNS lookup of ${domain} failed. Try again in a few minutes.`,
  };
  return { company, outcome, message: messages[outcome] };
}

/**
 * Saves a company's single sign-on settings. The client secret goes to Secrets Manager only
 * (write-only: never read back, never in DynamoDB or logs); the first save needs one.
 */
export async function updateCompanySso(domain: string, settings: SsoSettingsRequest): Promise<CompanyInfo> {
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
  if (!saved) throw new NotFoundError('Company not found');
  logger.info('single sign-on settings saved', { domain, required: settings.required, secretChanged: Boolean(settings.clientSecret) });
  return companyInfo(await requireCompany(domain));
}

/**
 * `Test`: fetches the provider's discovery document and says what it found or what is wrong.
 * The issuer of the form when given (before saving), else the saved one.
 */
export async function testCompanySso(domain: string, issuerOverride?: string): Promise<SsoTestResult> {
  const company = await requireCompany(domain);
  const issuer = issuerOverride ?? company.sso?.issuer;
  if (!issuer) return { ok: false, message: 'Enter the issuer URL first.' };
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
