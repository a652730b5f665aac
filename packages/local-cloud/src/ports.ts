import { createServer } from 'node:net';
import getPort from 'get-port';
import { StartupError } from './startup-error';

export const LOCAL_HOST = '127.0.0.1';

/** Any free port on 127.0.0.1 (internal services, so two local clouds can run side by side). */
export function freePort(): Promise<number> {
  return getPort({ host: LOCAL_HOST });
}

/**
 * Fails with a fix-it hint when a fixed port (PORT, INBOX_PORT) is taken. Checked up front because
 * some servers (aws-ses-v2-local) do not report a failed listen.
 */
export async function ensurePortFree(port: number, part: string, variable: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: LOCAL_HOST, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
  if (!free) {
    throw new StartupError(part, `Port ${port} is in use`, `Stop what uses it (ss -ltnp | grep :${port}) or set ${variable}=<another port>.`);
  }
}
