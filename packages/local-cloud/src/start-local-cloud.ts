import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORIGIN_VERIFY_HEADER } from '@worknest/functions/config/origin-verify';
import { SSO_CALLBACK_PATH } from '@worknest/shared/sso';
import type { AppTables } from './app-tables';
import { startBucket, type LocalBucket } from './s3/bucket';
import { startDynamoDb, type DynamoDbLocal } from './dynamodb/dynamodb';
import { DEFAULT_DNS_PORT, startDnsServer, type LocalDnsServer } from './dns/start-dns-server';
import { DEFAULT_IDP_PORT, startIdentityProvider, type IdentityProvider } from './oidc/start-identity-provider';
import { LOCAL_IDP_CLIENT_ID, demoIdpAccounts, localIdpEnvironment, localSsoSecretName } from './oidc/local-sso';
import { startGateway, type Gateway, type GatewayOptions } from './gateway/start-gateway';
import {
  LOCAL_ACCESS_KEY_ID,
  LOCAL_SECRET_ACCESS_KEY,
  LOCAL_TABLE_NAME,
  LOCAL_MAIL_LINKS_SECRET_NAME,
  LOCAL_ORIGIN_VERIFY_SECRET_NAME,
  LOCAL_UPLOADS_BUCKET,
  localFunctionEnvironment,
  localScriptEnvironment,
  localStage,
  type LocalEndpoints,
} from './local-environment';
import type { LogEvent } from './log-event';
import { startTableAccessProxy } from './dynamodb/table-access';
import { startMailServer, type LocalMail } from './ses/mail';
import { startMailFeedback } from './ses/mail-feedback';
import { ensurePortFree, freePort } from './ports';
import { runOnce } from './run-once';
import { StartupError } from './startup-error';
import { DEFAULT_STRIPE_EMULATOR_PORT } from './stripe/local-stripe-keys';
import { startStripeEmulator, type StripeEmulator } from './stripe/start-stripe-emulator';
import { startGeoPlaces, type LocalGeoPlaces } from './location/start-geo-places';

export type LocalCloudPart = 'dynamodb' | 'bucket' | 'mail' | 'gateway' | 'stripe' | 'dns' | 'idp' | 'geo';

export interface PartStatus {
  part: LocalCloudPart;
  /** Human name, e.g. "DynamoDB Local". */
  label: string;
  state: 'starting' | 'ready' | 'failed';
  /** Milliseconds from "starting" to "ready"/"failed". */
  ms?: number;
  error?: unknown;
}

export interface LocalCloudOptions {
  /** dev: data under <rootDir>/.data, fixed ports. test: in memory, temp dir, free ports, test controls. */
  mode: 'dev' | 'test';
  /** The repository root. */
  rootDir: string;
  /** The routes, jobs and subscriptions the gateway runs (Worknest's: scripts/src/app-tables.ts). */
  tables: AppTables;
  /** Gateway port; default 3000 in dev, any free port in tests. */
  port?: number;
  /** Inbox (SES) port; default 8005 in dev, any free port in tests. */
  inboxPort?: number;
  /** Stripe emulator port; default 12111 (STRIPE_EMULATOR_PORT) in dev, any free port in tests. */
  stripePort?: number;
  /** The OpenID provider's port; default 8006 (IDP_PORT) in dev, any free port in tests. */
  idpPort?: number;
  /** The authoritative DNS server's port (UDP and TCP); default 8053 (DNS_PORT) in dev, any free port in tests. */
  dnsPort?: number;
  /** dev only: delete <rootDir>/.data first, so the cloud starts empty. */
  reset?: boolean;
  spa: GatewayOptions['spa'];
  onStatus?: (status: PartStatus) => void;
  log?: LogEvent;
  /**
   * LOG_LEVEL of the functions. Default: LOG_LEVEL of this process if set, else WARN in tests (a
   * run's INFO lines would bury the report) and the functions' own default (INFO) in dev.
   */
  functionLogLevel?: string;
  /**
   * Default true: the gateway starts answering when every part is ready. `npm run dev` passes
   * false and calls `open()` after seeding, so the demo accounts exist before anyone can sign in.
   */
  openWhenReady?: boolean;
}

