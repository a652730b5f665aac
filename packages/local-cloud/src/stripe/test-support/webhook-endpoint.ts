import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * For the emulator's tests: a webhook endpoint on a free port that records what it receives (body
 * and `Stripe-Signature`) and answers with the next queued status (200 when none is queued), or
 * with what `status` says (an app that is not ready yet: 503).
 */
export class WebhookEndpoint {
  readonly received: { body: string; signature: string }[] = [];
  statuses: number[] = [];
  url = '';
  private server: Server | null = null;

  constructor(private readonly status: () => number = () => this.statuses.shift() ?? 200) {}

  async start(path = '/api/webhooks/stripe'): Promise<void> {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        this.received.push({ body, signature: String(request.headers['stripe-signature']) });
        response.writeHead(this.status()).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  }

  /** Forgets what was received and the queued statuses (between tests). */
  clear(): void {
    this.received.length = 0;
    this.statuses = [];
  }

  /** The received events' types, in order. */
  types(): string[] {
    return this.received.map(({ body }) => (JSON.parse(body) as { type: string }).type);
  }

  /** The received events, each checked against its signature with `secret`. */
  events(secret: string): Stripe.Event[] {
    return this.received.map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, secret));
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** The official `stripe` SDK pointed at the emulator on `port`, without retries or telemetry. */
export function emulatorClient(secretKey: string, port: number): Stripe {
  return new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
}
