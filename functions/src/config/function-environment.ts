import type { Resource } from '../routes';

/** Values a deployed stage (or the local cloud) knows about its resources. CDK passes tokens. */
export interface StageResources {
  stage: string;
  tableName: string;
  uploadsBucket: string;
  appOrigin: string;
  mailFrom: string;
  /** https://{api-id}.execute-api.{region}.amazonaws.com/{stage}: the WebSocket Management API. */
  socketsEndpoint: string;
  /** Secrets Manager secret holding {secretKey, publishableKey, webhookSecret}. */
  stripeSecretName: string;
  serviceFeeCents: number;
}

/** Environment variable names, spelled once. */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  appOrigin: 'APP_ORIGIN',
  mailFrom: 'MAIL_FROM',
  socketsEndpoint: 'SOCKETS_ENDPOINT',
  stripeSecretName: 'STRIPE_SECRET_NAME',
  serviceFeeCents: 'SERVICE_FEE_CENTS',
  /** Local cloud only, like AWS_ENDPOINT_URL_*: the Stripe emulator the SDK talks to instead of api.stripe.com. */
  stripeApiUrl: 'STRIPE_API_URL',
} as const;

/**
 * The environment a route's function gets: only what its declared resources need. The CDK API
 * stack and the local gateway both call this, so a handler sees the same variables in both.
 */
export function functionEnvironment(resources: readonly Resource[], stage: StageResources): Record<string, string> {
  const env: Record<string, string> = {
    [ENV.stage]: stage.stage,
    [ENV.appOrigin]: stage.appOrigin,
    NODE_OPTIONS: '--enable-source-maps',
  };
  if (resources.includes('table:read') || resources.includes('table:write')) env[ENV.tableName] = stage.tableName;
  if (resources.includes('uploads:read') || resources.includes('uploads:write')) env[ENV.uploadsBucket] = stage.uploadsBucket;
  if (resources.includes('mail')) env[ENV.mailFrom] = stage.mailFrom;
  if (resources.includes('sockets')) env[ENV.socketsEndpoint] = stage.socketsEndpoint;
  if (resources.includes('payments')) {
    env[ENV.stripeSecretName] = stage.stripeSecretName;
    env[ENV.serviceFeeCents] = String(stage.serviceFeeCents);
  }
  return env;
}

/** Reads a required variable; a missing one is a deployment defect, so it throws. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
