import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV, requireEnv } from '../config/function-environment';

let loading: Promise<Buffer> | undefined;

/**
 * The key that signs links in e-mails, read from Secrets Manager once per instance (the local
 * stand-in on one machine). A failed read is not cached, so the next call tries again.
 */
export function mailLinksKey(): Promise<Buffer> {
  loading ??= readKey().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readKey(): Promise<Buffer> {
  const secretName = requireEnv(ENV.mailLinksSecretName);
  const client = new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretName }));
    if (!SecretString || SecretString.length < 32) throw new Error(`Secret ${secretName} must hold a key of at least 32 characters`);
    return Buffer.from(SecretString, 'utf8');
  } finally {
    client.destroy();
  }
}