export interface LocalCloud {
  /** The URL a browser opens; also APP_ORIGIN of every function. */
  appUrl: string;
  inboxUrl: string;
  /** The local OpenID provider's issuer URL (its demo accounts: oidc/local-sso.ts). */
  idpUrl: string;
  /** `127.0.0.1:<port>` of the authoritative DNS server. */
  dnsServer: string;
  /** TABLE_NAME, UPLOADS_BUCKET, MAIL_FROM, APP_ORIGIN, AWS_ENDPOINT_URL_*, credentials...: for scripts and tests. */
  env: Record<string, string>;
  gateway: Gateway;
  /** Shifts "now" for the functions (gateway) and for presigned-URL expiry (bucket front). */
  setClockOffset(ms: number): void;
  /** Lets the gateway answer (it answers 503 with Retry-After before); see openWhenReady. */
  open(): void;
  /** Stops every part; safe to call twice; leaves no port held and no Java process. */
  stop(): Promise<void>;
}

const LABELS: Record<LocalCloudPart, string> = {
  dynamodb: 'DynamoDB Local',
  bucket: 'S3 (s3rver + front)',
  mail: 'Inbox (SES)',
  gateway: 'Gateway',
  stripe: 'Stripe emulator',
  dns: 'DNS server',
  idp: 'OpenID provider',
  geo: 'Places (gazetteer)',
};

export const DEFAULT_PORT = 3000;
export const DEFAULT_INBOX_PORT = 8005;

