import type { Socket } from 'node:net';

/** The peer's IP as API Gateway reports it: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) as plain IPv4. */
export function sourceIpOf(socket: Socket): string {
  const address = socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
