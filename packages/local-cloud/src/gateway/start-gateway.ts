import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRoute, WebSocketRoute } from '@worknest/functions/routes';
import type { ScheduledJob } from '@worknest/functions/schedules';
import type { StreamSubscriber, TopicSubscriber } from '@worknest/functions/subscriptions';
import { sourceIpOf } from './client-address';
import { originRequestHeaders } from './cloudfront-origin';
import { buildFunctionBundles } from './function-bundles';
import { FunctionPool, functionNameOf, type InvokeOutcome, type Route } from './function-pool';
import { buildHttpEvent } from './http-event';
import { gatewayError, INTERNAL_SERVER_ERROR, responseFromLambdaResult, type GatewayResponse } from './http-response';
import { apiGatewayId } from './ids';
import { CONNECTIONS_PREFIX, handleManagementRequest } from './management-api';
import { readBody } from './read-body';
import { LocalScheduler } from './local-scheduler';
import { LocalStreams, type LocalStreamsOptions } from './local-streams';
import { LocalTopics } from './local-topics';
import { compileRoutes, matchRoute } from './route-matching';
import { SharedClock } from './shared-clock';
import { serveStaticSpa } from './static-spa';
import { serveUpload, UPLOADS_PREFIX } from './uploads-proxy';
import { createViteSpa, type ViteSpa } from './vite-spa';
import { WebSocketApi } from './websocket-api';

/**
 * The local stand-in for CloudFront + the HTTP API + the WebSocket API + the Management API,
 * on one HTTP server. Routes come in as a parameter (normally THE route table), so the gateway
 * and the CDK stack are built from the same list.
 *
 *   /api/*, /scim/*, /_health → the route's function (payload format 2.0), with the headers CloudFront
 *                          adds (`originHeaders`, CloudFront-Viewer-Address); with `spa: none`, every path
 *   /ws                  → WebSocket API ($connect / $default / $disconnect)
 *   /@connections/{id}   → Management API
 *   /uploads/*           → the uploads bucket, read-only
 *   /__local/clock       → test control (only with `testControls`)
 *   /__local/schedules/{name}/run → test control: run a scheduled job once now (only with `testControls`)
 *   /__local/topics/{topic}/publish → test control: publish the body to a topic's subscribers (only with `testControls`)
 *   /__local/journey     → test control: POST {name} labels the request log from now on (only with `testControls`)
 *   /__local/streams/{name}/dead-letters → test control: what a stream subscriber gave up on (only with `testControls`)
 *   /__local/streams/{name}/settled → test control: answers (with the dead letters) once the subscriber has every record written before it
 *   /__local/…           → the `extraTestControls` the local cloud adds (POST a JSON body; only with `testControls`)
 *   anything else        → the SPA (Vite dev server or the built files)
 */

export interface GatewayOptions {
  host: string;
  /** 0 = any free port. */
  port: number;
  httpRoutes: readonly HttpRoute[];
  webSocketRoutes: readonly WebSocketRoute[];
  /** Absolute path of functions/src. */
  functionsDir: string;
  /** THE scheduled-job table (functions/src/schedules.ts); default none. */
  scheduledJobs?: readonly ScheduledJob[];
  /** THE topic-subscriber table (functions/src/subscriptions.ts); default none. */
  topicSubscribers?: readonly TopicSubscriber[];
  /** THE table-stream subscriber table (functions/src/subscriptions.ts); default none. */
  streamSubscribers?: readonly StreamSubscriber[];
  /** Where the stream subscribers read the table's stream (DynamoDB Local); without it they never run. */
  streams?: Omit<LocalStreamsOptions, 'log'>;
  /** More test controls: exact path → handler of a POST with a JSON body (answers 200 with its result as JSON). */
  extraTestControls?: Readonly<Record<string, (body: unknown) => Promise<unknown> | unknown>>;
  /** Run every job on its local timer (`npm run dev`); tests run jobs on demand instead. */
  scheduleTimers?: boolean;
  /** Rebuild the functions when their sources change, and cold-start the new code (`npm run dev`). */
  watchFunctions?: boolean;
  /** Env of a route's (or job's) function, called when its worker starts, after the gateway listens. */
  environmentFor: (route: Route, gatewayUrl: string) => Record<string, string>;
  /**
   * Headers CloudFront adds to every request to the HTTP API (its origin custom headers), replacing
   * a client's header of the same name: the local cloud passes `x-origin-verify` with its secret.
   */
  originHeaders?: Readonly<Record<string, string>>;
  /** GET /uploads/* served from this bucket (S3 path-style endpoint; key = request path without the leading slash). */
  uploads: { endpoint: string; bucket: string };
  spa: { mode: 'vite'; root: string } | { mode: 'static'; dir: string } | { mode: 'none' };
  /** Enables POST /__local/clock {offsetMs} and POST /__local/schedules/{name}/run. */
  testControls?: boolean;
  /**
   * Listen at once but answer every request 503 with `Retry-After` (and refuse WebSocket
   * upgrades) until `open()` is called: the local cloud opens it when every part is ready, so
   * nothing, `/_health` included, answers as ready while DynamoDB Local is still starting.
   * Scheduled-job timers start on `open()` too.
   */
  startClosed?: boolean;
  log?: (event: Record<string, unknown>) => void;
}

