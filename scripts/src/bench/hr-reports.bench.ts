import { randomUUID } from 'node:crypto';
import { firstAnswer, loadRoute, type RouteMeasure } from './route-load';
import { addDays, utcDate } from '@worknest/shared/booking';
import { aggregateAttributes, addMonths, confirmDelta, type TravelCell } from '@worknest/shared/hr-report-rules';
import { listingRecord } from '../seed/listing-record';
import type { Bench, BenchTable } from './bench';

const STAYS = Number(process.env.BENCH_HR_STAYS ?? 10_000);
const MONTHS = 24;
const CITIES = [
  ['Portugal', 'Lisbon'], ['Portugal', 'Porto'], ['Netherlands', 'Amsterdam'], ['Netherlands', 'Rotterdam'], ['Germany', 'Berlin'],
  ['Germany', 'Munich'], ['Germany', 'Hamburg'], ['Denmark', 'Copenhagen'], ['France', 'Paris'], ['France', 'Lyon'],
  ['Spain', 'Madrid'], ['Spain', 'Barcelona'], ['Italy', 'Milan'], ['Italy', 'Rome'], ['Belgium', 'Brussels'],
  ['Austria', 'Vienna'], ['Poland', 'Warsaw'], ['Sweden', 'Stockholm'], ['Finland', 'Helsinki'], ['Ireland', 'Dublin'],
] as const;
const TRAVELLERS = 200;
const OWN_BOOKINGS = 40;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const ROUNDS = 2;

type Measure = RouteMeasure;

/**
 * Issue 36: `GET /api/hr/reports` at a company's scale, against `GET /api/bookings` in the same run.
 * One company with 10,000 business stays over 24 months (20 cities, two cost centres, 200
 * travellers): their aggregate items are written as the live transitions would leave them (the
 * same `aggregateAttributes` of packages/shared), and one traveller books 40 business stays through
 * the lifecycle (`company-billed`), which adds theirs live and gives `GET /api/bookings` a member's
 * trips to list. The report grouped by month and by city (24 months) and the traveller's trips are
 * loaded in interleaved rounds; goal: the report's p99 at most 2× the baseline's.
 */
export const hrReportsBench: Bench = {
  name: 'hr-reports',
  async run(context) {
    const { cloud } = await context.localCloud();
    Object.assign(process.env, cloud.env);
    const base = cloud.appUrl;
    const { hrCookie, travellerCookie, from, to } = await setUp();
    const routes = [
      { route: 'GET /api/hr/reports, by month (24 months)', path: `/api/hr/reports?from=${from}&to=${to}&groupBy=month`, cookie: hrCookie },
      { route: 'GET /api/hr/reports, by city (24 months)', path: `/api/hr/reports?from=${from}&to=${to}&groupBy=city`, cookie: hrCookie },
      { route: `GET /api/bookings (a traveller, ${OWN_BOOKINGS} stays)`, path: '/api/bookings', cookie: travellerCookie },
    ];
    const probe = (await (await firstAnswer(`${base}${routes[0]!.path}`, hrCookie)).json()) as { totals: { stays: number } };
    const measures = new Map<string, Measure[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? routes : [...routes].reverse();
      for (const route of order) {
        const list = measures.get(route.route) ?? [];
        list.push(await load(base, route.path, route.cookie, route.route));
        measures.set(route.route, list);
      }
    }
    const worst = (route: string) => Math.max(...measures.get(route)!.map((m) => m.p99));
    const baseline = worst(routes[2]!.route);
    const tables: BenchTable[] = [
      {
        title: `HR travel reports: ${probe.totals.stays.toLocaleString('en-US')} business stays over ${MONTHS} months, against GET /api/bookings`,
        columns: ['request', 'round', 'requests/s (mean)', 'latency mean ms', 'p50 ms', 'p99 ms', 'non-2xx + errors'],
        rows: routes.flatMap((route) =>
          measures.get(route.route)!.map((m, i) => [m.route, i + 1, m.requestsPerSecond.toFixed(0), m.mean.toFixed(2), m.p50, m.p99, m.failures]),
        ),
        notes: [
          `${CONNECTIONS} connections, ${DURATION_SECONDS} s a round after a ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} rounds interleaved (the order flips every round).`,
          `p99 ratio (worst round of each): by month ${(worst(routes[0]!.route) / Math.max(1, baseline)).toFixed(2)}×, by city ${(worst(routes[1]!.route) / Math.max(1, baseline)).toFixed(2)}× the bookings list's (goal: at most 2×).`,
          'A report is one Query of at most 24 month items (ADR 0135) plus the benchmarks item and the company; the aggregates of the 10,000 stays are written directly (as the transitions write them), not through 10,000 requests.',
          'Local stand-ins (DynamoDB Local in Java, a worker thread per function): the shape matters, not the absolute figures.',
        ],
      },
    ];
    return tables;
  },
};

