import { fileURLToPath } from 'node:url';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { APIGatewayProxyEventV2Schema } from '@aws-lambda-powertools/parser/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { routeId, type HttpRoute, type WebSocketRoute } from '@worknest/functions/routes';
import { functionNameOf } from './function-pool';
import { startGateway, type Gateway } from './start-gateway';
import { startReportSink, type ReportSink } from './test-support/report-sink';

/**
 * The gateway started alone, on a table of fixture routes (fixtures/), the way the local cloud
 * starts it with THE route table. Handlers report what they saw to a sink server.
 */

const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN_SECRET = 'gateway-test-origin-secret';

const route = (method: HttpRoute['method'], path: string, handler: string, extra: Partial<HttpRoute> = {}): HttpRoute => ({
  method,
  path,
  handler,
  access: 'public',
  resources: [],
  ...extra,
});

const httpRoutes: HttpRoute[] = [
  route('GET', '/api/echo/{id}', 'echo-event'),
  route('POST', '/api/echo/{id}', 'echo-event'),
  route('GET', '/api/bare', 'bare-object'),
  route('GET', '/api/cookies', 'cookies-and-binary'),
  route('GET', '/api/throws', 'throws'),
  route('GET', '/api/slow', 'slow-or-fast', { timeoutSeconds: 1 }),
  route('GET', '/api/clock/warm', 'clock'),
  route('GET', '/api/clock/cold', 'clock'),
  route('GET', '/api/missing-module', 'does-not-exist'),
];

const webSocketRoutes: WebSocketRoute[] = [
  { routeKey: '$connect', handler: 'ws-connect', access: 'public', resources: [] },
  { routeKey: '$default', handler: 'ws-default', access: 'public', resources: ['sockets'] },
  { routeKey: '$disconnect', handler: 'ws-disconnect', access: 'public', resources: [] },
];

let gateway: Gateway;
let sink: ReportSink;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  // A variable only the gateway's own process has: functions must not inherit it.
  process.env.GATEWAY_TEST_PARENT_ONLY = 'leaked';
  sink = await startReportSink();
  gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    httpRoutes,
    webSocketRoutes,
    functionsDir: fixturesDir,
    environmentFor: (r, gatewayUrl) => ({ EVENT_SINK_URL: sink.url, SOCKETS_ENDPOINT: gatewayUrl, ROUTE_MARKER: `env-of-${functionNameOf(r)}` }),
    uploads: { endpoint: 'http://127.0.0.1:1', bucket: 'unused' },
    originHeaders: { 'x-origin-verify': ORIGIN_SECRET },
    spa: { mode: 'none' },
    testControls: true,
    log: (event) => logs.push(event),
  });
});

afterAll(async () => {
  await gateway?.close();
  await sink?.close();
  delete process.env.GATEWAY_TEST_PARENT_ONLY;
});

