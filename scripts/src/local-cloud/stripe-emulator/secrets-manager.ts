import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage } from 'node:http';

/**
 * A stand-in for the Secrets Manager calls the functions make, so the adapters read and write
 * their secrets locally exactly as on AWS (the SDK is pointed here by
 * AWS_ENDPOINT_URL_SECRETS_MANAGER): `GetSecretValue` (the Stripe secret, the mail-links key, the
 * companies' SSO client secrets) and, for the SSO settings (issue 19), `CreateSecret` and
 * `PutSecretValue`. AWS JSON 1.1 protocol: `POST /` with `X-Amz-Target: secretsmanager.<Op>`.
 * Signatures are not checked. Errors carry the `__type` names the SDK turns into its exception
 * classes (ResourceNotFoundException, ResourceExistsException).
 */
export const GET_SECRET_VALUE_TARGET = 'secretsmanager.GetSecretValue';
export const CREATE_SECRET_TARGET = 'secretsmanager.CreateSecret';
export const PUT_SECRET_VALUE_TARGET = 'secretsmanager.PutSecretValue';

export function isSecretsManagerRequest(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url === '/' && typeof request.headers['x-amz-target'] === 'string';
}

interface StoredSecret {
  name: string;
  value: string;
  versionId: string;
  createdDate: number;
}

const arnOf = (name: string) => `arn:aws:secretsmanager:eu-central-1:000000000000:secret:${name}-local`;
const notFound = { statusCode: 400, body: { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." } };

/**
 * The secrets the stand-in holds. `fixed` ones are given at start (Stripe keys, mail-links key);
 * created ones are kept in `file` when given (dev: under .data/, so a company's SSO secret
 * survives a restart like its settings in DynamoDB do), else in memory (tests).
 */
export class LocalSecrets {
  private readonly secrets = new Map<string, StoredSecret>();
  private readonly fixedNames: ReadonlySet<string>;

  constructor(
    fixed: readonly { name: string; value: string }[],
    private readonly file?: string,
  ) {
    this.fixedNames = new Set(fixed.map((secret) => secret.name));
    if (file) {
      try {
        for (const secret of JSON.parse(readFileSync(file, 'utf8')) as StoredSecret[]) this.secrets.set(secret.name, secret);
      } catch {
        // No file yet (or unreadable): start with the fixed secrets only.
      }
    }
    for (const secret of fixed) this.set(secret.name, secret.value);
  }

  /** Creates a secret or stores a new version of it (kept in the file unless it is a fixed one). */
  put(name: string, value: string): StoredSecret {
    const secret = this.set(name, value);
    this.save();
    return secret;
  }

  find(secretId: unknown): StoredSecret | undefined {
    if (typeof secretId !== 'string') return undefined;
    for (const secret of this.secrets.values()) if (secretId === secret.name || secretId === arnOf(secret.name)) return secret;
    return undefined;
  }

  has(name: string): boolean {
    return this.secrets.has(name);
  }

  private set(name: string, value: string): StoredSecret {
    const secret = { name, value, versionId: randomUUID(), createdDate: this.secrets.get(name)?.createdDate ?? Math.floor(Date.now() / 1000) };
    this.secrets.set(name, secret);
    return secret;
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    const kept = [...this.secrets.values()].filter((secret) => !this.fixedNames.has(secret.name));
    writeFileSync(temporary, JSON.stringify(kept, null, 2), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

export function answerSecretsManager(target: string, body: string, secrets: LocalSecrets): { statusCode: number; body: unknown } {
  let input: { SecretId?: unknown; Name?: unknown; SecretString?: unknown };
  try {
    input = JSON.parse(body) as typeof input;
  } catch {
    return { statusCode: 400, body: { __type: 'SerializationException', message: 'Invalid JSON' } };
  }
  if (target === GET_SECRET_VALUE_TARGET) {
    const secret = secrets.find(input.SecretId);
    if (!secret) return notFound;
    return {
      statusCode: 200,
      body: {
        ARN: arnOf(secret.name),
        Name: secret.name,
        SecretString: secret.value,
        VersionId: secret.versionId,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: secret.createdDate,
      },
    };
  }
  if (target === CREATE_SECRET_TARGET || target === PUT_SECRET_VALUE_TARGET) {
    if (typeof input.SecretString !== 'string' || input.SecretString.length === 0 || input.SecretString.length > 65_536) {
      return { statusCode: 400, body: { __type: 'InvalidParameterException', message: 'SecretString must be 1 to 65536 characters.' } };
    }
    if (target === CREATE_SECRET_TARGET) {
      if (typeof input.Name !== 'string' || !/^[A-Za-z0-9/_+=.@-]{1,512}$/.test(input.Name)) {
        return { statusCode: 400, body: { __type: 'InvalidParameterException', message: 'Invalid secret name.' } };
      }
      if (secrets.has(input.Name)) {
        return { statusCode: 400, body: { __type: 'ResourceExistsException', message: `The operation failed because the secret ${input.Name} already exists.` } };
      }
      const created = secrets.put(input.Name, input.SecretString);
      return { statusCode: 200, body: { ARN: arnOf(created.name), Name: created.name, VersionId: created.versionId } };
    }
    const existing = secrets.find(input.SecretId);
    if (!existing) return notFound;
    const updated = secrets.put(existing.name, input.SecretString);
    return { statusCode: 200, body: { ARN: arnOf(updated.name), Name: updated.name, VersionId: updated.versionId, VersionStages: ['AWSCURRENT'] } };
  }
  return {
    statusCode: 400,
    body: { __type: 'UnknownOperationException', message: 'The local stand-in answers GetSecretValue, CreateSecret and PutSecretValue.' },
  };
}