async function setUp(): Promise<{ hrCookie: string; travellerCookie: string; from: string; to: string }> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const { putListing } = await import('@worknest/functions/store/listings');
  const { nowIso } = await import('@worknest/functions/clock');
  const { keys } = await import('@worknest/functions/store/keys');
  const { db, tableName } = await import('@worknest/functions/adapters/dynamodb');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createBooking } = await import('@worknest/functions/domain/bookings/create-booking');
  const { confirmWithNights } = await import('@worknest/functions/domain/bookings/lifecycle/writes');
  const { reportedStayFeeCents } = await import('@worknest/functions/store/travel-reports');

  const run = randomUUID().slice(0, 8);
  const domain = `bench-hr-${run}.test`;
  await addCompany(domain, 'Bench HR');
  const hr = await createUser({ email: `hr-${run}@${domain}`, companyDomain: domain, role: 'hr', firstName: 'Hana', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
  const traveller = await createUser({ email: `traveller-${run}@${domain}`, companyDomain: domain, firstName: 'Tess', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
  const host = await createUser({ email: `host-${run}@${domain}`, companyDomain: domain, firstName: 'Host', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });

  const to = utcDate(Date.now()).slice(0, 7);
  const from = addMonths(to, -(MONTHS - 1));
  // The aggregates of STAYS business stays, as the confirmation transitions leave them.
  const items = new Map<string, Record<string, number>>();
  const add = (key: string, values: Record<string, number>) => {
    const item = items.get(key) ?? {};
    for (const [name, value] of Object.entries(values)) item[name] = (item[name] ?? 0) + value;
    items.set(key, item);
  };
  const fee = reportedStayFeeCents();
  for (let i = 0; i < STAYS; i++) {
    const [country, city] = CITIES[(i * 7) % CITIES.length]!;
    const nights = 1 + (i % 5);
    const cell: TravelCell = { month: addMonths(from, i % MONTHS), country, city, costCentre: i % 3 === 0 ? 'SAL' : 'ENG', travellerId: `traveller-${i % TRAVELLERS}` };
    const attrs = aggregateAttributes(cell, confirmDelta({ nights, totalAmount: nights * (8_000 + (i % 9) * 1_000), outOfPolicy: i % 23 === 0 }, fee));
    add(`MONTH|${cell.month}`, attrs.month);
    add(`TRAVELLERS|${cell.month}`, attrs.travellers);
  }
  for (const [key, values] of items) {
    const [kind, month] = key.split('|') as [string, string];
    const itemKey = kind === 'MONTH' ? keys.companyTravelMonth(domain, month) : keys.companyTravelTravellers(domain, month);
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...itemKey, type: kind === 'MONTH' ? 'travelMonth' : 'travelTravellers', domain, month, ...values } }));
  }

  // The traveller's own business stays, through the lifecycle (their trips list is the baseline).
  const listing = listingRecord({ userId: host.id, companyDomain: domain, title: 'Bench flat for business stays', description: 'A bench listing with a desk by the window, a good chair, fibre internet and a quiet bedroom at the back.', pricePerNight: 9000, address: '1 Bench Street' });
  await putListing(listing);
  const today = utcDate(Date.now());
  for (let i = 0; i < OWN_BOOKINGS; i++) {
    const checkIn = addDays(today, -700 + i * 17);
    const booking = await createBooking(listing, traveller.id, { listingId: listing.id, checkIn, checkOut: addDays(checkIn, 2), numberOfGuests: 1 }, Date.parse(`${checkIn}T00:00:00Z`) - 7 * 86_400_000, undefined, {
      purpose: 'Bench trip',
      costCentre: 'ENG',
      billingMode: 'invoice',
    });
    const outcome = await confirmWithNights(booking, Date.parse(`${checkIn}T00:00:00Z`) - 7 * 86_400_000 + 60_000, [], 'company-billed');
    if (outcome !== 'confirmed') throw new Error(`bench stay ${i} not confirmed: ${outcome}`);
  }
  const cookie = async (user: { id: string }) => `worknest_session=${(await createSession({ userId: user.id, companyDomain: domain })).token}`;
  return { hrCookie: await cookie(hr), travellerCookie: await cookie(traveller), from, to };
}

function load(base: string, path: string, cookie: string, route: string): Promise<Measure> {
  return loadRoute(base, path, cookie, { route, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds: DURATION_SECONDS });
}
