import { timingSafeEqual } from 'node:crypto';
import { canonicalMailbox, emailDomain, isWorkEmail } from '@worknest/shared/email';
import { nameClaim } from './name-claim';
import { ssoReady } from './sso-discovery';
import { SSO_CALLBACK_PATH, type SsoErrorCode } from '@worknest/shared/sso';
import { oidc, providerConfiguration } from '../../adapters/openid-provider';
import { readSsoClientSecret } from '../../adapters/sso-secrets';
import { businessMetrics, countEvent } from '../../logging/metrics';
import { logger } from '../../logging/logger';
import { getCompany, type Company } from '../../store/companies';
import { createSession } from '../../store/sessions';
import { saveSsoLogin, takeSsoLogin } from '../../store/sso-logins';
import { newToken } from '../../store/tokens';
import { bindSsoSubject, createUser, getUserByEmail, updateUser } from '../../store/users';

/**
 * Company single sign-on with OpenID Connect (issue 19): the authorization code flow with PKCE
 * (S256), `state` and `nonce`, through openid-client. docs/adr/0022-company-single-sign-on-with-oidc.md explains each check.
 */

/** A sign-in refused for a reason the login page names (SSO_ERRORS); never a session. */
export class SsoRefusedError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = 'SsoRefusedError';
  }
}

/**
 * Starts a sign-in at the company's provider: a fresh `state` (the browser keeps it in a
 * short-lived HttpOnly cookie), a PKCE verifier and a nonce (both kept on the server, in the
 * record the state names), and the provider's authorization URL to redirect to.
 */
export async function startSso(input: { email: string; returnTo: string; appOrigin: string }): Promise<{ authorizationUrl: string; state: string }> {
  const domain = emailDomain(input.email);
  const company = await getCompany(domain);
  // One answer for an unknown domain, a company that is not active and one without single sign-on,
  // as the magic-link route gives (issue 33): the start must not tell which companies use Worknest.
  // The log keeps the difference.
  if (!ssoReady(company)) throw new SsoRefusedError('not_configured', !company ? 'no company' : company.status !== 'active' ? `company ${company.status}` : 'company has no single sign-on');
  const config = await configurationOf(company);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = newToken();
  const nonce = oidc.randomNonce();
  await saveSsoLogin(state, { domain, codeVerifier, nonce, returnTo: input.returnTo });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${input.appOrigin}${SSO_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.email,
  });
  logger.info('single sign-on started', { domain });
  return { authorizationUrl: url.href, state };
}

export interface SsoCallback {
  /** The query string exactly as the provider sent it (code, state, iss, or error). */
  rawQuery: string;
  state: string | undefined;
  error: string | undefined;
  /** The state the browser's cookie holds: the flow must finish in the browser that started it. */
  cookieState: string | null;
  appOrigin: string;
}

/**
 * Finishes a sign-in: the state must match the browser's cookie and an unused, unexpired record;
 * openid-client exchanges the code (with the PKCE verifier) and verifies the ID token (signature
 * by the provider's JWKS, issuer, audience, expiry, nonce); then the e-mail must be verified by the
 * provider and belong to the company's domain, the company active and the member not deactivated.
 * The first sign-in of an address creates the member as an employee, named from the claims, and
 * binds the account to the token's `iss` + `sub`; a later sign-in with another `sub` is refused.
 */
