import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A stand-in for the Secrets Manager calls the functions and an operator make, so the adapters
 * read their secrets locally exactly as on AWS (the SDK is pointed here by
 * AWS_ENDPOINT_URL_SECRETS_MANAGER): `GetSecretValue` by VersionStage (AWSCURRENT, the default,
 * or AWSPREVIOUS) or VersionId, and `PutSecretValue`, which makes the new value AWSCURRENT and the
 * one before it AWSPREVIOUS, as a rotation does on AWS (the origin secret, issue 13). AWS JSON 1.1
 * protocol: `POST /` with `X-Amz-Target: secretsmanager.<Operation>`. Signatures are not checked.
 */
export const GET_SECRET_VALUE_TARGET = 'secretsmanager.GetSecretValue';
export const PUT_SECRET_VALUE_TARGET = 'secretsmanager.PutSecretValue';

export function isSecretsManagerRequest(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url === '/' && typeof request.headers['x-amz-target'] === 'string';
}

interface SecretVersion {
  id: string;
  value: string;
  /** Epoch ms, on the local cloud's clock. */
  createdAt: number;
  stages: Set<string>;
}

export interface LocalSecrets {
  answer(target: string, body: string): { statusCode: number; body: unknown };
}

/** The local secrets, each starting with one version (AWSCURRENT) created at start. */
export function localSecrets(initial: readonly { name: string; value: string }[], now: () => number): LocalSecrets {
  const secrets = new Map<string, SecretVersion[]>();
  for (const { name, value } of initial) {
    secrets.set(name, [{ id: randomUUID(), value, createdAt: now(), stages: new Set(['AWSCURRENT']) }]);
  }
  const arnOf = (name: string) => `arn:aws:secretsmanager:eu-central-1:000000000000:secret:${name}-local`;
  const error = (type: string, message: string) => ({ statusCode: 400, body: { __type: type, message } });
  const notFound = () => error('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");

  return {
    answer(target, body) {
      let input: { SecretId?: unknown; VersionStage?: unknown; VersionId?: unknown; SecretString?: unknown };
      try {
        input = JSON.parse(body) as typeof input;
      } catch {
        return error('SerializationException', 'Invalid JSON');
      }
      const name = [...secrets.keys()].find((candidate) => input.SecretId === candidate || input.SecretId === arnOf(candidate));
      if (target === GET_SECRET_VALUE_TARGET) {
        if (name === undefined) return notFound();
        const versions = secrets.get(name)!;
        const version =
          typeof input.VersionId === 'string'
            ? versions.find((candidate) => candidate.id === input.VersionId)
            : versions.find((candidate) => candidate.stages.has(typeof input.VersionStage === 'string' ? input.VersionStage : 'AWSCURRENT'));
        if (!version) {
          return error('ResourceNotFoundException', "Secrets Manager can't find the specified secret value for staging label or version.");
        }
        return {
          statusCode: 200,
          body: {
            ARN: arnOf(name),
            Name: name,
            SecretString: version.value,
            VersionId: version.id,
            VersionStages: [...version.stages],
            CreatedDate: version.createdAt / 1000,
          },
        };
      }
      if (target === PUT_SECRET_VALUE_TARGET) {
        if (name === undefined) return notFound();
        if (typeof input.SecretString !== 'string' || input.SecretString === '') {
          return error('InvalidParameterException', 'SecretString must be a non-empty string.');
        }
        const versions = secrets.get(name)!;
        for (const version of versions) version.stages.delete('AWSPREVIOUS');
        const current = versions.find((version) => version.stages.has('AWSCURRENT'));
        if (current) {
          current.stages.delete('AWSCURRENT');
          current.stages.add('AWSPREVIOUS');
        }
        const added: SecretVersion = { id: randomUUID(), value: input.SecretString, createdAt: now(), stages: new Set(['AWSCURRENT']) };
        // Versions without a stage are deprecated on AWS and removed after a while: keep the staged ones.
        secrets.set(name, [...versions.filter((version) => version.stages.size > 0), added]);
        return { statusCode: 200, body: { ARN: arnOf(name), Name: name, VersionId: added.id, VersionStages: ['AWSCURRENT'] } };
      }
      return error('UnknownOperationException', `The local stand-in answers ${GET_SECRET_VALUE_TARGET} and ${PUT_SECRET_VALUE_TARGET} only.`);
    },
  };
}
