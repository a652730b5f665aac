import dns2 from 'dns2';
import type { LogEvent } from '../log-event';
import { freePort, LOCAL_HOST } from '../ports';
import { runOnce } from '../run-once';
import { readRecords } from './dns-records';

const { Packet } = dns2;

/**
 * A small authoritative DNS server for the local cloud (issue 19), on `dns2`: it answers TXT
 * questions from the records directory (dns-records.ts) over UDP and TCP on one port, so the
 * domain verification's Node resolver (DNS_SERVERS=127.0.0.1:<port>) runs against real DNS
 * packets. A name without records is NXDOMAIN; other types get an empty answer.
 */
export interface LocalDnsServer {
  /** `127.0.0.1:<port>`: the DNS_SERVERS value of the functions. */
  server: string;
  port: number;
  recordsDir: string;
  stop(): Promise<void>;
}

export const DEFAULT_DNS_PORT = 8053;
/** TTL of every answer: short, so an added record shows up at once. */
const TTL_SECONDS = 5;

export async function startDnsServer(options: { port: number; recordsDir: string; log?: LogEvent }): Promise<LocalDnsServer> {
  const log = options.log ?? (() => {});
  const port = options.port === 0 ? await freePort() : options.port;
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      response.header.aa = 1;
      const [question] = request.questions;
      void (async () => {
        if (question) {
          const records = await readRecords(options.recordsDir, question.name);
          if (!records) response.header.rcode = Packet.RCODE.NXDOMAIN;
          else if (question.type === Packet.TYPE.TXT || question.type === Packet.TYPE.ANY) {
            for (const value of records.TXT) {
              // One record may hold several 255-octet character-strings (RFC 1035 §3.3.14).
              const chunks = value.match(/[\s\S]{1,255}/g) ?? [''];
              response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: TTL_SECONDS, data: chunks } as never);
            }
          }
        }
        send(response);
      })().catch((error: unknown) => log({ part: 'dns', event: 'error', error: String(error) }));
    },
  });
  server.on('requestError', (error: Error) => log({ part: 'dns', event: 'request error', error: error.message }));
  await server.listen({ udp: { port, address: LOCAL_HOST }, tcp: { port, address: LOCAL_HOST } });
  return {
    server: `${LOCAL_HOST}:${port}`,
    port,
    recordsDir: options.recordsDir,
    stop: runOnce(() => server.close()),
  };
}
