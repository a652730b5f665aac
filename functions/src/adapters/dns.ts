import { Resolver } from 'node:dns/promises';
import { ENV } from '../config/function-environment';

/**
 * TXT records of a name, through Node's DNS resolver (issue 19's domain verification). The
 * servers come from DNS_SERVERS (`ip` or `ip:port`, comma-separated): locally the local cloud's
 * authoritative server, in production unset (the system's resolvers). Each TXT record's strings
 * are joined, as RFC 7208 does for long records. A name without TXT records gives [].
 */
export async function txtRecords(name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  const servers = (process.env[ENV.dnsServers] ?? '').split(',').map((server) => server.trim()).filter(Boolean);
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') return [];
    throw error;
  } finally {
    resolver.cancel();
  }
}
