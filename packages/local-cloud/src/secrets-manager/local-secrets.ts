import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname } from 'node:path';

/**
 * A stand-in for the Secrets Manager calls the functions and an operator make, so the adapters
 * read their secrets locally exactly as on AWS (the SDK is pointed here by
 * AWS_ENDPOINT_URL_SECRETS_MANAGER): `GetSecretValue` by VersionStage (AWSCURRENT, the default,
 * or AWSPREVIOUS) or VersionId, and `PutSecretValue`, which makes the new value AWSCURRENT and the
 * one before it AWSPREVIOUS, as a rotation does on AWS (the origin secret, issue 13). AWS JSON 1.1
 * protocol: `POST /` with `X-Amz-Target: secretsmanager.<Operation>`. Signatures are not checked.
 * `CreateSecret` (issue 19) makes the companies' SSO client secrets, which the settings route
 * creates at run time; with a `file` (dev: under .data/) they survive a restart, as their
 * settings in DynamoDB do.
 */
export const GET_SECRET_VALUE_TARGET = 'secretsmanager.GetSecretValue';
export const CREATE_SECRET_TARGET = 'secretsmanager.CreateSecret';
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
export function localSecrets(initial: readonly { name: string; value: string }[], now: () => number, file?: string): LocalSecrets {
  const secrets = new Map<string, SecretVersion[]>();
  const initialNames = new Set(initial.map((secret) => secret.name));
  const created = (value: string): SecretVersion[] => [{ id: randomUUID(), value, createdAt: now(), stages: new Set(['AWSCURRENT']) }];
  if (file) {
    try {
      for (const { name, value } of JSON.parse(readFileSync(file, 'utf8')) as { name: string; value: string }[]) secrets.set(name, created(value));
    } catch {
      // No file yet: only the initial secrets.
    }
  }
  for (const { name, value } of initial) secrets.set(name, created(value));
  /** The current values of the secrets created at run time, for the next start. */
  const save = () => {
    if (!file) return;
    const kept = [...secrets]
      .filter(([name]) => !initialNames.has(name))
      .map(([name, versions]) => ({ name, value: versions.find((version) => version.stages.has('AWSCURRENT'))!.value }));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(kept, null, 2), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  };
  const arnOf = (name: string) => `arn:aws:secretsmanager:eu-central-1:000000000000:secret:${name}-local`;
  const error = (type: string, message: string) => ({ statusCode: 400, body: { __type: type, message } });
  const notFound = () => error('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");

  return {
    answer(target, body) {
      let input: { SecretId?: unknown; Name?: unknown; VersionStage?: unknown; VersionId?: unknown; SecretString?: unknown };
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
        save();
        return { statusCode: 200, body: { ARN: arnOf(name), Name: name, VersionId: added.id, VersionStages: ['AWSCURRENT'] } };
      }
      if (target === CREATE_SECRET_TARGET) {
        if (typeof input.Name !== 'string' || !/^[A-Za-z0-9/_+=.@-]{1,512}$/.test(input.Name)) return error('InvalidParameterException', 'Invalid secret name.');
        if (secrets.has(input.Name)) return error('ResourceExistsException', `The operation failed because the secret ${input.Name} already exists.`);
        if (typeof input.SecretString !== 'string' || input.SecretString === '') {
          return error('InvalidParameterException', 'SecretString must be a non-empty string.');
        }
        const versions = created(input.SecretString);
        secrets.set(input.Name, versions);
        save();
        return { statusCode: 200, body: { ARN: arnOf(input.Name), Name: input.Name, VersionId: versions[0]!.id } };
      }
      return error(
        'UnknownOperationException',
        `The local stand-in answers ${GET_SECRET_VALUE_TARGET}, ${PUT_SECRET_VALUE_TARGET} and ${CREATE_SECRET_TARGET} only.`,
      );
    },
  };
}
