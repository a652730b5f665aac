import type { SiteContacts } from '@worknest/shared/site-contacts';
import { DEFAULT_COMPANY_SETUP_FEE_CENTS, DEFAULT_COMPANY_STAY_FEE_CENTS } from '@worknest/shared/company-billing-rules';
import type { HttpRoute, Resource, WebSocketRoute } from '../routes';
import type { ScheduledJob } from '../schedules';
import type { StreamSubscriber, TopicSubscriber } from '../subscriptions';

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
  /** The platform's commission on the nights, in basis points (issue 21; default 300 = 3 %). */
  commissionBasisPoints?: number;
  /** Issue 34: the one-time company setup fee and the per-stay fee of business stays (stage settings; defaults 50000 and 1500). */
  companySetupFeeCents?: number;
  companyStayFeeCents?: number;
  /** Secrets Manager secret holding the key that signs links in e-mails (unsubscribe). */
  mailLinksSecretName: string;
  /**
   * Secrets Manager secret holding the value CloudFront sends in `x-origin-verify`
   * (config/origin-verify.ts). Only its name is in a function's environment: the functions that
   * check it read the value at run time (adapters/origin-secret.ts).
   */
  originVerifySecretName: string;
  /**
   * Secrets Manager names of the companies' OpenID Connect client secrets start with this
   * (`worknest/<stage>/sso/`): one secret per company, `<prefix><domain>` (issue 19).
   */
  ssoSecretPrefix: string;
  /**
   * DNS servers (`ip` or `ip:port`, comma-separated) the domain verification asks; unset means the
   * system's resolvers (Lambda's VPC resolver in production, the local authoritative server locally).
   */
  dnsServers?: string;
  /** The session cookie's name where the stage sets one (`__Host-worknest_session` on prod's own domain). */
  sessionCookieName?: string;
  /**
   * Issue 41: the map style URL the app's maps load (an Amazon Location style with the stage's
   * API key, stage setting `mapStyleUrl`); unset, the app shows no maps, only the lists.
   */
  mapStyleUrl?: string;
  /** Support, privacy, legal addresses and social profiles (stage setting `contacts`). */
  siteContacts: SiteContacts;
  /**
   * Issue 20: imported calendars may be fetched from loopback addresses. Only the local cloud sets
   * it (its tests serve calendar files on 127.0.0.1); a deployed stage never does, so there only
   * public addresses are fetched (domain/calendar/fetch-calendar.ts).
   */
  calendarFetchAllowsLoopback?: boolean;
  /**
   * Issue 33: a company's single sign-on issuer may be on a loopback host (`http://localhost`,
   * `127.0.0.1`, `[::1]`). Only the local cloud sets it (its OpenID provider runs on this machine);
   * a deployed stage never does, so there an issuer on a loopback host is refused (domain/auth/sso-issuer.ts).
   */
  ssoIssuerAllowsLoopback?: boolean;
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
  commissionBasisPoints: 'COMMISSION_BASIS_POINTS',
  /** Issue 34: functions with the `company-fees` resource. */
  companySetupFeeCents: 'COMPANY_SETUP_FEE_CENTS',
  companyStayFeeCents: 'COMPANY_STAY_FEE_CENTS',
  mailLinksSecretName: 'MAIL_LINKS_SECRET_NAME',
  /** Routes with the `origin-secret` resource and the origin authorizer: the secret `x-origin-verify` must match. */
  originVerifySecretName: 'ORIGIN_VERIFY_SECRET_NAME',
  /** Local cloud only, like AWS_ENDPOINT_URL_*: the Stripe emulator the SDK talks to instead of api.stripe.com. */
  stripeApiUrl: 'STRIPE_API_URL',
  /** Functions that read or write the companies' SSO client secrets (issue 19). */
  ssoSecretPrefix: 'SSO_SECRET_PREFIX',
  /** Functions that verify domains: the DNS servers to ask (unset: the system's). */
  dnsServers: 'DNS_SERVERS',
  /** Issue 41: the MapLibre style of the app's maps (stage setting `mapStyleUrl`; locally the offline basemap). */
  mapStyleUrl: 'MAP_STYLE_URL',
  /** Set only where the stage names the session cookie (stage setting sessionCookieName); else the default name. */
  sessionCookieName: 'SESSION_COOKIE_NAME',
  /** JSON of SiteContacts: the addresses and profiles pages and e-mails name (config/site-contacts.ts). */
  siteContacts: 'SITE_CONTACTS',
  /** Set to `true` only where the stage allows fetching calendars from loopback addresses (the local cloud). */
  calendarFetchAllowLoopback: 'CALENDAR_FETCH_ALLOW_LOOPBACK',
  /** Set to `true` only where the stage allows single sign-on issuers on loopback hosts (the local cloud). */
  ssoIssuerAllowLoopback: 'SSO_ISSUER_ALLOW_LOOPBACK',
  /**
   * HTTP and WebSocket routes: the function's own entry of the route table, as JSON. The handler
   * kit reads access and resources from it instead of bundling the whole table (ADR 0152).
   */
  route: 'WORKNEST_ROUTE',
} as const;