export async function finishSso(input: SsoCallback): Promise<{ sessionToken: string; expiresAtMs: number; returnTo: string }> {
  if (!input.state || !input.cookieState || !sameString(input.state, input.cookieState)) {
    throw new SsoRefusedError('state_invalid', input.cookieState ? 'state does not match the cookie' : 'no state cookie');
  }
  const login = await takeSsoLogin(input.state);
  if (!login) throw new SsoRefusedError('state_invalid', 'state unknown, used or expired');
  if (input.error) throw new SsoRefusedError('provider_refused', `provider answered ${input.error.slice(0, 64)}`);

  const company = await getCompany(login.domain);
  if (!company || company.status !== 'active') throw new SsoRefusedError('company_unavailable', 'company not active');
  if (!ssoReady(company)) throw new SsoRefusedError('not_configured', 'company has no single sign-on');
  const config = await configurationOf(company);

  let claims: oidc.IDToken;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${input.appOrigin}${SSO_CALLBACK_PATH}?${input.rawQuery}`), {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: input.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoRefusedError('token_invalid', 'no ID token');
    claims = idClaims;
  } catch (error) {
    throw refusalOf(error);
  }

  if (claims.email_verified !== true) throw new SsoRefusedError('email_unverified', 'email_verified is not true');
  const rawEmail = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!isWorkEmail(rawEmail.toLowerCase())) throw new SsoRefusedError('email_domain', 'no usable email claim');
  const email = canonicalMailbox(rawEmail);
  if (emailDomain(email) !== company.domain) throw new SsoRefusedError('email_domain', 'email of another domain');

  const existing = await getUserByEmail(email);
  if (existing && !existing.isActive) throw new SsoRefusedError('deactivated', 'member deactivated');
  const firstName = nameClaim(claims.given_name);
  const lastName = nameClaim(claims.family_name);
  let user = existing ?? (await createUser({ email, companyDomain: company.domain, firstName, lastName }));
  if (!user.isActive) throw new SsoRefusedError('deactivated', 'member deactivated');
  if (user.companyDomain !== company.domain) throw new SsoRefusedError('email_domain', 'member of another company');
  // Issue 33: the e-mail claim finds the account, the provider's iss + sub must be the one bound to it
  // (some providers let a user change their e-mail; then another person could claim this address).
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (!subject) throw new SsoRefusedError('token_invalid', 'no sub claim');
  const binding = await bindSsoSubject(user.id, claims.iss, subject);
  if (binding === 'mismatch') {
    logger.warn('single sign-on subject differs from the one bound to the account', { domain: company.domain, userId: user.id, issuer: claims.iss });
    throw new SsoRefusedError('subject_mismatch', 'sub differs from the bound one');
  }
  if (binding === 'bound') logger.info('single sign-on account bound', { domain: company.domain, userId: user.id, issuer: claims.iss });
  // Names the member has not given yet come from the provider; names they chose are kept.
  if ((user.firstName === null && firstName) || (user.lastName === null && lastName)) {
    user = (await updateUser(user.id, { firstName: user.firstName ?? firstName, lastName: user.lastName ?? lastName })) ?? user;
  }
  const session = await createSession({ userId: user.id, companyDomain: user.companyDomain }, 'sso');
  countEvent(businessMetrics.signIns);
  logger.info('single sign-on finished', { domain: company.domain });
  return { sessionToken: session.token, expiresAtMs: session.expiresAtMs, returnTo: login.returnTo };
}

async function configurationOf(company: Company & { sso: NonNullable<Company['sso']> }): Promise<oidc.Configuration> {
  const clientSecret = await readSsoClientSecret(company.domain);
  if (!clientSecret) throw new SsoRefusedError('not_configured', 'client secret missing in Secrets Manager');
  return providerConfiguration({ issuer: company.sso.issuer, clientId: company.sso.clientId, clientSecret });
}

/**
 * openid-client's errors, sorted: the token endpoint refusing (a code used twice, a wrong PKCE
 * verifier, a wrong client secret) is the provider's refusal; a response that fails a check (ID
 * token signature, issuer, audience, expiry, nonce, `iss` of the redirect) is an invalid token.
 * Anything else (the provider unreachable) is not a refusal and goes up as it is.
 */
function refusalOf(error: unknown): unknown {
  if (error instanceof SsoRefusedError) return error;
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
    return new SsoRefusedError('provider_refused', `token endpoint: ${error.error}`);
  }
  const code = (error as { code?: unknown }).code;
  if (error instanceof oidc.ClientError || (typeof code === 'string' && code.startsWith('OAUTH_')) || (typeof code === 'string' && code.startsWith('ERR_JW'))) {
    return new SsoRefusedError('token_invalid', `${String(code ?? 'check failed')}: ${(error as Error).message.slice(0, 200)}`);
  }
  return error;
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
