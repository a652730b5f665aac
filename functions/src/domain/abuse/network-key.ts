import { isIPv6 } from 'node:net';

/**
 * The subject of a per-network rate limit. An IPv4 address is one subscriber; an IPv6 subscriber
 * gets at least a /64 (often a /56), and picks any of its 2^64 addresses per request, so IPv6 is
 * keyed by its /64 prefix: one counter per customer line, not one per address (issue 14).
 */
export function networkKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return bare;
  const v4Mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (v4Mapped) return v4Mapped[1]!;
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, lower case, without leading zeros. */
function expandIpv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::1.2.3.4) is two hextets.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => parseInt(part || '0', 16).toString(16));
}