/**
 * The environment a route's function gets: what its declared resources need. The CDK API,
 * realtime and jobs stacks and the local gateway all call this, so a handler sees the same
 * variables in both places. No secret value is ever in it, only secrets' names.
 */
export function routeEnvironment(route: HttpRoute | WebSocketRoute | ScheduledJob | TopicSubscriber | StreamSubscriber, stage: StageResources): Record<string, string> {
  const env = functionEnvironment(route.resources, stage);
  if ('method' in route || 'routeKey' in route) env[ENV.route] = ownRouteVariable(route);
  // Every function that may read or set the session cookie (HTTP routes and the socket handshake).
  if (stage.sessionCookieName) env[ENV.sessionCookieName] = stage.sessionCookieName;
  return env;
}

/** WORKNEST_ROUTE: a route function's own entry of the route table (the handler kit reads it; ADR 0152). */
export function ownRouteVariable(route: HttpRoute | WebSocketRoute): string {
  return JSON.stringify(route);
}

/** The variables a set of resources needs (routeEnvironment's core; scripts get every resource's). */
export function functionEnvironment(resources: readonly Resource[], stage: StageResources): Record<string, string> {
  const env: Record<string, string> = {
    [ENV.stage]: stage.stage,
    [ENV.appOrigin]: stage.appOrigin,
    [ENV.siteContacts]: JSON.stringify(stage.siteContacts),
    // No NODE_OPTIONS=--enable-source-maps: it costs every cold start 5-10 %; the logger maps
    // stacks through the bundle's source map only when it logs an error (issue 15).
  };
  if (resources.includes('table:read') || resources.includes('table:write')) env[ENV.tableName] = stage.tableName;
  if (resources.some((resource) => resource.startsWith('uploads:'))) env[ENV.uploadsBucket] = stage.uploadsBucket;
  if (resources.includes('mail')) env[ENV.mailFrom] = stage.mailFrom;
  if (resources.includes('sockets')) env[ENV.socketsEndpoint] = stage.socketsEndpoint;
  if (resources.includes('mail-links')) env[ENV.mailLinksSecretName] = stage.mailLinksSecretName;
  if (resources.includes('sso-secrets:read') || resources.includes('sso-secrets:write')) env[ENV.ssoSecretPrefix] = stage.ssoSecretPrefix;
  if (resources.includes('dns') && stage.dnsServers) env[ENV.dnsServers] = stage.dnsServers;
  if (resources.includes('maps') && stage.mapStyleUrl) env[ENV.mapStyleUrl] = stage.mapStyleUrl;
  if (resources.includes('origin-secret')) env[ENV.originVerifySecretName] = stage.originVerifySecretName;
  if (stage.calendarFetchAllowsLoopback) env[ENV.calendarFetchAllowLoopback] = 'true';
  if (stage.ssoIssuerAllowsLoopback) env[ENV.ssoIssuerAllowLoopback] = 'true';
  if (resources.includes('company-fees')) {
    // Always both, the defaults where the stage names none: a function's variables do not depend on the stage file.
    env[ENV.companySetupFeeCents] = String(stage.companySetupFeeCents ?? DEFAULT_COMPANY_SETUP_FEE_CENTS);
    env[ENV.companyStayFeeCents] = String(stage.companyStayFeeCents ?? DEFAULT_COMPANY_STAY_FEE_CENTS);
  }
  if (resources.includes('payments')) {
    env[ENV.stripeSecretName] = stage.stripeSecretName;
    env[ENV.serviceFeeCents] = String(stage.serviceFeeCents);
    if (stage.commissionBasisPoints !== undefined) env[ENV.commissionBasisPoints] = String(stage.commissionBasisPoints);
  }
  return env;
}

/** Reads a required variable; a missing one is a deployment defect, so it throws. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