/**
 * Starts the local stand-ins and the gateway. DynamoDB Local (the slow one, Java) starts in
 * parallel with the others; the gateway listens as soon as S3, SES and Stripe are up (it needs
 * their endpoints; DynamoDB's port is chosen up front) but answers 503 with Retry-After until
 * every part is ready, DynamoDB's table included. If a part fails, everything already started is
 * stopped and the part's StartupError (with a fix-it hint) is thrown.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const { mode, rootDir, onStatus = () => {}, log = () => {} } = options;
  const testMode = mode === 'test';
  const port = options.port ?? (testMode ? 0 : DEFAULT_PORT);
  const inboxPort = options.inboxPort ?? (testMode ? 0 : DEFAULT_INBOX_PORT);

  const functionLogLevel = options.functionLogLevel ?? process.env.LOG_LEVEL ?? (testMode ? 'WARN' : undefined);
  const dataDir = join(rootDir, '.data');
  if (!testMode && options.reset) await rm(dataDir, { recursive: true, force: true });
  // Fixed ports are checked first, so a taken one fails in milliseconds instead of after Java started.
  if (port !== 0) await ensurePortFree(port, LABELS.gateway, 'PORT');
  if (inboxPort !== 0) await ensurePortFree(inboxPort, LABELS.mail, 'INBOX_PORT');
  const stripePort = options.stripePort ?? (testMode ? 0 : DEFAULT_STRIPE_EMULATOR_PORT);
  if (stripePort !== 0) await ensurePortFree(stripePort, LABELS.stripe, 'STRIPE_EMULATOR_PORT');

  const idpPort = options.idpPort ?? (testMode ? 0 : DEFAULT_IDP_PORT);
  if (idpPort !== 0) await ensurePortFree(idpPort, LABELS.idp, 'IDP_PORT');
  const dnsPort = options.dnsPort ?? (testMode ? 0 : DEFAULT_DNS_PORT);
  if (dnsPort !== 0) await ensurePortFree(dnsPort, LABELS.dns, 'DNS_PORT');

  const bucketDir = testMode ? await mkdtemp(join(tmpdir(), 'worknest-s3-')) : join(dataDir, 's3');
  const dnsRecordsDir = testMode ? await mkdtemp(join(tmpdir(), 'worknest-dns-')) : join(dataDir, 'dns');
  // The demo company's OpenID Connect client secret: drawn per start, given to the provider and
  // put in the local Secrets Manager where the SSO functions read it (like any company's).
  const demoClientSecret = randomBytes(32).toString('base64url');
  const dynamoPort = await freePort();
  const dynamoEndpoint = `http://127.0.0.1:${dynamoPort}`;

  const stops = new Map<LocalCloudPart, () => Promise<void>>();
  // The functions reach DynamoDB Local through the stand-in for their IAM grants (key families).
  // A fault armed by a test (POST /__local/faults/table) kills the function's instances instead of forwarding its call.
  let killFunction: (handler: string) => void = () => {};
  const tableAccess = await startTableAccessProxy({ target: dynamoEndpoint, log, onFault: (handler) => killFunction(handler) });
  // What CloudFront sends the HTTP API in production: the gateway adds it to every API request and
  // the functions with per-IP limits compare it with the local Secrets Manager's value, as on AWS.
  // New on every start, never printed.
  const originVerifySecret = randomBytes(32).toString('base64url');

  async function startPart<T extends { stop(): Promise<void> } | { close(): Promise<void> }>(
    part: LocalCloudPart,
    start: () => Promise<T>,
  ): Promise<T> {
    const startedAt = performance.now();
    onStatus({ part, label: LABELS[part], state: 'starting' });
    try {
      const value = await start();
      stops.set(part, 'stop' in value ? () => value.stop() : () => value.close());
      onStatus({ part, label: LABELS[part], state: 'ready', ms: performance.now() - startedAt });
      return value;
    } catch (error) {
      onStatus({ part, label: LABELS[part], state: 'failed', ms: performance.now() - startedAt, error });
      throw error;
    }
  }

  let stopMailFeedback = () => {};
  const stopAll = runOnce(async () => {
    stopMailFeedback();
    const stopPart = async (part: LocalCloudPart) => {
      try {
        await stops.get(part)?.();
      } catch (error) {
        log({ part, event: 'stop failed', error: String(error) });
      }
    };
    // The gateway (and its function workers) first, so no request meets a store that is going away.
    await stopPart('gateway');
    await tableAccess.close();
    await Promise.all([...stops.keys()].filter((part) => part !== 'gateway').map(stopPart));
    if (testMode) {
      await rm(bucketDir, { recursive: true, force: true });
      await rm(dnsRecordsDir, { recursive: true, force: true });
    }
  });

  const dynamodb = startPart<DynamoDbLocal>('dynamodb', () =>
    startDynamoDb({
      port: dynamoPort,
      dataDir: testMode ? undefined : join(dataDir, 'dynamodb'),
      tableName: LOCAL_TABLE_NAME,
      log,
    }),
  );
  const bucket = startPart<LocalBucket>('bucket', () =>
    startBucket({ directory: bucketDir, bucket: LOCAL_UPLOADS_BUCKET, testControls: testMode, log }),
  );
  const mail = startPart<LocalMail>('mail', () => startMailServer({ port: inboxPort, log }));
  const stripe = startPart<StripeEmulator>('stripe', () =>
    startStripeEmulator({
      port: stripePort,
      secretName: localStage('', '').stripeSecretName,
      // The key of unsubscribe links: drawn per start, so links from an earlier run no longer work.
      otherSecrets: [
        { name: LOCAL_MAIL_LINKS_SECRET_NAME, value: randomBytes(32).toString('base64url') },
        { name: LOCAL_ORIGIN_VERIFY_SECRET_NAME, value: originVerifySecret },
        { name: localSsoSecretName(), value: demoClientSecret },
      ],
      // Secrets admins create (other companies' SSO client secrets) survive a dev restart.
      secretsFile: testMode ? undefined : join(dataDir, 'secrets.json'),
      // Payments, accounts and transfers survive a dev restart too, like the DynamoDB items that name them.
      stateFile: testMode ? undefined : join(dataDir, 'stripe-emulator.json'),
      // Tests should not wait a minute for a redelivery; dev keeps Stripe-like spacing.
      webhookRetryDelaysMs: testMode ? [250, 1_000, 3_000] : undefined,
      // Opened by the caller after seeding (npm run dev): the seed's events wait for open() rather
      // than meet the gateway's 503 and its retries (issue 29).
      holdWebhooks: !(options.openWhenReady ?? true),
      log,
    }),
  );
  const dns = startPart<LocalDnsServer>('dns', () =>
    startDnsServer({ port: dnsPort, recordsDir: dnsRecordsDir, log }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') throw new StartupError(LABELS.dns, `Port ${dnsPort} is in use`, 'Set DNS_PORT=<another port>.', { cause: error });
      throw error;
    }),
  );
  // Issue 41: Amazon Location Places (Geocode) from an offline gazetteer, and the offline basemap.
  const geo = startPart<LocalGeoPlaces>('geo', () => startGeoPlaces({ log }));
  const gateway = Promise.all([bucket, mail, stripe, dns, geo]).then(([startedBucket, startedMail, startedStripe, startedDns, startedGeo]) => {
    const endpoints: LocalEndpoints = {
      dynamodb: dynamoEndpoint,
      s3: startedBucket.endpoint,
      sesv2: startedMail.endpoint,
      stripe: startedStripe.url,
      geoPlaces: startedGeo.url,
      mapStyleUrl: startedGeo.styleUrl,
    };
    return startPart<Gateway>('gateway', () =>
      startGateway({
        host: '127.0.0.1',
        port,
        httpRoutes: options.tables.httpRoutes,
        webSocketRoutes: options.tables.webSocketRoutes,
        scheduledJobs: options.tables.scheduledJobs,
        topicSubscribers: options.tables.topicSubscribers,
        // Issue 33: the table's stream, read through the Streams API, invokes the stream subscribers.
        streamSubscribers: options.tables.streamSubscribers,
        streams: {
          endpoint: dynamoEndpoint,
          tableName: LOCAL_TABLE_NAME,
          credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: LOCAL_SECRET_ACCESS_KEY },
          pollIntervalMs: testMode ? 100 : 500,
          // Tests should not wait minutes for a retry; dev spaces them out like a backoff.
          retryDelaysMs: testMode ? [250, 500, 1_000] : [1_000, 2_000, 5_000, 10_000, 30_000],
        },
        extraTestControls: {
          // `{"to": address, "failing": true}`: every SendEmail to the address answers 503 until `"failing": false`.
          '/__local/mail/failing': (body) => {
            const control = body as { to?: unknown; failing?: unknown };
            if (typeof control?.to !== 'string') throw new Error('Expected {"to": string, "failing": boolean}');
            startedMail.setFailing(control.to, Boolean(control.failing));
            return { to: control.to, failing: Boolean(control.failing) };
          },
          // `{"handler", "action", "keyPrefix", "count"}`: see TableFault.
          '/__local/faults/table': (body) => {
            const fault = body as { handler?: unknown; action?: unknown; keyPrefix?: unknown; count?: unknown };
            if (typeof fault?.handler !== 'string' || typeof fault.action !== 'string' || typeof fault.keyPrefix !== 'string') {
              throw new Error('Expected {"handler": string, "action": string, "keyPrefix": string, "count"?: number}');
            }
            tableAccess.armFault({ handler: fault.handler, action: fault.action, keyPrefix: fault.keyPrefix, count: typeof fault.count === 'number' ? fault.count : 1 });
            return { armed: true };
          },
        },
        // dev runs the jobs on their local timers; tests move the clock and run them on demand.
        scheduleTimers: !testMode,
        // dev rebuilds a function when its source changes; tests build once.
        watchFunctions: !testMode,
        functionsDir: join(rootDir, 'functions', 'src'),
        environmentFor: (route, gatewayUrl) => ({
          ...localFunctionEnvironment(route, { ...localStage(appOriginFor(mode, gatewayUrl), gatewayUrl), dnsServers: startedDns.server }, endpoints),
          ...(route.resources.some((resource) => resource.startsWith('table:'))
            ? { AWS_ENDPOINT_URL_DYNAMODB: tableAccess.endpointFor(route.handler, route.resources) }
            : {}),
          ...(functionLogLevel ? { LOG_LEVEL: functionLogLevel } : {}),
          // Business metrics print as EMF lines (functions/src/logging/metrics.ts); tests keep quiet.
          ...(testMode && !process.env.POWERTOOLS_METRICS_DISABLED ? { POWERTOOLS_METRICS_DISABLED: 'true' } : {}),
        }),
        uploads: { endpoint: startedBucket.endpoint, bucket: LOCAL_UPLOADS_BUCKET },
        originHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret },
        spa: options.spa,
        testControls: testMode,
        // 503 + Retry-After to everything until the last line of this function (issue 13).
        startClosed: true,
        log,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') {
          throw new StartupError(LABELS.gateway, `Port ${port} is in use`, 'Set PORT=<another port>.', { cause: error });
        }
        throw error;
      }),
    );
  });

  // The provider registers the app's callback, so it starts once the gateway's address is known.
  const idp = gateway.then((startedGateway) =>
    startPart<IdentityProvider>('idp', () =>
      startIdentityProvider({
        port: idpPort,
        hostName: testMode ? '127.0.0.1' : 'localhost',
        accounts: demoIdpAccounts,
        clients: [
          {
            clientId: LOCAL_IDP_CLIENT_ID,
            clientSecret: demoClientSecret,
            clientName: 'Worknest',
            redirectUris: [appOriginFor(mode, startedGateway.url), `http://localhost:${startedGateway.port}`, `http://127.0.0.1:${startedGateway.port}`]
              .filter((origin, index, all) => all.indexOf(origin) === index)
              .map((origin) => `${origin}${SSO_CALLBACK_PATH}`),
            firstParty: true,
          },
        ],
        testControls: testMode,
        log,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') throw new StartupError(LABELS.idp, `Port ${idpPort} is in use`, 'Set IDP_PORT=<another port>.', { cause: error });
        throw error;
      }),
    ),
  );

  const results = await Promise.allSettled([dynamodb, bucket, mail, stripe, dns, geo, gateway, idp]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }

  const startedGateway = await gateway;
  killFunction = (handler) => void startedGateway.killFunction(handler);
  const startedBucket = await bucket;
  const startedMail = await mail;
  const startedStripe = await stripe;
  const startedDns = await dns;
  const startedIdp = await idp;
  const startedGeo = await geo;
  const appUrl = appOriginFor(mode, startedGateway.url);
  const endpoints: LocalEndpoints = {
    dynamodb: dynamoEndpoint,
    s3: startedBucket.endpoint,
    sesv2: startedMail.endpoint,
    stripe: startedStripe.url,
    geoPlaces: startedGeo.url,
    mapStyleUrl: startedGeo.styleUrl,
  };
  // The inbox's simulated bounces and complaints reach the mail-feedback topic's subscribers.
  stopMailFeedback = startMailFeedback((message) => startedGateway.publish('mail-feedback', message), log).stop;
  // Stripe sends its events to the gateway's webhook route; the browser confirms cards from the app.
  startedStripe.setWebhookUrl(`${startedGateway.url}/api/webhooks/stripe`);
  // Connect's events (payouts, issue 21) go to their own route, signed with their own secret.
  startedStripe.setConnectWebhookUrl(`${startedGateway.url}/api/webhooks/stripe-connect`);
  for (const origin of [appUrl, `http://localhost:${startedGateway.port}`]) startedStripe.allowOrigin(origin);
  try {
    // Browsers upload straight to the bucket from the app's origin (either spelling of loopback).
    await startedBucket.allowOrigins([
      appUrl,
      `http://localhost:${startedGateway.port}`,
      `http://127.0.0.1:${startedGateway.port}`,
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  // Every part is ready (DynamoDB Local with its table, S3 with its CORS rule, SES, Stripe with
  // its webhook URL): only now does anything, /_health included, answer as ready.
  if (options.openWhenReady ?? true) startedGateway.open();

  return {
    appUrl,
    inboxUrl: testMode ? startedMail.endpoint : `http://localhost:${startedMail.port}`,
    idpUrl: startedIdp.issuer,
    dnsServer: startedDns.server,
    env: {
      ...localScriptEnvironment({ ...localStage(appUrl, startedGateway.url), dnsServers: startedDns.server }, endpoints),
      ...localIdpEnvironment({ issuer: startedIdp.issuer, dnsRecordsDir, dnsServer: startedDns.server }),
    },
    gateway: startedGateway,
    setClockOffset(ms) {
      startedGateway.setClockOffset(ms);
      startedBucket.setClockOffset(ms);
      startedStripe.setClockOffset(ms);
    },
    open: () => {
      startedGateway.open();
      startedStripe.releaseWebhooks();
    },
    stop: stopAll,
  };
}

/**
 * The origin the app is used from, which functions compare `Origin` against. In dev it is the
 * URL printed for people (localhost); in tests the gateway's own URL (no name lookup).
 */
function appOriginFor(mode: 'dev' | 'test', gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  return mode === 'dev' ? `http://localhost:${url.port}` : url.origin;
}
