import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { isIP } from 'node:net';
import { isLoopbackHttp } from '@worknest/shared/sso';
import { ENV } from '../config/function-environment';

/**
 * The company's identity provider as a relying party sees it, through `openid-client` (a
 * certified OpenID Connect relying-party library): discovery, the authorization URL, the code
 * exchange and every check of the ID token (signature by the provider's JWKS, issuer, audience,
 * expiry, nonce) happen there, never in hand-written JWT code.
 */
export type ProviderConfiguration = oidc.Configuration;
export { oidc };

/**
 * Issue 33, finding 9: a single sign-on issuer on a loopback host (`localhost`, `*.localhost`,
 * `127.0.0.0/8`, `[::1]`, `0.0.0.0`, `[::]`) is accepted only where the stage allows it (the local
 * cloud: SSO_ISSUER_ALLOW_LOOPBACK), never by a branch on the URL alone, as calendar imports do.
 * The shared settings schema still accepts `http://localhost` (the form cannot know the stage);
 * the functions that save, test and use an issuer check it here (domain/auth/sso-issuer.ts).
 */
export function stageAllowsLoopbackIssuer(): boolean {
  return process.env[ENV.ssoIssuerAllowLoopback] === 'true';
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host === '0.0.0.0';
  if (isIP(host) === 6) {
    const canonical = new URL(`http://[${host}]/`).hostname;
    return canonical === '[::1]' || canonical === '[::]' || canonical.startsWith('[::ffff:7f') || canonical === '[::ffff:0:0]';
  }
  return false;
}

/** May this stage use this issuer? Not a URL (the schema refuses those) counts as allowed here. */
export function issuerAllowedInStage(issuer: string, allowLoopback: boolean = stageAllowsLoopbackIssuer()): boolean {
  if (!URL.canParse(issuer)) return true;
  return allowLoopback || !isLoopbackHost(new URL(issuer).hostname);
}

/** Discovery documents and JWKS are fetched at most every 10 minutes per instance and settings. */
const CACHE_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 5;
const cache = new Map<string, { config: Promise<oidc.Configuration>; atMs: number }>();

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The provider's configuration from its discovery document (`<issuer>/.well-known/openid-configuration`),
 * with the client authenticating by `client_secret_basic`. Plain http is allowed only for a
 * provider on this machine (the local cloud's); the settings schema refuses it for any other host.
 */
export function providerConfiguration(settings: ProviderSettings): Promise<oidc.Configuration> {
  // Settings saved before issue 33 (or written around the admin route) meet the stage's rule here too.
  if (!issuerAllowedInStage(settings.issuer)) return Promise.reject(new Error('single sign-on issuer on a loopback host, which this stage does not allow'));
  const key = createHash('sha256').update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret])).digest('hex');
  const cached = cache.get(key);
  if (cached && Date.now() - cached.atMs < CACHE_MS) return cached.config;
  const config = discover(settings);
  cache.set(key, { config, atMs: Date.now() });
  config.catch(() => cache.delete(key));
  return config;
}

async function discover(settings: ProviderSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = isLoopbackHttp(issuer);
  return oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
    timeout: TIMEOUT_SECONDS,
    // OpenID Connect lets a client skip the ID token's signature when it comes straight from the
    // token endpoint over TLS, and openid-client does by default. Worknest checks it anyway, against
    // the provider's JWKS (fetched and cached by openid-client): a token endpoint answer that is
    // not signed by the provider's key is refused (docs/adr/0022-company-single-sign-on-with-oidc.md).
    execute: insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
  });
}

/** What an admin's Test finds at an issuer: its discovery document, without a client secret. */
export async function describeProvider(issuer: string, clientId: string): Promise<oidc.ServerMetadata> {
  if (!issuerAllowedInStage(issuer)) throw new Error('single sign-on issuer on a loopback host, which this stage does not allow');
  const url = new URL(issuer);
  const config = await oidc.discovery(url, clientId, undefined, oidc.None(), {
    timeout: TIMEOUT_SECONDS,
    ...(isLoopbackHttp(url) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  return config.serverMetadata();
}
