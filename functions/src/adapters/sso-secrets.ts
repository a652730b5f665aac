import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { ENV, requireEnv } from '../config/function-environment';

/**
 * The companies' OpenID Connect client secrets (issue 19): one Secrets Manager secret per company,
 * `<stage prefix><domain>` (e.g. `worknest/prod/sso/acme.com`). Never stored in DynamoDB, never
 * logged; IAM lets only the sign-in flow and the settings test read them, and the settings route
 * create or overwrite them (infra/lib/constructs/resource-grants.ts). Locally the Secrets Manager
 * stand-in in the local cloud answers the same calls.
 */
export function ssoSecretName(domain: string): string {
  return `${requireEnv(ENV.ssoSecretPrefix)}${domain}`;
}

let client: SecretsManagerClient | undefined;
const secrets = () => (client ??= new SecretsManagerClient({}));

/** Read once per minute per instance at most: a secret an admin changes takes effect within a minute. */
const CACHE_MS = 60_000;
const cache = new Map<string, { value: string; readAtMs: number }>();

/** The company's client secret, or null when none was ever stored. */
export async function readSsoClientSecret(domain: string): Promise<string | null> {
  const name = ssoSecretName(domain);
  const cached = cache.get(name);
  if (cached && Date.now() - cached.readAtMs < CACHE_MS) return cached.value;
  try {
    const { SecretString } = await secrets().send(new GetSecretValueCommand({ SecretId: name }));
    if (!SecretString) return null;
    cache.set(name, { value: SecretString, readAtMs: Date.now() });
    return SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException') return null;
    throw error;
  }
}

/** Creates the company's secret or stores a new version of it (write-only: nothing is read back). */
export async function writeSsoClientSecret(domain: string, value: string): Promise<void> {
  const name = ssoSecretName(domain);
  try {
    await secrets().send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException || (error as Error).name === 'ResourceNotFoundException')) throw error;
    await secrets().send(
      new CreateSecretCommand({ Name: name, SecretString: value, Description: `OpenID Connect client secret of ${domain} (Worknest single sign-on)` }),
    );
  }
  cache.delete(name);
}
