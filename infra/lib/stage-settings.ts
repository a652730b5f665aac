import type { Construct } from 'constructs';
import { siteContactsSchema, type SiteContacts } from '@worknest/shared/site-contacts';

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
  /** Issue 21: the platform's commission on the nights, basis points (300 = 3 %); default 300. */
  commissionBasisPoints?: number;
  /** Issue 34: the one-time company setup fee and the per-stay fee of business stays, in cents (defaults 50000 and 1500). */
  companySetupFeeCents?: number;
  companyStayFeeCents?: number;
  /** API Gateway default-stage throttling (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /**
   * Tighter per-route budgets (infra/lib/route-throttles.ts): `public` for routes anyone may call
   * (sign-in requests, forms), `expensive` for routes that send mail, call Stripe or sign uploads,
   * `webhook` for Stripe's. Without them one flood of cheap calls spends the whole stage budget.
   */
  routeThrottles: { public: Throttle; expensive: Throttle; webhook: Throttle };
  /** Reserved concurrency of each Stripe webhook function (payments, Connect): events are handled even when the rest is busy. */
  webhookReservedConcurrency: number;
  /** Optional: an address that gets every alarm (SNS e-mail subscription, confirmed once by its owner). */
  alarmEmail?: string;
  /**
   * Optional: the stage's own host name (e.g. `worknest.example`). The edge stack (us-east-1) issues
   * its ACM certificate; CloudFront serves it with TLS 1.2 at least. `appOrigin` is then `https://<domainName>`.
   */
  domainName?: string;
  /** Optional session cookie name; `__Host-…` where the stage is served over its own https host only. */
  sessionCookieName?: string;
  /** WAF rate-based rule: requests per IP per 5 minutes before that IP is blocked for a while. */
  wafRateLimitPer5Minutes: number;
  /**
   * Support, privacy and legal addresses and the social profiles the site and the e-mails name
   * (packages/shared/src/site-contacts.ts); the functions get them as SITE_CONTACTS.
   */
  contacts: SiteContacts;
  /**
   * Issue 41: an Amazon Location Service API key allowed to read map styles and tiles (its referrers
   * restricted to the app's origin), and the style to use (default `Standard`). Without a key the
   * app shows no maps, only the lists. The key is sent to browsers by design (it is a public key).
   */
  mapsApiKey?: string;
  mapStyle?: 'Standard' | 'Monochrome' | 'Hybrid' | 'Satellite';
}

export interface Throttle {
  rateLimit: number;
  burstLimit: number;
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
  if (s.commissionBasisPoints !== undefined && (!Number.isInteger(s.commissionBasisPoints) || s.commissionBasisPoints < 0 || s.commissionBasisPoints > 5_000)) {
    fail('commissionBasisPoints (whole basis points from 0 to 5000)');
  }
  for (const fee of ['companySetupFeeCents', 'companyStayFeeCents'] as const) {
    if (s[fee] !== undefined && (!Number.isInteger(s[fee]) || s[fee] < 0)) fail(`${fee} (whole cents, 0 or more)`);
  }
  if (!isThrottle(s.throttle)) fail('throttle');
  for (const kind of ['public', 'expensive', 'webhook'] as const) {
    if (!isThrottle(s.routeThrottles?.[kind])) fail(`routeThrottles.${kind}`);
    if (s.routeThrottles![kind].rateLimit > s.throttle!.rateLimit) fail(`routeThrottles.${kind} (above the stage throttle)`);
  }
  if (!Number.isInteger(s.webhookReservedConcurrency) || s.webhookReservedConcurrency! < 1) fail('webhookReservedConcurrency');
  if (s.alarmEmail !== undefined && (typeof s.alarmEmail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.alarmEmail))) fail('alarmEmail');
  if (s.domainName !== undefined) {
    if (typeof s.domainName !== 'string' || !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(s.domainName)) fail('domainName');
    if (s.appOrigin !== '' && s.appOrigin !== `https://${s.domainName}`) fail('appOrigin (must be empty or https://<domainName>)');
  }
  if (s.sessionCookieName !== undefined) {
    if (typeof s.sessionCookieName !== 'string' || !/^(__Host-)?[A-Za-z0-9_]{1,40}$/.test(s.sessionCookieName)) fail('sessionCookieName');
    // A __Host- cookie needs https on the stage's own host; the default *.cloudfront.net host is shared.
    if (s.sessionCookieName.startsWith('__Host-') && s.domainName === undefined) fail('sessionCookieName (__Host- needs domainName)');
  }
  if (!Number.isInteger(s.wafRateLimitPer5Minutes) || s.wafRateLimitPer5Minutes! < 10) fail('wafRateLimitPer5Minutes');
  if (s.mapsApiKey !== undefined && (typeof s.mapsApiKey !== 'string' || !/^v1\.public\.[A-Za-z0-9._-]+$/.test(s.mapsApiKey))) fail('mapsApiKey (an Amazon Location API key, v1.public.…)');
  if (s.mapStyle !== undefined && !['Standard', 'Monochrome', 'Hybrid', 'Satellite'].includes(s.mapStyle)) fail('mapStyle');
  const contacts = siteContactsSchema.safeParse(s.contacts);
  if (!contacts.success) fail(`contacts (${contacts.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`);
  return { ...s, contacts: contacts.data } as StageSettings;
}

function isThrottle(value: unknown): value is Throttle {
  const t = value as Partial<Throttle> | undefined;
  return !!t && Number.isFinite(t.rateLimit) && t.rateLimit! > 0 && Number.isInteger(t.burstLimit) && t.burstLimit! > 0;
}

/** The origin users open: the stage's domain, its explicit appOrigin, or '' (CloudFront's own domain). */
export function configuredAppOrigin(settings: StageSettings): string {
  return settings.domainName ? `https://${settings.domainName}` : settings.appOrigin;
}
