import type { IncomingMessage } from 'node:http';

/**
 * A stand-in for the one Secrets Manager call the functions make, `GetSecretValue` (the Stripe
 * secret, the mail-links signing key), so the adapters read their secrets locally exactly as on AWS (the SDK is pointed
 * here by AWS_ENDPOINT_URL_SECRETS_MANAGER). AWS JSON 1.1 protocol: `POST /` with
 * `X-Amz-Target: secretsmanager.GetSecretValue`. Signatures are not checked.
 */
export const GET_SECRET_VALUE_TARGET = 'secretsmanager.GetSecretValue';

export function isSecretsManagerRequest(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url === '/' && typeof request.headers['x-amz-target'] === 'string';
}

export function answerSecretsManager(
  target: string,
  body: string,
  secrets: readonly { name: string; value: string }[],
): { statusCode: number; body: unknown } {
  if (target !== GET_SECRET_VALUE_TARGET) {
    return { statusCode: 400, body: { __type: 'UnknownOperationException', message: `The local stand-in answers ${GET_SECRET_VALUE_TARGET} only.` } };
  }
  let secretId: unknown;
  try {
    secretId = (JSON.parse(body) as { SecretId?: unknown }).SecretId;
  } catch {
    return { statusCode: 400, body: { __type: 'SerializationException', message: 'Invalid JSON' } };
  }
  const arnOf = (name: string) => `arn:aws:secretsmanager:eu-central-1:000000000000:secret:${name}-local`;
  const secret = secrets.find((candidate) => secretId === candidate.name || secretId === arnOf(candidate.name));
  if (!secret) {
    return { statusCode: 400, body: { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." } };
  }
  return {
    statusCode: 200,
    body: {
      ARN: arnOf(secret.name),
      Name: secret.name,
      SecretString: secret.value,
      VersionId: '00000000-0000-4000-8000-000000000000',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: 1_700_000_000,
    },
  };
}
