import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { WebSocketRoute, WebSocketRouteKey } from '@worknest/functions/routes';
import { sourceIpOf } from './client-address';
import type { FunctionPool, InvokeOutcome } from './function-pool';
import { apiGatewayId } from './ids';
import type { SharedClock } from './shared-clock';
import { buildConnectEvent, buildDisconnectEvent, buildMessageEvent, type ConnectionFacts } from './websocket-events';

/**
 * The WebSocket API: `$connect` decides the handshake, each message invokes `$default`, a close
 * invokes `$disconnect`, and the Management API reaches open sockets through this registry.
 * Routes are selected as with `$request.body.action` and no custom routes: always `$default`.
 */

/** AWS's limit for one WebSocket message (frames are 32 KB, a message 128 KB); beyond it the socket closes with 1009. */
export const MAX_MESSAGE_BYTES = 128 * 1024;

interface OpenConnection {
  socket: WebSocket;
  facts: ConnectionFacts;
  lastActiveAt: number;
}

export interface ConnectionInfo {
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

export interface WebSocketApiOptions {
  routes: readonly WebSocketRoute[];
  pool: FunctionPool;
  clock: SharedClock;
  localPort: () => number;
  log?: (event: Record<string, unknown>) => void;
}

/** The subprotocol `$connect` chose for a handshake (AWS requires the function to echo it). */
const chosenProtocol = new WeakMap<IncomingMessage, string>();

export class WebSocketApi {
  private readonly connections = new Map<string, OpenConnection>();
  private readonly server: WebSocketServer;
  private closing = false;

  constructor(private readonly options: WebSocketApiOptions) {
    this.server = new WebSocketServer({
      noServer: true,
      maxPayload: MAX_MESSAGE_BYTES,
      // No protocol unless $connect answered with one: a browser that asked for one then fails, as on AWS.
      handleProtocols: (protocols, request) => {
        const chosen = chosenProtocol.get(request);
        return chosen && protocols.has(chosen) ? chosen : false;
      },
    });
  }

  private route(routeKey: WebSocketRouteKey): WebSocketRoute | undefined {
    return this.options.routes.find((r) => r.routeKey === routeKey);
  }

  /** Called for an HTTP upgrade on `/ws`. */
  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const started = performance.now();
    let socketGone = false;
    socket.once('close', () => (socketGone = true));
    socket.on('error', () => (socketGone = true));
    const facts: ConnectionFacts = {
      connectionId: apiGatewayId(),
      connectedAt: this.options.clock.now(),
      sourceIp: sourceIpOf(request.socket),
      userAgent: request.headers['user-agent'] ?? '',
      domainName: request.headers.host ?? 'localhost',
    };
    const requestId = apiGatewayId();

    const connectRoute = this.route('$connect');
    if (connectRoute) {
      const event = buildConnectEvent(
        { url: request.url ?? '/', rawHeaders: request.rawHeaders, localPort: this.options.localPort() },
        facts,
        { requestId, nowMs: this.options.clock.now() },
      );
      const decision = connectDecision(await this.options.pool.invoke(connectRoute, event));
      if (!decision.accept) {
        this.logEvent('$connect', facts.connectionId, requestId, decision.statusCode, started);
        refuseHandshake(socket, decision.statusCode, decision.body);
        return;
      }
      if (decision.protocol) chosenProtocol.set(request, decision.protocol);
    }
    if (socketGone || this.closing) {
      socket.destroy();
      return;
    }
    this.server.handleUpgrade(request, socket, head, (ws) => {
      this.logEvent('$connect', facts.connectionId, requestId, 101, started);
      this.opened(ws, facts);
    });
  }

  private opened(socket: WebSocket, facts: ConnectionFacts): void {
    const connection: OpenConnection = { socket, facts, lastActiveAt: facts.connectedAt };
    this.connections.set(facts.connectionId, connection);
    socket.on('message', (data, isBinary) => {
      connection.lastActiveAt = this.options.clock.now();
      void this.onMessage(connection, toBuffer(data), isBinary);
    });
    socket.on('close', (code, reason) => {
      this.connections.delete(facts.connectionId);
      if (!this.closing) void this.onDisconnect(connection, code, reason.toString('utf8'));
    });
    // Protocol errors (a message over the limit, a bad frame) close the socket; 'close' follows.
    socket.on('error', () => {});
  }

