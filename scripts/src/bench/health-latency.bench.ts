import autocannon from 'autocannon';
import type { Bench } from './bench';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * `GET /_health` through the local gateway (event building, a worker thread running the real
 * handler, response mapping): requests/s and latency under load, on 127.0.0.1 only.
 */
export const healthLatencyBench: Bench = {
  name: 'health',
  async run(context) {
    const { cloud } = await context.localCloud();
    const url = `${cloud.gateway.url}/_health`;

    const coldStartedAt = performance.now();
    const first = await fetch(url);
    await first.text();
    const coldMs = performance.now() - coldStartedAt;
    if (first.status !== 200) throw new Error(`GET /_health answered ${first.status}`);

    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up, not reported
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });

    return [
      {
        title: 'GET /_health through the local gateway',
        columns: ['connections', 'duration s', 'requests/s (mean)', 'latency mean ms', 'p50 ms', 'p99 ms', 'requests', 'non-2xx + errors', 'first request ms (cold worker)'],
        rows: [
          [
            CONNECTIONS,
            DURATION_SECONDS,
            result.requests.average.toFixed(0),
            result.latency.average.toFixed(2),
            result.latency.p50,
            result.latency.p99,
            result.requests.total,
            result.non2xx + result.errors + result.timeouts,
            coldMs.toFixed(0),
          ],
        ],
        notes: [
          `autocannon ${CONNECTIONS} connections for ${DURATION_SECONDS} s after a 1 s warm-up, against ${cloud.gateway.url} (test mode, API only).`,
          'autocannon records latency in whole milliseconds, so a p50 of 0 means under 1 ms.',
          'Measures the local stand-in, not AWS: it tells whether the gateway slows local work and tests down, not how production performs.',
        ],
      },
    ];
  },
};
