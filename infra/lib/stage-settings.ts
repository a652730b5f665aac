import type { Construct } from 'constructs';

/** One stage's settings, from `cdk.json` → `context.stages.<name>`. */
export interface StageSettings {
  /** `destroy` for throwaway stages; `retain` keeps data (and turns on deletion protection). */
  removalPolicy: 'destroy' | 'retain';
  /** `https://host` of the app; empty means "the CloudFront distribution's domain". */
  appOrigin: string;
  mailFrom: string;
  /** The SES domain identity the stage sends from (`mailFrom` must be on it). */
  sesIdentity: string;
  /** Secrets Manager name of the Stripe secret `{secretKey, publishableKey, webhookSecret}`. */
  stripeSecretName: string;
  serviceFeeCents: number;
  /** API Gateway default-stage throttling (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
}

export interface Stage {
  name: string;
  settings: StageSettings;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{0,20}$/;

/**
 * Reads `-c stage=<name>` (default `dev`) and that stage's settings from the app's context.
 * A missing or malformed stage fails the synth: deploying half-configured stacks is worse.
 */
export function readStage(scope: Construct): Stage {
  const name = (scope.node.tryGetContext('stage') as string | undefined) ?? 'dev';
  if (!STAGE_NAME.test(name)) throw new Error(`Invalid stage name "${name}" (lowercase letters, digits, dashes).`);
  const stages = (scope.node.tryGetContext('stages') ?? {}) as Record<string, unknown>;
  const raw = stages[name];
  if (!raw) {
    throw new Error(`No settings for stage "${name}" in cdk.json context.stages (known: ${Object.keys(stages).join(', ') || 'none'}).`);
  }
  return { name, settings: parseSettings(name, raw) };
}

function parseSettings(name: string, raw: unknown): StageSettings {
  const s = raw as Partial<StageSettings>;
  const fail = (field: string): never => {
    throw new Error(`cdk.json context.stages.${name}.${field} is missing or invalid.`);
  };
  if (s.removalPolicy !== 'destroy' && s.removalPolicy !== 'retain') fail('removalPolicy');
  if (typeof s.appOrigin !== 'string' || (s.appOrigin !== '' && !/^https:\/\/[^/]+$/.test(s.appOrigin))) fail('appOrigin');
  if (typeof s.mailFrom !== 'string' || !s.mailFrom.includes('@')) fail('mailFrom');
  if (typeof s.sesIdentity !== 'string' || !s.sesIdentity) fail('sesIdentity');
  if (typeof s.stripeSecretName !== 'string' || !s.stripeSecretName) fail('stripeSecretName');
  if (!Number.isInteger(s.serviceFeeCents) || s.serviceFeeCents! < 0) fail('serviceFeeCents');
  if (!(s.throttle && s.throttle.rateLimit > 0 && s.throttle.burstLimit > 0)) fail('throttle');
  return s as StageSettings;
}
