import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { listingRecord } from '../seed/listing-record';
import type { Bench, BenchTable } from './bench';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COMPANIES = 100;
const SIZES = [100, 10_000] as const;
/** The viewer's company holds one full grid page in both runs, so only the rest of the table grows. */
const VIEWER_LISTINGS = 24;
const WRITE_CONCURRENCY = 32;
const ALLOWED_RATIO = 1.5;
const WARM_UP_SECONDS = 3;

interface Measure {
  listings: number;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  failures: number;
}

/**
 * `GET /api/listings` and `GET /api/listings/{id}` through the local gateway with 100 and then
 * 10,000 listings in the table, spread over 100 companies. The grid is one Query on the viewer's
 * company partition, so its cost must not grow with the table: the 10,000 figures must stay within
 * 1.5× of the 100 ones.
 */
export const listingsBench: Bench = {
  name: 'listings',
  async run(context) {
    const { cloud } = await context.localCloud();
    Object.assign(process.env, cloud.env);
    const base = cloud.appUrl;
    const run = randomUUID().slice(0, 8);
    const domains = Array.from({ length: COMPANIES }, (_, i) => `bench-listings-${run}-${i}.test`);
    const { viewerCookie, hostIds } = await setUp(domains, run);

    let written = 0;
    const measures: Measure[] = [];
    let sampleId = '';
    for (const size of SIZES) {
      const ids = await writeListings(domains, hostIds, written, size);
      written = size;
      sampleId ||= ids[0]!;
      measures.push(await load(base, '/api/listings', viewerCookie, size));
      measures.push(await load(base, `/api/listings/${sampleId}`, viewerCookie, size, '/api/listings/{id}'));
    }

    const rows = measures.map((m) => [m.listings.toLocaleString('en-US'), m.route, m.requestsPerSecond.toFixed(0), m.mean.toFixed(2), m.p50, m.p99, m.failures]);
    const ratioRows = ['/api/listings', '/api/listings/{id}'].map((route) => {
      const [small, large] = SIZES.map((size) => measures.find((m) => m.route === route && m.listings === size)!);
      // Milliseconds are whole numbers in autocannon; the mean and req/s carry the finer signal.
      const latencyRatio = large!.mean / small!.mean;
      const throughputRatio = small!.requestsPerSecond / large!.requestsPerSecond;
      const worst = Math.max(latencyRatio, throughputRatio);
      return [route, latencyRatio.toFixed(2), throughputRatio.toFixed(2), worst <= ALLOWED_RATIO ? `yes (${worst.toFixed(2)}×)` : `NO (${worst.toFixed(2)}×)`];
    });

    const tables: BenchTable[] = [
      {
        title: `Listings: GET /api/listings and GET /api/listings/{id} with ${SIZES.map((s) => s.toLocaleString('en-US')).join(' and ')} listings over ${COMPANIES} companies`,
        columns: ['listings in table', 'route', 'requests/s (mean)', 'latency mean ms', 'p50 ms', 'p99 ms', 'non-2xx + errors'],
        rows,
        notes: [
          `autocannon ${CONNECTIONS} connections for ${DURATION_SECONDS} s per row after a ${WARM_UP_SECONDS} s warm-up, one signed-in member of the first company, against ${base} (test mode, API only). The 10,000 rows run after the 100 ones, on warmer workers and a warmer DynamoDB Local: a ratio below 1 is that, not a speed-up.`,
          `The member's company holds ${VIEWER_LISTINGS} listings in both runs (one full page of the grid, default limit 24); the other listings are spread over the other ${COMPANIES - 1} companies. Each listing has 3 photo paths.`,
          'GET /api/listings: session GetItem + one Query on the sparse company index (projection of the card fields). GET /api/listings/{id}: session + listing GetItem + host GetItem.',
          'Local stand-ins (DynamoDB Local in Java, a worker thread per function): the shape and the growth matter, not the absolute figures.',
        ],
      },
      {
        title: `Listings: 10,000 against 100 (must stay within ${ALLOWED_RATIO}×)`,
        columns: ['route', 'mean latency ratio', 'throughput ratio (100 / 10,000)', `within ${ALLOWED_RATIO}×`],
        rows: ratioRows,
      },
    ];
    return tables;
  },
};

/** One host per company and a session for the member who reads the grid (first company). */
async function setUp(domains: string[], run: string): Promise<{ viewerCookie: string; hostIds: string[] }> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const { nowIso } = await import('@worknest/functions/store/clock');
  const hostIds = await inBatches(domains, WRITE_CONCURRENCY, async (domain, i) => {
    await addCompany(domain, `Bench ${i}`);
    const host = await createUser({ email: `host-${run}@${domain}`, companyDomain: domain, firstName: 'Host', lastName: `${i}`, eligibilityConfirmedAt: nowIso() });
    return host.id;
  });
  const viewer = await createUser({ email: `viewer-${run}@${domains[0]}`, companyDomain: domains[0]!, firstName: 'Viewer', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
  const session = await createSession(viewer.id);
  return { viewerCookie: `worknest_session=${session.token}`, hostIds };
}

/** Adds listings until the table holds `total`: the viewer's company fills first, then round robin. */
async function writeListings(domains: string[], hostIds: string[], from: number, total: number): Promise<string[]> {
  const { putListing } = await import('@worknest/functions/store/listings');
  const indexes = Array.from({ length: total - from }, (_, i) => from + i);
  return inBatches(indexes, WRITE_CONCURRENCY, async (n) => {
    const company = n < VIEWER_LISTINGS ? 0 : 1 + ((n - VIEWER_LISTINGS) % (domains.length - 1));
    const listing = benchListing(hostIds[company]!, domains[company]!, n);
    await putListing(listing);
    return listing.id;
  });
}

function benchListing(hostId: string, companyDomain: string, n: number): ListingRecord {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  return listingRecord({
    userId: hostId,
    companyDomain,
    title: `Bench flat number ${n}`,
    description: 'A bench listing with a desk by the window, a good chair, fibre internet and a quiet bedroom at the back.',
    rentalType: n % 3 ? 'whole_apartment' : 'room',
    pricePerNight: 5000 + (n % 50) * 100,
    address: `${n} Bench Street`,
    bedrooms: 1 + (n % 3),
    beds: 1 + (n % 4),
    amenities: ['WiFi', 'Dedicated Workspace', 'Kitchen'],
    images: Array.from({ length: 3 }, () => `/uploads/${hostId}/${randomUUID()}`),
    workReady: workReadyFromLegacy({ wifiSpeed: '500 Mbps' }),
    createdAt,
    updatedAt: createdAt,
  });
}

async function load(base: string, path: string, cookie: string, listings: number, route = path): Promise<Measure> {
  const url = `${base}${path}`;
  const probe = await fetch(url, { headers: { cookie } });
  await probe.text();
  if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`);
  const options = { url, headers: { cookie }, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARM_UP_SECONDS }); // warm-up, not reported
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    listings,
    route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Maps with at most `concurrency` calls in flight, keeping the order of the results. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!, index);
      }
    }),
  );
  return results;
}
