import { ENV, functionEnvironment, routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { resourceKinds, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import type { ScheduledJob } from '@worknest/functions/schedules';
import type { StreamSubscriber, TopicSubscriber } from '@worknest/functions/subscriptions';
import { SERVICE_FEE_CENTS } from '@worknest/shared/constants';
import { DEFAULT_COMPANY_SETUP_FEE_CENTS, DEFAULT_COMPANY_STAY_FEE_CENTS } from '@worknest/shared/company-billing';
import { LOCAL_SITE_CONTACTS } from '@worknest/shared/site-contacts';

/** Fixed local values: the stand-ins accept any credentials, and fixed ones keep DynamoDB Local's files stable. */
export const LOCAL_REGION = 'eu-central-1';
export const LOCAL_ACCESS_KEY_ID = 'local';
export const LOCAL_SECRET_ACCESS_KEY = 'local';
export const LOCAL_TABLE_NAME = 'worknest-local';
export const LOCAL_UPLOADS_BUCKET = 'worknest-uploads-local';
export const LOCAL_MAIL_FROM = 'no-reply@worknest.local';

export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  sesv2: string;
  /** The Stripe emulator: also the Secrets Manager stand-in holding the Stripe secret. */
  stripe?: string;
  /** Issue 41: the Amazon Location Places stand-in (location/start-geo-places.ts). */
  geoPlaces?: string;
  /** Issue 41: the offline basemap's MapLibre style (served by the same stand-in). */
  mapStyleUrl?: string;
}

/**
 * What the official AWS SDK v3 clients read to talk to the stand-ins: the standard
 * AWS_ENDPOINT_URL_<SERVICE> variables, so the production adapters run unchanged.
 */
export function sdkEnvironment(endpoints: LocalEndpoints): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: LOCAL_SECRET_ACCESS_KEY,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: endpoints.sesv2,
    // The S3 endpoint is an IP address, which virtual-hosted-style addressing cannot use.
    S3_FORCE_PATH_STYLE: 'true',
    ...(endpoints.stripe ? { [ENV.stripeApiUrl]: endpoints.stripe, AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.stripe } : {}),
    ...(endpoints.geoPlaces ? { AWS_ENDPOINT_URL_GEO_PLACES: endpoints.geoPlaces } : {}),
    ...(endpoints.mapStyleUrl ? { [ENV.mapStyleUrl]: endpoints.mapStyleUrl } : {}),
  };
}

/** The local Secrets Manager (the Stripe emulator's stand-in) holds the mail-links key under this name. */
export const LOCAL_MAIL_LINKS_SECRET_NAME = 'worknest-local/mail-links';

/** The local Secrets Manager holds each company's OpenID Connect client secret under this prefix. */
export const LOCAL_SSO_SECRET_PREFIX = 'worknest-local/sso/';

/**
 * The local Secrets Manager holds the origin secret under this name: the value the gateway,
 * standing in for CloudFront, sends in `x-origin-verify` (start-local-cloud.ts draws one per start).
 */
export const LOCAL_ORIGIN_VERIFY_SECRET_NAME = 'worknest-local/origin-verify';

/** The local stage. */
export function localStage(appOrigin: string, socketsEndpoint: string): StageResources {
  return {
    stage: 'local',
    tableName: LOCAL_TABLE_NAME,
    uploadsBucket: LOCAL_UPLOADS_BUCKET,
    appOrigin,
    mailFrom: LOCAL_MAIL_FROM,
    socketsEndpoint,
    stripeSecretName: 'worknest-local/stripe',
    serviceFeeCents: SERVICE_FEE_CENTS,
    companySetupFeeCents: DEFAULT_COMPANY_SETUP_FEE_CENTS,
    companyStayFeeCents: DEFAULT_COMPANY_STAY_FEE_CENTS,
    mailLinksSecretName: LOCAL_MAIL_LINKS_SECRET_NAME,
    originVerifySecretName: LOCAL_ORIGIN_VERIFY_SECRET_NAME,
    siteContacts: LOCAL_SITE_CONTACTS,
    ssoSecretPrefix: LOCAL_SSO_SECRET_PREFIX,
    // Tests and `npm run dev` serve calendar files on 127.0.0.1 (issue 20); AWS stages never set this.
    calendarFetchAllowsLoopback: true,
    // The local OpenID provider runs on localhost (issue 19); AWS stages never set this (issue 33).
    ssoIssuerAllowsLoopback: true,
  };
}

/** The environment of one route's function: exactly what the CDK stack gives it, plus the local endpoints. */
export function localFunctionEnvironment(
  route: HttpRoute | WebSocketRoute | ScheduledJob | TopicSubscriber | StreamSubscriber,
  stage: StageResources,
  endpoints: LocalEndpoints,
): Record<string, string> {
  return { ...routeEnvironment(route, stage), ...sdkEnvironment(endpoints) };
}

/** The environment for scripts and tests (seed, admin CLI, integration tests): every resource variable at once. */
export function localScriptEnvironment(stage: StageResources, endpoints: LocalEndpoints): Record<string, string> {
  return { ...functionEnvironment(resourceKinds, stage), ...sdkEnvironment(endpoints) };
}
