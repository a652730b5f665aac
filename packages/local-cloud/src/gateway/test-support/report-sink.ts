import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fixture handler or job posts to EVENT_SINK_URL (fixtures/report.ts). */
export interface Reported {
  kind: string;
  value: any;
}

export interface ReportSink {
  /** Given to the functions as EVENT_SINK_URL. */
  url: string;
  /** The first report matching `predicate`, once it has arrived. */
  next(predicate: (report: Reported) => boolean): Promise<Reported>;
  /** The first `count` reports, once that many have arrived. */
  first(count: number): Promise<Reported[]>;
  close(): Promise<void>;
}

/** A server on a free port that collects what the gateway tests' fixture functions report. */
export async function startReportSink(): Promise<ReportSink> {
  const reports: Reported[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      reports.push(JSON.parse(Buffer.concat(chunks).toString()) as Reported);
      waiters.splice(0).forEach((wake) => wake());
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const arrival = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async next(predicate) {
      for (;;) {
        const found = reports.find(predicate);
        if (found) return found;
        await arrival();
      }
    },
    async first(count) {
      while (reports.length < count) await arrival();
      return reports.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
