import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { isLoopbackHttp } from '@worknest/shared/sso';

/**
 * The company's identity provider as a relying party sees it, through `openid-client` (a
 * certified OpenID Connect relying-party library): discovery, the authorization URL, the code
 * exchange and every check of the ID token (signature by the provider's JWKS, issuer, audience,
 * expiry, nonce) happen there, never in hand-written JWT code.
 */
export type ProviderConfiguration = oidc.Configuration;
export { oidc };

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
    // not signed by the provider's key is refused (docs/decisions.md, issue 19).
    execute: insecure ? [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks] : [oidc.enableNonRepudiationChecks],
  });
}

/** What an admin's Test finds at an issuer: its discovery document, without a client secret. */
export async function describeProvider(issuer: string, clientId: string): Promise<oidc.ServerMetadata> {
  const url = new URL(issuer);
  const config = await oidc.discovery(url, clientId, undefined, oidc.None(), {
    timeout: TIMEOUT_SECONDS,
    ...(isLoopbackHttp(url) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  return config.serverMetadata();
}