  private async onMessage(connection: OpenConnection, data: Buffer, isBinary: boolean): Promise<void> {
    const started = performance.now();
    const { connectionId } = connection.facts;
    const requestId = apiGatewayId();
    const route = this.route('$default');
    if (!route) {
      // What AWS sends when no route matches the message.
      this.sendJson(connection, { message: 'Forbidden', connectionId, requestId });
      this.logEvent('$default', connectionId, requestId, 403, started);
      return;
    }
    const event = buildMessageEvent(
      connection.facts,
      { requestId, messageId: apiGatewayId(), nowMs: this.options.clock.now() },
      { data, isBinary },
    );
    const outcome = await this.options.pool.invoke(route, event);
    // Without a route response (the CDK default), a successful result is discarded.
    if (!outcome.ok) this.sendJson(connection, { message: 'Internal server error', connectionId, requestId });
    this.logEvent('$default', connectionId, requestId, outcome.ok ? 200 : 500, started);
  }

  private async onDisconnect(connection: OpenConnection, code: number, reason: string): Promise<void> {
    const route = this.route('$disconnect');
    if (!route) return;
    const started = performance.now();
    const requestId = apiGatewayId();
    const event = buildDisconnectEvent(connection.facts, { requestId, nowMs: this.options.clock.now() }, { statusCode: code, reason });
    const outcome = await this.options.pool.invoke(route, event);
    this.logEvent('$disconnect', connection.facts.connectionId, requestId, outcome.ok ? 200 : 500, started);
  }

  private sendJson(connection: OpenConnection, value: unknown): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(value));
  }

  // --- what the Management API needs -------------------------------------------------------

  /** Sends `data` as one text frame; false when the connection is gone. */
  postToConnection(connectionId: string, data: Buffer): boolean {
    const connection = this.openConnection(connectionId);
    if (!connection) return false;
    connection.socket.send(data, { binary: false });
    return true;
  }

  connectionInfo(connectionId: string): ConnectionInfo | undefined {
    const connection = this.openConnection(connectionId);
    if (!connection) return undefined;
    const { connectedAt, sourceIp, userAgent } = connection.facts;
    return { connectedAt, lastActiveAt: connection.lastActiveAt, sourceIp, userAgent };
  }

  /** Closes the socket ($disconnect follows); false when the connection is gone. */
  deleteConnection(connectionId: string): boolean {
    const connection = this.openConnection(connectionId);
    if (!connection) return false;
    connection.socket.close(1000);
    return true;
  }

  private openConnection(connectionId: string): OpenConnection | undefined {
    const connection = this.connections.get(connectionId);
    return connection && connection.socket.readyState === connection.socket.OPEN ? connection : undefined;
  }

  /** Drops every socket without invoking $disconnect: the functions are going away too. */
  close(): void {
    this.closing = true;
    for (const connection of this.connections.values()) connection.socket.terminate();
    this.connections.clear();
    this.server.close();
  }

  private logEvent(routeKey: string, connectionId: string, requestId: string, status: number, started: number): void {
    this.options.log?.({
      event: 'websocket',
      routeKey,
      connectionId,
      requestId,
      status,
      ms: Math.round(performance.now() - started),
    });
  }
}

type ConnectDecision = { accept: true; protocol?: string } | { accept: false; statusCode: number; body: string };

/**
 * A `$connect` result decides the handshake: a failed function refuses it with 500, a result
 * whose statusCode is not 2xx refuses it with that status; anything else accepts it.
 */
export function connectDecision(outcome: InvokeOutcome): ConnectDecision {
  if (!outcome.ok) return { accept: false, statusCode: 500, body: JSON.stringify({ message: 'Internal server error' }) };
  const result = outcome.result;
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) return { accept: true };
  const structured = result as { statusCode: unknown; headers?: Record<string, unknown>; body?: unknown };
  const statusCode = Number(structured.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    return { accept: false, statusCode: 500, body: JSON.stringify({ message: 'Internal server error' }) };
  }
  if (statusCode < 200 || statusCode > 299) {
    return { accept: false, statusCode, body: typeof structured.body === 'string' ? structured.body : '' };
  }
  const protocolHeader = Object.entries(structured.headers ?? {}).find(([name]) => name.toLowerCase() === 'sec-websocket-protocol');
  return protocolHeader ? { accept: true, protocol: String(protocolHeader[1]) } : { accept: true };
}

function refuseHandshake(socket: Duplex, statusCode: number, body: string): void {
  const bytes = Buffer.from(body);
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n` +
      body,
  );
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
