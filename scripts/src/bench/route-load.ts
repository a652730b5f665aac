import autocannon from 'autocannon';

/** One route's figures under load (autocannon): requests a second, latency in ms, failed answers. */
export interface RouteMeasure {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  failures: number;
}

/**
 * The route's first 200 for a signed-in member, asking again (at most 10 times) while it answers
 * otherwise: a function's first copy may still be starting (503) when a bench begins.
 */
export async function firstAnswer(url: string, cookie: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(url, { headers: { cookie } });
    if (answer.status === 200) return answer;
    const body = await answer.text();
    if (attempt === 10) throw new Error(`GET ${url} answered ${answer.status}: ${body.slice(0, 200)}`);
    console.log(`  ${new URL(url).pathname}: ${answer.status} (${body.slice(0, 80)}), asking again`);
  }
}

/**
 * `GET base+path` with the member's cookie under load: once answered, a warm-up that is not
 * reported, then `seconds` of `connections` connections.
 */
export async function loadRoute(base: string, path: string, cookie: string, load: { route: string; connections: number; warmUpSeconds: number; seconds: number }): Promise<RouteMeasure> {
  const url = `${base}${path}`;
  await (await firstAnswer(url, cookie)).text();
  const options = { url, headers: { cookie }, connections: load.connections };
  await autocannon({ ...options, duration: load.warmUpSeconds }); // warm-up, not reported
  const result = await autocannon({ ...options, duration: load.seconds });
  return {
    route: load.route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
