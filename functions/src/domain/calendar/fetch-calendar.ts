import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CALENDAR_FETCH_MAX_BYTES, CALENDAR_FETCH_TIMEOUT_MS, CALENDAR_MESSAGES } from '@worknest/shared/calendar';
import { ENV } from '../../config/function-environment';

/**
 * Fetching a host's external calendar without letting the URL reach what it must not (SSRF,
 * docs/adr/0059-calendar-fetch-ssrf-guard.md):
 * - only `http:` and `https:` URLs, without credentials;
 * - the host name is resolved first, and EVERY address it resolves to must be public unicast
 *   (no private, loopback, link-local, CGNAT, multicast, reserved or unspecified ranges, IPv4 or
 *   IPv6, IPv4-mapped IPv6 unwrapped); then the connection goes to that checked address itself
 *   (resolve-then-connect), with the original name only in `Host` and TLS SNI/certificate check,
 *   so a DNS answer that changes between the check and the connection (rebinding) cannot redirect it;
 * - redirects are followed by hand (at most 3), each target checked the same way;
 * - one deadline for the whole fetch (10 s) and a size cap (2 MB), counted while reading.
 * Loopback is allowed only when the stage says so (the local cloud: CALENDAR_FETCH_ALLOW_LOOPBACK),
 * never by a branch on the URL.
 */

export type CalendarFetchFailure = 'invalid_url' | 'refused_address' | 'unreachable' | 'timed_out' | 'too_large' | 'bad_status' | 'too_many_redirects';

export class CalendarFetchError extends Error {
  constructor(
    readonly code: CalendarFetchFailure,
    /**
     * What the host reads (CALENDAR_MESSAGES): "could not be read" with a coarse reason; never the
     * network error, the upstream status, or refused apart from unreachable (issue 33). `code` is for the log.
     */
    readonly userMessage: string,
  ) {
    super(`Calendar fetch failed: ${code}`);
    this.name = 'CalendarFetchError';
  }
}

const MAX_REDIRECTS = 3;

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  allowLoopback: boolean;
}

export function stageFetchLimits(): FetchLimits {
  return {
    timeoutMs: CALENDAR_FETCH_TIMEOUT_MS,
    maxBytes: CALENDAR_FETCH_MAX_BYTES,
    allowLoopback: process.env[ENV.calendarFetchAllowLoopback] === 'true',
  };
}

const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Is this address one Worknest may connect to? Public unicast only; loopback when the stage allows
 * it. IPv4-mapped IPv6 is checked as the IPv4 address it names. Any other IPv6 address must be
 * global unicast (2000::/3) and in none of its special blocks (6to4, Teredo, documentation, …):
 * ipaddr.js calls everything it has no name for "unicast", IPv4-compatible `::/96` (`::127.0.0.1`)
 * included (issue 33, finding 5).
 */
export function isFetchableAddress(address: string, allowLoopback: boolean): boolean {
  const canonical = canonicalAddress(address);
  if (canonical === null || !ipaddr.isValid(canonical)) return false;
  let parsed = ipaddr.parse(canonical);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (allowLoopback && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(IPV6_GLOBAL_UNICAST as [ipaddr.IPv6, number]);
}

/**
 * IPv6 text in the WHATWG URL parser's canonical form: ipaddr.js reads a dotted-quad tail as
 * IPv4-mapped (`::127.0.0.1` as `::ffff:127.0.0.1`), which is another address than the one the
 * socket connects to (`::7f00:1`). IPv4 text as it is; anything else (zone ids) null.
 */
function canonicalAddress(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return null;
  try {
    return new URL(`http://[${address}]/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

/** Resolves a host name and checks every address; answers the one to connect to. */
export async function resolveFetchableAddress(hostname: string, allowLoopback: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch {
      throw new CalendarFetchError('unreachable', CALENDAR_MESSAGES.notReadable);
    }
  }
  if (addresses.length === 0) throw new CalendarFetchError('unreachable', CALENDAR_MESSAGES.notReadable);
  if (!addresses.every((one) => isFetchableAddress(one.address, allowLoopback))) {
    throw new CalendarFetchError('refused_address', CALENDAR_MESSAGES.notReadable);
  }
  const chosen = addresses[0]!;
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CalendarFetchError('invalid_url', CALENDAR_MESSAGES.notReadable);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
    throw new CalendarFetchError('invalid_url', CALENDAR_MESSAGES.notReadable);
  }
  return url;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

/** One request to a checked address; the body is read only for 2xx answers, up to the limit. */
function requestOnce(url: URL, address: string, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        host: address,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'Worknest-Calendar-Sync/1.0', 'accept-encoding': 'identity' },
        // TLS: SNI and the certificate check use the name, the connection the checked address.
        servername: isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : url.hostname,
        signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: typeof response.headers.location === 'string' ? response.headers.location : null, body: '' });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(new CalendarFetchError('too_large', CALENDAR_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new CalendarFetchError('too_large', CALENDAR_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(error));
      },
    );
    request.on('error', (error) => reject(error));
    request.end();
  });
}

/** Fetches an external calendar's text under the rules above; throws CalendarFetchError. */
export async function fetchCalendar(rawUrl: string, limits: FetchLimits = stageFetchLimits()): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = parseTarget(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const { address } = await resolveFetchableAddress(url.hostname, limits.allowLoopback);
      if (controller.signal.aborted) throw new CalendarFetchError('timed_out', CALENDAR_MESSAGES.notReadable);
      const answer = await requestOnce(url, address, limits, controller.signal);
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
        if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError('too_many_redirects', CALENDAR_MESSAGES.notReadable);
        url = parseTarget(new URL(answer.location, url).toString());
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw new CalendarFetchError('bad_status', CALENDAR_MESSAGES.notReadable);
      return answer.body;
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (controller.signal.aborted) throw new CalendarFetchError('timed_out', CALENDAR_MESSAGES.notReadable);
    throw new CalendarFetchError('unreachable', CALENDAR_MESSAGES.notReadable);
  } finally {
    clearTimeout(timer);
  }
}
