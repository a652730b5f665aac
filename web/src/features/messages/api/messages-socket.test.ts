import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { NewMessageEvent } from '@worknest/shared/messaging';
import { MessagesSocket, PING_INTERVAL_MS, PONG_TIMEOUT_MS, type MessagesSocketOptions } from './messages-socket';

/** Just enough of a browser WebSocket to drive the client by hand. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // What the browser would do:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const pushed: NewMessageEvent = {
  type: 'new_message',
  message: { id: 'm1', conversationId: 'c1', senderId: 'u2', content: 'Hi', isRead: false, createdAt: '2026-05-01T10:00:00.000Z' },
};

let sockets: FakeSocket[];
let options: MessagesSocketOptions & {
  onNewMessage: Mock<(event: NewMessageEvent) => void>;
  onReconnected: Mock<() => void>;
  onUnauthorized: Mock<() => void>;
  isSignedIn: Mock<() => Promise<boolean>>;
};
const latest = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  options = {
    url: 'ws://app.test/ws',
    onNewMessage: vi.fn<(event: NewMessageEvent) => void>(),
    onReconnected: vi.fn<() => void>(),
    onUnauthorized: vi.fn<() => void>(),
    isSignedIn: vi.fn<() => Promise<boolean>>(async () => true),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    // No jitter: delays are exactly 0.5 s, 1 s, 2 s, ...
    random: () => 0,
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MessagesSocket', () => {
  it('delivers new_message pushes and ignores anything else', () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();

    latest().receive(pushed);
    latest().receive({ message: 'Forbidden' });
    latest().onmessage?.({ data: 'not json' });

    expect(options.onNewMessage).toHaveBeenCalledTimes(1);
    expect(options.onNewMessage).toHaveBeenCalledWith(pushed);
    client.stop();
  });

  it('reconnects with growing delays after drops and reloads once open again', async () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();

    latest().drop();
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);

    latest().drop(); // never opened: the client asks whether the session holds (it does)
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    expect(options.isSignedIn).toHaveBeenCalledTimes(1);

    latest().open();
    expect(options.onReconnected).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('open');
    client.stop();
  });

  it('gives up when the handshake is refused and the session is gone', async () => {
    options.isSignedIn.mockResolvedValue(false);
    const client = new MessagesSocket(options);
    client.start();

    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('unauthorized');
    expect(sockets).toHaveLength(1);
  });

  it('treats close code 1008 as unauthorized without asking', async () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();

    latest().drop(1008);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(options.isSignedIn).not.toHaveBeenCalled();
    expect(sockets).toHaveLength(1);
  });

  it('pings while open and drops a socket whose pong does not come', async () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();

    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(latest().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    latest().receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(latest().sent).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(sockets[0]!.closedWith).toBeUndefined();
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('skips the backoff wait when the browser comes back online', async () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();
    latest().drop();

    client.wake();

    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('closes with 1000 and stays closed when stopped', async () => {
    const client = new MessagesSocket(options);
    client.start();
    latest().open();

    client.stop();
    await vi.advanceTimersByTimeAsync(120_000);

    expect(sockets[0]!.closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('stopped');
  });

  // Issue 29: closing a socket that is still connecting makes Chromium log "WebSocket connection
  // … failed: WebSocket is closed before the connection is established" (a page left at once).
  it('never closes a socket that is still connecting: it closes it once open, quietly', async () => {
    const client = new MessagesSocket(options);
    client.start();
    client.stop();

    expect(sockets[0]!.closedWith).toBeNull();
    sockets[0]!.open();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(options.onReconnected).not.toHaveBeenCalled();
    sockets[0]!.drop(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(options.isSignedIn).not.toHaveBeenCalled();
    expect(client.status).toBe('stopped');
  });
});