export interface Gateway {
  url: string;
  port: number;
  setClockOffset(ms: number): void;
  /** Runs a scheduled job once now, on the local clock. */
  runJob(name: string): Promise<InvokeOutcome>;
  /** Publishes a message to a topic's subscribers (the local SNS); resolves with how many succeeded. */
  publish(topic: string, message: string): Promise<number>;
  /** Ends every instance of the function with this handler, as a crash would (fault injection). */
  killFunction(handler: string): number;
  /** The stream subscribers' stand-in (dead letters, whether a batch is in flight). */
  streams: LocalStreams;
  /** Starts answering (see GatewayOptions.startClosed); a no-op when already open. */
  open(): void;
  close(): Promise<void>;
}

/** What a closed gateway answers: the local cloud is still starting. Seconds. */
export const STARTING_RETRY_AFTER_SECONDS = 1;

const INTEGRATION_TIMEOUT_MS = 30_000;
const MAX_LAMBDA_PAYLOAD_BYTES = 6_291_556;
const CLOCK_CONTROL_PATH = '/__local/clock';
const SCHEDULE_CONTROL = /^\/__local\/schedules\/([a-z0-9-]+)\/run$/;
const TOPIC_CONTROL = /^\/__local\/topics\/([a-z0-9-]+)\/publish$/;
const JOURNEY_CONTROL_PATH = '/__local/journey';
const STREAM_CONTROL = /^\/__local\/streams\/([a-z0-9-]+)\/(dead-letters|settled)$/;
const WEBSOCKET_PATH = '/ws';
const VITE_SUBPROTOCOLS = ['vite-hmr', 'vite-ping'];

