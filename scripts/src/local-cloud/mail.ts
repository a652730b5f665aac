import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import type { LogEvent } from './log-event';
import { ensurePortFree, LOCAL_HOST } from './ports';
import { runOnce } from './run-once';
import { StartupError } from './startup-error';

// A CommonJS module with `exports.default`: Node's ESM import wraps it once more, Vitest unwraps it.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export interface MailServerOptions {
  /** INBOX_PORT in dev (default 8005); 0 = any free port (tests). */
  port: number;
  log?: LogEvent;
}

export interface LocalMail {
  /** SES endpoint for the SDK and the inbox web UI (same server). */
  endpoint: string;
  port: number;
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
  const endpoint = `http://${LOCAL_HOST}:${actualPort}`;
  log({ part: 'mail', event: 'ready', endpoint });
  return {
    endpoint,
    port: actualPort,
    stop: runOnce(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
          log({ part: 'mail', event: 'stopped' });
        }),
    ),
  };
}
