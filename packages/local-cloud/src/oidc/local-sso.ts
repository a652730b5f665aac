import { LOCAL_SSO_SECRET_PREFIX } from '../local-environment';
import type { IdpAccount } from './start-identity-provider';

/**
 * The demo company that signs in through the local OpenID provider (issue 19): initech.test
 * requires single sign-on; its people have accounts at the provider (password `worknest`).
 */
export const DEMO_SSO_DOMAIN = 'initech.test';
export const LOCAL_IDP_CLIENT_ID = 'worknest-local';
export const DEMO_IDP_PASSWORD = 'worknest';

export const demoIdpAccounts: readonly IdpAccount[] = [
  { email: 'ivy@initech.test', password: DEMO_IDP_PASSWORD, givenName: 'Ivy', familyName: 'Ito' },
  { email: 'ian@initech.test', password: DEMO_IDP_PASSWORD, givenName: 'Ian', familyName: 'Okafor' },
];

/** Where the local Secrets Manager keeps the demo company's client secret (as the SSO functions name it). */
export function localSsoSecretName(domain = DEMO_SSO_DOMAIN): string {
  return `${LOCAL_SSO_SECRET_PREFIX}${domain}`;
}

/** Names of the variables the seed, the admin CLI and tests read to reach the provider and the DNS server. */
export const LOCAL_SSO_ENV = {
  idpIssuer: 'LOCAL_IDP_ISSUER',
  idpClientId: 'LOCAL_IDP_CLIENT_ID',
  dnsRecordsDir: 'LOCAL_DNS_RECORDS_DIR',
  dnsServer: 'LOCAL_DNS_SERVER',
} as const;

export function localIdpEnvironment(input: { issuer: string; dnsRecordsDir: string; dnsServer: string }): Record<string, string> {
  return {
    [LOCAL_SSO_ENV.idpIssuer]: input.issuer,
    [LOCAL_SSO_ENV.idpClientId]: LOCAL_IDP_CLIENT_ID,
    [LOCAL_SSO_ENV.dnsRecordsDir]: input.dnsRecordsDir,
    [LOCAL_SSO_ENV.dnsServer]: input.dnsServer,
  };
}