/** The paths CloudFront sends to the HTTP API; the rest of the site is the SPA. */
export function isApiPath(rawPath: string): boolean {
  return rawPath === '/_health' || rawPath === '/api' || rawPath.startsWith('/api/') || rawPath.startsWith('/scim/');
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log;
  const clock = new SharedClock();
  const routes = compileRoutes(options.httpRoutes);
  let url = '';
  let port = 0;
  /**
   * The label of the journey a counting run drives now (`POST /__local/journey`): every request
   * log event carries it, so scripts/src/cost counts the requests of each journey from the log.
   */
  let journey: string | undefined;
  let isOpen = !options.startClosed;

  if (options.spa.mode !== 'none') {
    const hidden = options.httpRoutes.filter((route) => !isApiPath(route.path.split('{')[0]!));
    for (const route of hidden) {
      log?.({ event: 'route-unreachable', level: 'warn', route: `${route.method} ${route.path}`, why: 'outside /api/* and /_health, the SPA answers it (as CloudFront would)' });
    }
  }

  // Every function of the tables, built as `cdk synth` builds it (ADR 0109). A pool is created
  // after the build, so a watch rebuild retires the instances of that pool.
  let retireInstances = () => {};
  const bundles = await buildFunctionBundles({
    functionsDir: options.functionsDir,
    handlers: [
      ...options.httpRoutes,
      ...options.webSocketRoutes,
      ...(options.scheduledJobs ?? []),
      ...(options.topicSubscribers ?? []),
      ...(options.streamSubscribers ?? []),
    ].map((route) => route.handler),
    ...(options.watchFunctions ? { watch: { onRebuilt: () => retireInstances() } } : {}),
    log,
  });
  const pool = new FunctionPool({
    bundles,
    clock,
    environmentFor: (route) => options.environmentFor(route, url),
    log,
  });
  retireInstances = () => pool.retireAll();
  const scheduler = new LocalScheduler(options.scheduledJobs ?? [], pool, clock, log);
  const topics = new LocalTopics(options.topicSubscribers ?? [], pool, clock, log);
  const streamSubscribers = options.streamSubscribers ?? [];
  const streams = new LocalStreams(options.streams ? streamSubscribers : [], pool, {
    endpoint: '',
    tableName: '',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    pollIntervalMs: 250,
    retryDelaysMs: [1_000],
    ...options.streams,
    log,
  });
  const server = http.createServer();
  // Socket events carry the journey label too (a counting run counts $default messages).
  const socketLog = log && ((event: Record<string, unknown>) => log(journey ? { ...event, journey } : event));
  const sockets = new WebSocketApi({ routes: options.webSocketRoutes, pool, clock, localPort: () => port, log: socketLog });
  let vite: ViteSpa | undefined;

  async function handleApi(request: IncomingMessage, rawPath: string, requestId: string): Promise<GatewayResponse> {
    const body = await readBody(request);
    if (body === 'too-large') return gatewayError(413, 'Request Entity Too Large');
    const match = matchRoute(routes, request.method ?? 'GET', rawPath);
    if (!match) return gatewayError(404, 'Not Found');
    const sourceIp = sourceIpOf(request.socket);
    const event = buildHttpEvent(
      {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        rawHeaders: originRequestHeaders(request.rawHeaders, {
          originHeaders: options.originHeaders ?? {},
          viewer: { ip: sourceIp, port: request.socket.remotePort },
        }),
        body,
        sourceIp,
        protocol: `HTTP/${request.httpVersion}`,
        localPort: port,
      },
      match,
      { requestId, nowMs: clock.now() },
    );
    // Lambda refuses a synchronous invocation over 6 MB, so the real limit of a body is lower than 10 MB.
    if (Buffer.byteLength(JSON.stringify(event)) > MAX_LAMBDA_PAYLOAD_BYTES) return gatewayError(413, 'Request Entity Too Large');
    const outcome = await withIntegrationTimeout(pool.invoke(match.route, event));
    if (outcome === 'integration-timeout') return gatewayError(503, 'Service Unavailable');
    // A function that threw, timed out or crashed: HTTP API's answer for a failed Lambda.
    return outcome.ok ? responseFromLambdaResult(outcome.result) : gatewayError(500, INTERNAL_SERVER_ERROR);
  }

  async function handleClockControl(request: IncomingMessage): Promise<GatewayResponse> {
    if (request.method === 'POST') {
      const body = await readBody(request, 1024);
      let offsetMs: unknown;
      try {
        offsetMs = body === 'too-large' ? undefined : (JSON.parse(body.toString('utf8')) as { offsetMs?: unknown }).offsetMs;
      } catch {
        offsetMs = undefined;
      }
      if (typeof offsetMs !== 'number' || !Number.isFinite(offsetMs)) return gatewayError(400, 'Expected {"offsetMs": number}');
      clock.setOffsetMs(offsetMs);
      log?.({ event: 'clock-offset', offsetMs });
    } else if (request.method !== 'GET') {
      return gatewayError(405, 'Method Not Allowed');
    }
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ offsetMs: clock.offsetMs() })) };
  }

  /** `POST /__local/schedules/{name}/run`: `{result}` with the job's summary, 404 for an unknown job, 500 when it failed. */
  async function handleScheduleControl(request: IncomingMessage, name: string): Promise<GatewayResponse> {
    if (request.method !== 'POST') return gatewayError(405, 'Method Not Allowed');
    if (!scheduler.has(name)) return gatewayError(404, `No scheduled job named "${name}"`);
    const outcome = await scheduler.run(name);
    if (!outcome.ok) return gatewayError(500, `Job "${name}" failed (${outcome.reason}); see the function's log`);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ result: outcome.result ?? null })) };
  }

  /** `POST /__local/topics/{topic}/publish`: the body is the message; answers `{delivered}`. */
  async function handleTopicControl(request: IncomingMessage, topic: string): Promise<GatewayResponse> {
    if (request.method !== 'POST') return gatewayError(405, 'Method Not Allowed');
    const body = await readBody(request, 256 * 1024);
    if (body === 'too-large') return gatewayError(413, 'Request Entity Too Large');
    const delivered = await topics.publish(topic, body.toString('utf8'));
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ delivered })) };
  }

  async function handleExtraControl(request: IncomingMessage, control: (body: unknown) => Promise<unknown> | unknown): Promise<GatewayResponse> {
    if (request.method !== 'POST') return gatewayError(405, 'Method Not Allowed');
    const body = await readBody(request, 16 * 1024);
    let parsed: unknown;
    try {
      parsed = body === 'too-large' ? undefined : JSON.parse(body.toString('utf8') || '{}');
    } catch {
      return gatewayError(400, 'Expected a JSON body');
    }
    try {
      const result = await control(parsed);
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(result ?? null)) };
    } catch (error) {
      return gatewayError(400, (error as Error).message);
    }
  }

  /** `POST /__local/journey {"name": "booking"}` (or `{"name": null}` to stop labelling). */
  async function handleJourneyControl(request: IncomingMessage): Promise<GatewayResponse> {
    if (request.method !== 'POST') return gatewayError(405, 'Method Not Allowed');
    const body = await readBody(request, 1024);
    let name: unknown;
    try {
      name = body === 'too-large' ? undefined : (JSON.parse(body.toString('utf8')) as { name?: unknown }).name;
    } catch {
      name = undefined;
    }
    if (name !== null && (typeof name !== 'string' || !/^[a-z0-9-]{1,40}$/.test(name))) {
      return gatewayError(400, 'Expected {"name": "lower-case-words"} or {"name": null}');
    }
    journey = name ?? undefined;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ journey: journey ?? null })) };
  }

  async function route(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    const rawUrl = request.url ?? '/';
    const rawPath = rawUrl.split('?')[0]!;
    if (!isOpen) return send(request, response, starting(), requestId);

    if (rawPath.startsWith(CONNECTIONS_PREFIX) || rawPath === '/@connections') {
      return send(request, response, await handleManagementRequest(request, rawPath, sockets), requestId);
    }
    if (options.testControls && rawPath === JOURNEY_CONTROL_PATH) {
      return send(request, response, await handleJourneyControl(request), requestId);
    }
    if (options.testControls && rawPath === CLOCK_CONTROL_PATH) {
      return send(request, response, await handleClockControl(request), requestId);
    }
    const scheduleControl = options.testControls ? SCHEDULE_CONTROL.exec(rawPath) : null;
    if (scheduleControl) return send(request, response, await handleScheduleControl(request, scheduleControl[1]!), requestId);
    const streamControl = options.testControls ? STREAM_CONTROL.exec(rawPath) : null;
    if (streamControl) {
      const [, name, what] = streamControl;
      if (what === 'settled') {
        // Answers once every record written before this request reached the subscriber.
        try {
          await streams.settled(name);
        } catch (error) {
          return send(request, response, gatewayError(504, (error as Error).message), requestId);
        }
      }
      const body = Buffer.from(JSON.stringify({ deadLetters: streams.deadLettersOf(name) }));
      return send(request, response, { statusCode: 200, headers: { 'content-type': 'application/json' }, body }, requestId);
    }
    const extraControl = options.testControls ? options.extraTestControls?.[rawPath] : undefined;
    if (extraControl) return send(request, response, await handleExtraControl(request, extraControl), requestId);
    const topicControl = options.testControls ? TOPIC_CONTROL.exec(rawPath) : null;
    if (topicControl) return send(request, response, await handleTopicControl(request, topicControl[1]!), requestId);
    if (rawPath.startsWith(UPLOADS_PREFIX)) return serveUpload(request, response, rawPath, options.uploads);
    if (options.spa.mode === 'none' || isApiPath(rawPath)) {
      return send(request, response, await handleApi(request, rawPath, requestId), requestId);
    }
    if (options.spa.mode === 'static') return serveStaticSpa(request, response, rawPath, options.spa.dir);
    vite!.handle(request, response);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const requestId = apiGatewayId();
    response.on('finish', () => {
      // Path without the query string: magic-link tokens travel there. No cookies, no bodies.
      log?.({
        event: 'request',
        method: request.method,
        path: (request.url ?? '/').split('?')[0],
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
        requestId,
        ...(journey ? { journey } : {}),
      });
    });
    route(request, response, requestId).catch((error: unknown) => {
      log?.({ event: 'gateway-error', level: 'error', requestId, errorMessage: (error as Error)?.message, stack: (error as Error)?.stack });
      if (!response.headersSent) send(request, response, gatewayError(500, INTERNAL_SERVER_ERROR), requestId);
      else response.destroy();
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const rawPath = (request.url ?? '/').split('?')[0];
    if (!isOpen) {
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${STARTING_RETRY_AFTER_SECONDS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    if (rawPath === WEBSOCKET_PATH) {
      sockets.handleUpgrade(request, socket, head).catch(() => socket.destroy());
      return;
    }
    // Vite's HMR listener, on this same server, answers its own upgrades (and its reconnect pings).
    if (vite && VITE_SUBPROTOCOLS.includes(request.headers['sec-websocket-protocol'] ?? '')) return;
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  if (options.spa.mode === 'vite') vite = await createViteSpa(options.spa.root, server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  url = `http://${urlHost(options.host)}:${port}`;
  log?.({ event: 'gateway-listening', url });
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    log?.({ event: 'gateway-open', url });
    if (options.scheduleTimers) scheduler.startTimers();
    streams.start();
  };
  if (isOpen && options.scheduleTimers) scheduler.startTimers();
  if (isOpen) streams.start();

  let closed: Promise<void> | undefined;
  return {
    url,
    port,
    setClockOffset: (ms) => clock.setOffsetMs(ms),
    runJob: (name) => scheduler.run(name),
    publish: (topic, message) => topics.publish(topic, message),
    killFunction: (handler) => {
      const targets: Route[] = [...options.httpRoutes, ...options.webSocketRoutes, ...(options.scheduledJobs ?? []), ...(options.topicSubscribers ?? []), ...streamSubscribers];
      return targets.filter((target) => target.handler === handler).reduce((sum, target) => sum + pool.killInstances(functionNameOf(target)), 0);
    },
    streams,
    open,
    close: () =>
      (closed ??= (async () => {
        scheduler.stopTimers();
        sockets.close();
        await Promise.all([streams.stop(), pool.close(), vite?.close()]);
        await bundles.dispose();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })()),
  };
}

/** 503 with Retry-After, in HTTP API's JSON shape: a closed gateway's answer to everything. */
function starting(): GatewayResponse {
  const answer = gatewayError(503, 'Service Unavailable');
  return { ...answer, headers: { ...answer.headers, 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) } };
}

/**
 * HTTP API waits at most 30 s for an integration and then answers 503 while the function runs
 * on. Only a route whose own timeout is longer can get there; a shorter one fails first (500).
 */
async function withIntegrationTimeout(invocation: Promise<InvokeOutcome>): Promise<InvokeOutcome | 'integration-timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'integration-timeout'>((resolve) => {
    timer = setTimeout(() => resolve('integration-timeout'), INTEGRATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([invocation, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function send(request: IncomingMessage, response: ServerResponse, gatewayResponse: GatewayResponse, requestId: string): void {
  // HTTP API stamps every answer with its request id.
  const headers = { ...gatewayResponse.headers, 'apigw-requestid': requestId, 'content-length': String(gatewayResponse.body.length) };
  try {
    response.writeHead(gatewayResponse.statusCode, headers);
  } catch {
    // A header value Node refuses (a newline, a non-Latin-1 character) is a malformed response.
    const fallback = gatewayError(500, INTERNAL_SERVER_ERROR);
    response.writeHead(500, { ...fallback.headers, 'apigw-requestid': requestId, 'content-length': String(fallback.body.length) });
    response.end(fallback.body);
    return;
  }
  response.end(request.method === 'HEAD' ? undefined : gatewayResponse.body);
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
