import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { listingRecord } from '../seed/listing-record';
import type { Bench, BenchTable } from './bench';

const ROUNDS = Number(process.env.BENCH_ROUND_TRIPS_ROUNDS ?? 8);
const REQUESTS_PER_BURST = Number(process.env.BENCH_ROUND_TRIPS_REQUESTS ?? 40);
const IN_FLIGHT = 4;
const HOSTS = 10;
const DOMAIN = 'bench-round-trips.test';

/**
 * Issue 15, one round trip per signed-in request: GET /api/listings/{id} and GET /api/bookings
 * through the local gateway, signed in with a session token of the older form (the request reads
 * session, user and company one after the other, as every request did before) and with a token
 * that names its user and company (one BatchGetItem). Same member, same data, same run; the two
 * alternate in bursts, so a busy machine weighs on both alike.
 */
export const roundTripsBench: Bench = {
  name: 'round-trips',
  async run(context) {
    const { cloud } = await context.localCloud();
    Object.assign(process.env, cloud.env);
    const base = cloud.appUrl;
    const { listingId, before, after } = await setUp();
    const routes = [
      { label: 'GET /api/listings/{id}', path: `/api/listings/${listingId}` },
      { label: `GET /api/bookings (${HOSTS} stays, ${HOSTS} hosts)`, path: '/api/bookings' },
    ];
    const variants = [
      { label: 'before: session, user, company one after the other', cookie: before },
      { label: 'after: one BatchGetItem', cookie: after },
    ];
    const samples = new Map<string, number[]>();
    const ratios = new Map<string, number[]>();
    // Warm-up: every function on the path, both ways.
    for (const route of routes) for (const variant of variants) await burst(base, route.path, variant.cookie, 8);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const route of routes) {
        const order = round % 2 ? [...variants].reverse() : variants;
        const medians = new Map<string, number>();
        for (const variant of order) {
          const latencies = await burst(base, route.path, variant.cookie, REQUESTS_PER_BURST);
          const key = `${route.label}|${variant.label}`;
          samples.set(key, [...(samples.get(key) ?? []), ...latencies]);
          medians.set(variant.label, percentile(latencies, 50));
        }
        ratios.set(route.label, [...(ratios.get(route.label) ?? []), medians.get(variants[1]!.label)! / medians.get(variants[0]!.label)!]);
      }
    }
    const rows: (string | number)[][] = [];
    for (const route of routes) {
      for (const variant of variants) {
        const all = samples.get(`${route.label}|${variant.label}`)!;
        rows.push([route.label, variant.label, all.length, percentile(all, 50).toFixed(1), percentile(all, 99).toFixed(1), Math.min(...all).toFixed(1), Math.max(...all).toFixed(1)]);
      }
      const r = [...ratios.get(route.label)!].sort((a, b) => a - b);
      rows.push([route.label, 'after / before, p50 per round: min / median / max', r.length, `${r[0]!.toFixed(2)} / ${percentile(r, 50).toFixed(2)} / ${r.at(-1)!.toFixed(2)}`, '', '', '']);
    }
    const table: BenchTable = {
      title: 'Round trips: signed-in reads through the local gateway, before and after one BatchGetItem per session',
      columns: ['route', 'session read', 'requests', 'p50 ms', 'p99 ms', 'min ms', 'max ms'],
      rows,
      notes: [
        `${ROUNDS} rounds; in each, per route, a burst of ${REQUESTS_PER_BURST} requests (${IN_FLIGHT} in flight) per way, the order alternating round by round; one warm-up burst per route and way first. Same member both ways: "before" signs in with a session token of the older form (no owner in it), which the handler kit still reads one item after the other as every request did before issue 15; "after" with the token that names its user and company.`,
        `GET /api/listings/{id}: session, then listing + host. GET /api/bookings: session, then the guest's trips (one Query) and their ${HOSTS} hosts (one BatchGetItem since issue 15; one GetItem each before, not reproduced here: the "before" rows include the batched hosts).`,
        `Local stand-ins (DynamoDB Local in Java, ${process.env.LOCAL_LAMBDA_CONCURRENCY ? `Lambda-like pool of up to ${process.env.LOCAL_LAMBDA_CONCURRENCY} instances per function` : 'one worker thread per function'}): the ratio matters, not the absolute figures.`,
      ],
    };
    return [table];
  },
};

async function setUp(): Promise<{ listingId: string; before: string; after: string }> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const { putListing } = await import('@worknest/functions/store/listings');
  const { nowIso } = await import('@worknest/functions/clock');
  const { keys } = await import('@worknest/functions/store/keys');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const run = randomUUID().slice(0, 8);
  await addCompany(DOMAIN, 'Bench Round Trips');
  const guest = await createUser({ email: `guest-${run}@${DOMAIN}`, companyDomain: DOMAIN, firstName: 'Guest', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
  let listingId = '';
  for (let i = 0; i < HOSTS; i += 1) {
    const host = await createUser({ email: `host${i}-${run}@${DOMAIN}`, companyDomain: DOMAIN, firstName: `Host${i}`, lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
    const id = randomUUID();
    listingId ||= id;
    const listing = listingRecord({ id, userId: host.id, companyDomain: DOMAIN, title: `Round trip flat ${i}`, description: 'A bench listing used to count the round trips of a signed-in read through the gateway.', rentalType: 'room', pricePerNight: 5000, address: '1 Bench Street', city: 'Benchville', country: 'Nowhere', maxGuests: 1 });
    await putListing(listing);
    // A confirmed stay of the guest with this host, as the webhook leaves it.
    const bookingId = randomUUID();
    const checkIn = `2031-0${1 + (i % 9)}-1${i % 10}`;
    const checkOut = `2031-0${1 + (i % 9)}-2${i % 10}`;
    const now = nowIso();
    await db.send(new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.booking(bookingId),
        ...keys.guestBookingsIndex(guest.id, checkOut, bookingId),
        type: 'booking', id: bookingId, listingId: id, guestId: guest.id, hostId: host.id, companyDomain: DOMAIN, listingTitle: listing.title,
        city: 'Benchville', country: 'Nowhere', checkIn, checkOut, nights: 10, numberOfGuests: 1, status: 'confirmed', isPaid: true,
        pricePerNight: 5000, accommodationAmount: 50000, serviceFee: 500, totalAmount: 50500, currency: 'eur', paymentIntentId: `pi_bench_${bookingId}`,
        holdExpiresAt: now, holdExpiresAtMs: Date.now(), createdAt: now, updatedAt: now, confirmedAt: now,
        cancellationPolicy: 'flexible', bookingMode: 'instant', timeZone: 'UTC',
      },
    }));
  }
  const after = (await createSession({ userId: guest.id, companyDomain: DOMAIN })).token;
  // A token of the older form: 43 characters naming no one, its session written as sessions were.
  const before = randomBytes(32).toString('base64url');
  const createdAt = nowIso();
  const expiresAtMs = Date.now() + 3600_000;
  await db.send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.session(createHash('sha256').update(before).digest('hex')), ...keys.userSessionsIndex(guest.id, createdAt), type: 'session', userId: guest.id, createdAt, lastUsedAt: createdAt, expiresAt: new Date(expiresAtMs).toISOString(), expiresAtMs },
  }));
  return { listingId, before: `worknest_session=${before}`, after: `worknest_session=${after}` };
}

/** `count` GETs, IN_FLIGHT at a time; latency of each, ms. Throws on a non-200. */
async function burst(base: string, path: string, cookie: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      const startedAt = performance.now();
      const response = await fetch(new URL(path, base), { headers: { cookie } });
      await response.text();
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      latencies.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return latencies;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