const management = () =>
  new ApiGatewayManagementApiClient({
    endpoint: gateway.url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

describe('HTTP API', { timeout: 30_000 }, () => {
  it('invokes the route function in a worker with a schema-valid event, a Lambda context and only its own env', async () => {
    const response = await fetch(`${gateway.url}/api/echo/a%20b?x=1&x=2`, {
      headers: { cookie: 'session=abc; theme=dark', 'x-test': 'yes' },
    });
    expect(response.status).toBe(200);
    const { event, context, env } = (await response.json()) as any;

    expect(() => APIGatewayProxyEventV2Schema.parse(event)).not.toThrow();
    expect(event.routeKey).toBe('GET /api/echo/{id}');
    expect(event.pathParameters).toEqual({ id: 'a b' });
    expect(event.queryStringParameters).toEqual({ x: '1,2' });
    expect(event.cookies).toEqual(['session=abc', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-test']).toBe('yes');
    expect(response.headers.get('apigw-requestid')).toBe(event.requestContext.requestId);

    expect(context.functionName).toBe('GetApiEchoId');
    expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.remainingMs).toBeGreaterThan(0);
    expect(env).toEqual({ ROUTE_MARKER: 'env-of-GetApiEchoId', AWS_LAMBDA_FUNCTION_NAME: 'GetApiEchoId' });
  });

  it('adds the headers CloudFront adds: its origin secret (replacing a client’s) and the viewer address', async () => {
    const forged = await fetch(`${gateway.url}/api/echo/1`, { headers: { 'X-Origin-Verify': 'forged' } });
    const { event } = (await forged.json()) as any;
    expect(event.headers['x-origin-verify']).toBe(ORIGIN_SECRET);
    expect(event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(() => APIGatewayProxyEventV2Schema.parse(event)).not.toThrow();
    // A test plays another viewer by sending the header itself (CloudFront would set its own).
    const played = await fetch(`${gateway.url}/api/echo/1`, { headers: { 'cloudfront-viewer-address': '198.51.100.4:443' } });
    expect(((await played.json()) as any).event.headers['cloudfront-viewer-address']).toBe('198.51.100.4:443');
    expect(JSON.stringify(logs)).not.toContain(ORIGIN_SECRET);
  });

  it('passes a JSON body as text and a binary body as base64', async () => {
    const json = await fetch(`${gateway.url}/api/echo/1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect((await json.json() as any).event).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });

    const bytes = Buffer.from([0xff, 0x00, 0x80]);
    const binary = await fetch(`${gateway.url}/api/echo/1`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: bytes });
    const { event } = (await binary.json()) as any;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body, 'base64')).toEqual(bytes);
  });

  it('answers a bare object 200 with its JSON', async () => {
    const response = await fetch(`${gateway.url}/api/bare`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ hello: 'world', count: 2 });
  });

  it('sends each cookie as its own Set-Cookie and decodes a base64 body', async () => {
    const response = await fetch(`${gateway.url}/api/cookies`);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/']);
    expect(response.headers.get('x-custom')).toBe('yes');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0xff, 0x00, 0xfe, 0x01]));
  });

  it('hides a thrown error behind 500 Internal Server Error', async () => {
    const response = await fetch(`${gateway.url}/api/throws`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"message":"Internal Server Error"}');
    expect(logs).toContainEqual(expect.objectContaining({ event: 'function-error', functionName: 'GetApiThrows', errorMessage: 'secret internals' }));
  });

  it('answers 500 when the handler module cannot be loaded', async () => {
    const response = await fetch(`${gateway.url}/api/missing-module`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers 404 Not Found for a path or method without a route', async () => {
    for (const [method, path] of [['GET', '/api/nothing'], ['DELETE', '/api/bare'], ['GET', '/elsewhere']]) {
      const response = await fetch(`${gateway.url}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('refuses a body over 10 MB with 413', async () => {
    const response = await fetch(`${gateway.url}/api/echo/1`, { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it("refuses a body under 10 MB whose event exceeds Lambda's 6 MB invocation limit with 413", async () => {
    const body = JSON.stringify({ text: 'x'.repeat(7 * 1024 * 1024) });
    const response = await fetch(`${gateway.url}/api/echo/1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
  });

  it('ends a function at its timeout with 500, and the next call cold-starts a new instance', async () => {
    const first = (await (await fetch(`${gateway.url}/api/slow`)).json()) as { instanceId: string };
    const again = (await (await fetch(`${gateway.url}/api/slow`)).json()) as { instanceId: string };
    expect(again.instanceId).toBe(first.instanceId); // warm

    const hung = await fetch(`${gateway.url}/api/slow?hang=1`);
    expect(hung.status).toBe(500);
    expect(await hung.json()).toEqual({ message: 'Internal Server Error' });
    expect(logs).toContainEqual(expect.objectContaining({ event: 'function-timeout', functionName: 'GetApiSlow' }));

    const after = (await (await fetch(`${gateway.url}/api/slow`)).json()) as { instanceId: string };
    expect(after.instanceId).not.toBe(first.instanceId);
  });

  it('shifts the clock of running and future workers, through setClockOffset and POST /__local/clock', async () => {
    const read = async (which: 'warm' | 'cold') => (await (await fetch(`${gateway.url}/api/clock/${which}`)).json()) as Record<string, any>;
    const before = await read('warm');
    expect(Math.abs(before.now - Date.now())).toBeLessThan(DAY);

    gateway.setClockOffset(3 * DAY);
    const warm = await read('warm');
    const cold = await read('cold');
    for (const seen of [warm, cold]) {
      expect(seen.now - Date.now()).toBeGreaterThan(2 * DAY);
      expect(seen.constructed - Date.now()).toBeGreaterThan(2 * DAY);
      expect(new Date(seen.called).getTime() - Date.now()).toBeGreaterThan(2 * DAY);
      expect(seen.explicit).toBe(0);
      expect(seen.isDate).toBe(true);
    }

    const control = await fetch(`${gateway.url}/__local/clock`, { method: 'POST', body: JSON.stringify({ offsetMs: -5 * DAY }) });
    expect(await control.json()).toEqual({ offsetMs: -5 * DAY });
    expect(Date.now() - (await read('warm')).now).toBeGreaterThan(4 * DAY);

    gateway.setClockOffset(0);
    expect(Math.abs((await read('warm')).now - Date.now())).toBeLessThan(DAY);
  });

  it('logs one line per request without cookies, bodies or query strings', async () => {
    await fetch(`${gateway.url}/api/echo/log-me?token=secret-token`, { headers: { cookie: 'session=cookie-secret' } });
    const line = logs.find((l) => l.event === 'request' && l.path === '/api/echo/log-me');
    expect(line).toMatchObject({ method: 'GET', status: 200, requestId: expect.any(String), ms: expect.any(Number) });
    const all = JSON.stringify(logs);
    expect(all).not.toContain('cookie-secret');
    expect(all).not.toContain('secret-token');
  });
});

/** Opens a socket; resolves once open, rejects with the HTTP status if the handshake is refused. */
function openSocket(query: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket; messages: string[]; nextMessage: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws?${query}`, { headers });
    const messages: string[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      messages.push(data.toString());
      waiters.splice(0).forEach((wake) => wake());
    });
    const nextMessage = async () => {
      while (messages.length === 0) await new Promise<void>((wake) => waiters.push(wake));
      return messages.shift()!;
    };
    socket.once('open', () => resolve({ socket, messages, nextMessage }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('WebSocket API and Management API', { timeout: 30_000 }, () => {
  it('runs $connect with the handshake headers, $default per message, and a function can post back through the SDK', async () => {
    const { socket, nextMessage } = await openSocket('client=one', { cookie: 'session=ws-cookie' });
    const connect = await sink.next((r) => r.kind === 'connect' && r.value.queryStringParameters?.client === 'one');
    expect(connect.value.headers.cookie ?? connect.value.headers.Cookie).toBe('session=ws-cookie');
    expect(connect.value.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT' });
    const connectionId: string = connect.value.requestContext.connectionId;
    expect(connectionId).toMatch(/^[A-Za-z0-9+/]{15}=$/);

    socket.send('hello');
    expect(await nextMessage()).toBe('echo:hello');
    const message = await sink.next((r) => r.kind === 'message' && r.value.requestContext.connectionId === connectionId);
    expect(message.value).toMatchObject({ body: 'hello', isBase64Encoded: false, requestContext: { routeKey: '$default', eventType: 'MESSAGE' } });
    socket.close();
  });

  it('serves PostToConnection, GetConnection and DeleteConnection to the real SDK, then raises GoneException', async () => {
    const { socket, nextMessage } = await openSocket('client=two');
    const connect = await sink.next((r) => r.kind === 'connect' && r.value.queryStringParameters?.client === 'two');
    const ConnectionId: string = connect.value.requestContext.connectionId;
    const client = management();

    await client.send(new PostToConnectionCommand({ ConnectionId, Data: Buffer.from('{"pushed":true}') }));
    expect(await nextMessage()).toBe('{"pushed":true}');

    const info = await client.send(new GetConnectionCommand({ ConnectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.LastActiveAt).toBeInstanceOf(Date);
    expect(info.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: '' });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await client.send(new DeleteConnectionCommand({ ConnectionId }));
    expect(await closed).toBe(1000);
    const disconnect = await sink.next((r) => r.kind === 'disconnect' && r.value.requestContext.connectionId === ConnectionId);
    expect(disconnect.value.requestContext).toMatchObject({ routeKey: '$disconnect', eventType: 'DISCONNECT', disconnectStatusCode: 1000 });

    const gone = await client.send(new PostToConnectionCommand({ ConnectionId, Data: Buffer.from('late') })).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GoneException);
    expect((gone as GoneException).$metadata.httpStatusCode).toBe(410);
    await expect(client.send(new GetConnectionCommand({ ConnectionId: 'never+was/open=' }))).rejects.toBeInstanceOf(GoneException);
  });

  it('reports the close code of a client that disconnects to $disconnect', async () => {
    const { socket } = await openSocket('client=three');
    const connect = await sink.next((r) => r.kind === 'connect' && r.value.queryStringParameters?.client === 'three');
    socket.close(4001, 'bye');
    const disconnect = await sink.next((r) => r.kind === 'disconnect' && r.value.requestContext.connectionId === connect.value.requestContext.connectionId);
    expect(disconnect.value.requestContext).toMatchObject({ disconnectStatusCode: 4001, disconnectReason: 'bye' });
  });

  it('refuses the handshake with the status a $connect function answers', async () => {
    await expect(openSocket('client=denied&deny=1')).rejects.toThrow('refused with 403');
  });

  it('tells the client when $default fails, as AWS does', async () => {
    const { socket, nextMessage } = await openSocket('client=four');
    socket.send('throw');
    expect(JSON.parse(await nextMessage())).toMatchObject({ message: 'Internal server error', connectionId: expect.any(String), requestId: expect.any(String) });
    socket.close();
  });
});

describe('a WebSocket API without routes', { timeout: 30_000 }, () => {
  it('accepts connections without $connect and answers messages without $default with Forbidden', async () => {
    const bare = await startGateway({
      host: '127.0.0.1',
      port: 0,
      httpRoutes: [],
      webSocketRoutes: [],
      functionsDir: fixturesDir,
      environmentFor: () => ({}),
      uploads: { endpoint: 'http://127.0.0.1:1', bucket: 'unused' },
      spa: { mode: 'none' },
    });
    try {
      const socket = new WebSocket(`${bare.url.replace('http', 'ws')}/ws`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
      socket.send('anything');
      expect(JSON.parse(await reply)).toMatchObject({ message: 'Forbidden' });
      socket.close();
      // Test controls are off unless asked for.
      expect((await fetch(`${bare.url}/__local/clock`, { method: 'POST', body: '{"offsetMs":1}' })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
