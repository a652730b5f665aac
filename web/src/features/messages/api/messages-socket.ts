import { parseSocketEvent, reconnectDelayMs, PING, UNAUTHORIZED_CLOSE_CODE } from '@worknest/shared/messaging-options';
import type { NewMessageEvent } from '@worknest/shared/messaging';

/** Heartbeat: a ping this often while open; no pong within the timeout means the socket is dead. */
export const PING_INTERVAL_MS = 45_000;
export const PONG_TIMEOUT_MS = 10_000;

export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'stopped';

export interface MessagesSocketOptions {
  url: string;
  onNewMessage(event: NewMessageEvent): void;
  /** Open again after a drop: pushes sent meanwhile are lost, so reload what they would have changed. */
  onReconnected(): void;
  /**
   * Asked when a handshake fails before the socket opened. API Gateway refuses an unauthenticated
   * `$connect` with an HTTP status the browser cannot see (it reports only close code 1006), so
   * the client asks the API whether the session still holds.
   */
  isSignedIn(): Promise<boolean>;
  /** The session is gone (refused handshake, or close code 1008): no more reconnects. */
  onUnauthorized(): void;
  onStatus?(status: SocketStatus): void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** WebSocket.CONNECTING (the constant is not on the test's stand-in). */
const CONNECTING = 0;

/**
 * Closes a socket with 1000, waiting for it to open if it is still connecting: closing a
 * connecting socket makes Chromium log "WebSocket connection … failed: WebSocket is closed before
 * the connection is established" (issue 29), which a page left at once would otherwise cause.
 */
function closeWhenOpen(socket: WebSocket): void {
  if (socket.readyState !== CONNECTING) {
    socket.close(1000);
    return;
  }
  socket.onopen = () => socket.close(1000);
}

/**
 * The app's one WebSocket to `/ws` (SPEC.md §7 Real-time): it delivers `new_message` events,
 * keeps itself alive with pings, reconnects with exponential backoff after a drop, and gives up
 * only when the session is gone, which it treats the same whether the server closed with 1008
 * (SPEC.md) or refused the handshake (what API Gateway does).
 */
export class MessagesSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  status: SocketStatus = 'stopped';

  constructor(private readonly options: MessagesSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.detach();
    if (socket) closeWhenOpen(socket);
    this.setStatus('stopped');
  }

  /** The browser is back online: skip the rest of the backoff wait. */
  wake(): void {
    if (this.stopped || this.status !== 'reconnecting' || !this.reconnectTimer) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempt = 0;
    this.connect();
  }

  private connect(): void {
    this.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.setStatus('open');
      this.startHeartbeat();
      if (this.everOpened) this.options.onReconnected();
      this.everOpened = true;
    };
    socket.onmessage = (message) => this.onMessage(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      void this.onClosed(event.code, opened);
    };
    // An error is always followed by a close event, which decides what happens next.
    socket.onerror = () => {};
  }

  private async onClosed(code: number, opened: boolean): Promise<void> {
    if (this.stopped) return;
    if (code === UNAUTHORIZED_CLOSE_CODE || !opened) {
      const signedIn = code === UNAUTHORIZED_CLOSE_CODE ? false : await this.options.isSignedIn().catch(() => true);
      if (this.stopped) return;
      if (!signedIn) {
        this.stopped = true;
        this.setStatus('unauthorized');
        this.options.onUnauthorized();
        return;
      }
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const event = parseSocketEvent(parsed);
    if (!event) return;
    if (event.type === 'pong') {
      if (this.pongTimer) clearTimeout(this.pongTimer);
      this.pongTimer = null;
      return;
    }
    this.options.onNewMessage(event);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== 1 || this.pongTimer) return;
      socket.send(JSON.stringify(PING));
      this.pongTimer = setTimeout(() => this.onPongMissing(), PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  /**
   * No pong: the connection is dead (network gone) or the server no longer accepts it (its
   * session ended). A dead TCP connection can take minutes to report its close, so the client
   * drops it now and reconnects; the new handshake re-authenticates.
   */
  private onPongMissing(): void {
    this.pongTimer = null;
    this.stopHeartbeat();
    this.detach()?.close();
    if (!this.stopped) this.scheduleReconnect();
  }

  private stopHeartbeat(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pingTimer = null;
    this.pongTimer = null;
  }

  private clearTimers(): void {
    this.stopHeartbeat();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Forgets the current socket without reacting to its close. */
  private detach(): WebSocket | null {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    return socket;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
