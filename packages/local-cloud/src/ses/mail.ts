import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import type { LogEvent } from '../log-event';
import { ensurePortFree, LOCAL_HOST } from '../ports';
import { runOnce } from '../run-once';
import { StartupError } from '../startup-error';

// A CommonJS module with `exports.default`: Node's ESM import wraps it once more, Vitest unwraps it.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export interface MailServerOptions {
  /** INBOX_PORT in dev (default 8005); 0 = any free port (tests). */
  port: number;
  log?: LogEvent;
}

export interface LocalMail {
  /**
   * SES endpoint for the SDK: a thin front of the inbox server that forwards everything, and can
   * be told to answer SendEmail with 503 ServiceUnavailable (`setFailing`, a test control).
   */
  endpoint: string;
  /** The inbox server's own port (its web UI). */
  port: number;
  /**
   * While on for an address, every SendEmail to it fails as SES does when it is unavailable
   * (issue 33's outbox tests; per address, so tests running beside it are not disturbed).
   */
  setFailing(address: string, failing: boolean): void;
  stop(): Promise<void>;
}

/**
 * aws-ses-v2-local: the SES v2 API plus an inbox UI at `/` and `GET /store`.
 * Its mail store is module-global, so two local clouds in one Node process would share it
 * (tests run their own process, so this does not matter in practice).
 */
export async function startMailServer(options: MailServerOptions): Promise<LocalMail> {
  const { port, log = () => {} } = options;
  // aws-ses-v2-local resolves even when listen fails, so a taken fixed port is checked first.
  if (port !== 0) await ensurePortFree(port, 'Inbox (SES)', 'INBOX_PORT');
  const server: Server = await sesServer({ host: LOCAL_HOST, port });
  if (!server.listening) {
    throw new StartupError('Inbox (SES)', `could not listen on port ${port}`, 'Set INBOX_PORT=<another port>.');
  }
  const actualPort = (server.address() as AddressInfo).port;
  const failing = new Set<string>();
  const front = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (failing.size > 0 && request.method === 'POST' && (request.url ?? '').startsWith('/v2/email/outbound-emails')) {
      let to: string[] = [];
      try {
        to = (JSON.parse(body.toString('utf8')) as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses ?? [];
      } catch {
        to = [];
      }
      if (to.some((address) => failing.has(address.toLowerCase()))) {
        response.writeHead(503, { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' });
        response.end(JSON.stringify({ message: 'Service Unavailable (local test control)' }));
        return;
      }
    }
    const forwarded = http.request({ host: LOCAL_HOST, port: actualPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502).end(error.message);
      else response.destroy();
    });
    forwarded.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(0, LOCAL_HOST, () => resolve());
  });
  const endpoint = `http://${LOCAL_HOST}:${(front.address() as AddressInfo).port}`;
  log({ part: 'mail', event: 'ready', endpoint, inbox: `http://${LOCAL_HOST}:${actualPort}` });
  const close = (target: Server) =>
    new Promise<void>((resolve) => {
      target.close(() => resolve());
      target.closeAllConnections();
    });
  return {
    endpoint,
    port: actualPort,
    setFailing: (address, value) => {
      if (value) failing.add(address.toLowerCase());
      else failing.delete(address.toLowerCase());
      log({ part: 'mail', event: value ? 'sends failing' : 'sends working', address });
    },
    stop: runOnce(async () => {
      await Promise.all([close(front), close(server)]);
      log({ part: 'mail', event: 'stopped' });
    }),
  };
}
