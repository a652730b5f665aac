import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { ListingRecord } from '@worknest/functions/store/listings';
import { addDays, utcDate, type PaymentIntentResponse } from '@worknest/shared/booking';
import { LOCAL_STRIPE_KEYS } from '@worknest/local-cloud/stripe/local-stripe-keys';
import { listingRecord } from '../seed/listing-record';
import type { Bench, BenchTable } from './bench';

const CHECKOUTS = Number(process.env.BENCH_BOOKING_CHECKOUTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_BOOKING_CONCURRENCY ?? 4);
const CONFIRMATIONS = Number(process.env.BENCH_BOOKING_CONFIRMATIONS ?? 30);
const LISTINGS = 10;
const WARM_UP = 10;
const BENCH_DOMAIN = 'bench-booking.test';
const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * Booking through the local gateway and the Stripe emulator:
 * 1. `POST /api/create-payment-intent` latency: rules, the booking + per-night holds transaction,
 *    the PaymentIntent at the emulator, the lookup item. Every request is a new stay (one night on
 *    one of ten listings), so each one really writes its holds.
 * 2. From the emulator's `payment_intent.succeeded` to the booking being confirmed by the webhook
 *    (no browser call): the emulator's event time against the booking's `confirmedAt`.
 */
export const bookingBench: Bench = {
  name: 'booking',
  async run(context) {
    const { cloud } = await context.localCloud();
    Object.assign(process.env, cloud.env);
    const base = cloud.appUrl;
    const emulatorUrl = cloud.env.STRIPE_API_URL!;
    const { cookies, listingIds } = await setUp();

    // Every stay is distinct: listing i, night d days ahead (1-night minimum, no advance notice).
    const stays = Array.from({ length: WARM_UP + CHECKOUTS + CONFIRMATIONS }, (_, n) => {
      const checkIn = addDays(utcDate(Date.now()), 1 + Math.floor(n / LISTINGS));
      return { listingId: listingIds[n % LISTINGS]!, checkIn, checkOut: addDays(checkIn, 1), numberOfGuests: 1 };
    });
    const checkout = async (n: number) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[n % cookies.length]! },
        body: JSON.stringify(stays[n]),
      });
      const body = (await response.json()) as PaymentIntentResponse;
      return { ms: performance.now() - started, status: response.status, body };
    };

    for (let n = 0; n < WARM_UP; n++) await checkout(n);
    const startedAt = performance.now();
    const results = await inParallel(CHECKOUTS, CONCURRENCY, (i) => checkout(WARM_UP + i));
    const wallMs = performance.now() - startedAt;
    const ok = results.filter((result) => result.status === 200);
    const latencies = ok.map((result) => result.ms);

    // Confirmation through the webhook alone, one at a time so each figure is its own.
    const stripe = new Stripe(LOCAL_STRIPE_KEYS.secretKey, { ...endpoint(emulatorUrl), maxNetworkRetries: 0 });
    const { getBooking } = await import('@worknest/functions/store/bookings');
    const delays: number[] = [];
    for (let i = 0; i < CONFIRMATIONS; i++) {
      const { body, status } = await checkout(WARM_UP + CHECKOUTS + i);
      if (status !== 200) throw new Error(`create-payment-intent answered ${status}`);
      await stripe.paymentIntents.confirm(body.paymentIntentId, { payment_method: 'pm_card_visa' });
      const event = await succeededEvent(emulatorUrl, body.paymentIntentId);
      const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
      // Seen confirmed = the confirmation transaction has committed (confirmedAt is stamped before it).
      for (;;) {
        const booking = await getBooking(body.bookingId);
        if (booking?.status === 'confirmed') break;
        if (Date.now() > deadline) throw new Error(`booking ${body.bookingId} not confirmed by the webhook`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      delays.push(Date.now() - event.createdMs);
    }

    const tables: BenchTable[] = [
      {
        title: 'Booking: POST /api/create-payment-intent through the local gateway',
        columns: ['requests', 'concurrency', 'p50 ms', 'p99 ms', 'mean ms', 'max ms', 'requests/s', 'non-200'],
        rows: [
          [
            CHECKOUTS,
            CONCURRENCY,
            percentile(latencies, 50).toFixed(1),
            percentile(latencies, 99).toFixed(1),
            mean(latencies).toFixed(1),
            Math.max(...latencies).toFixed(1),
            (ok.length / (wallMs / 1000)).toFixed(1),
            results.length - ok.length,
          ],
        ],
        notes: [
          `${CHECKOUTS} new one-night stays over ${LISTINGS} listings, ${CONCURRENCY} in flight, ${cookies.length} signed-in guests, after ${WARM_UP} warm-up requests (cold workers compile TypeScript).`,
          'Each request: session, listing GetItem, guest-trips Query (reload reuse), nights Query, one TransactWriteItems (booking + hold per night), PaymentIntent create at the emulator (idempotency key), one TransactWriteItems (intent id + lookup item).',
          'Local stand-ins (DynamoDB Local in Java, a worker thread per function, the emulator in the same process as the gateway): the shape matters, not the absolute figures.',
        ],
      },
      {
        title: 'Booking: payment_intent.succeeded at the emulator → booking confirmed by the webhook',
        columns: ['payments', 'p50 ms', 'p99 ms', 'mean ms', 'max ms'],
        rows: [[CONFIRMATIONS, percentile(delays, 50).toFixed(1), percentile(delays, 99).toFixed(1), mean(delays).toFixed(1), Math.max(...delays).toFixed(1)]],
        notes: [
          "From the emulator creating the event to the bench reading the booking as confirmed (one clock; consistent GetItem every 2 ms, so up to ~3 ms of the figure is polling): webhook delivery and signing, signature check, event claim, confirmation transaction (booking + booked nights). The e-mails and the guest-host conversation run after the commit and are not included.",
          `p99 of ${CONFIRMATIONS} samples is close to their maximum; BENCH_BOOKING_CONFIRMATIONS raises the count.`,
          'One payment at a time, confirmed with pm_card_visa through the SDK; the browser confirmation call is left out so the webhook alone confirms.',
        ],
      },
    ];
    return tables;
  },
};

async function setUp(): Promise<{ cookies: string[]; listingIds: string[] }> {
  const { addCompany } = await import('@worknest/functions/store/companies');
  const { createUser } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const { putListing } = await import('@worknest/functions/store/listings');
  const { nowIso } = await import('@worknest/functions/clock');
  const run = randomUUID().slice(0, 8);
  await addCompany(BENCH_DOMAIN, 'Bench Booking');
  const host = await createUser({ email: `host-${run}@${BENCH_DOMAIN}`, companyDomain: BENCH_DOMAIN, firstName: 'Host', lastName: 'Bench', eligibilityConfirmedAt: nowIso() });
  const listingIds: string[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    const listing = benchListing(host.id, i);
    await putListing(listing);
    listingIds.push(listing.id);
  }
  const cookies: string[] = [];
  for (let i = 0; i < CONCURRENCY * 2; i++) {
    const guest = await createUser({ email: `guest-${i}-${run}@${BENCH_DOMAIN}`, companyDomain: BENCH_DOMAIN, firstName: 'Guest', lastName: `${i}`, eligibilityConfirmedAt: nowIso() });
    cookies.push(`worknest_session=${(await createSession({ userId: guest.id, companyDomain: BENCH_DOMAIN })).token}`);
  }
  return { cookies, listingIds };
}

function benchListing(hostId: string, n: number): ListingRecord {
  return listingRecord({
    userId: hostId,
    companyDomain: BENCH_DOMAIN,
    title: `Bench flat number ${n}`,
    description: 'A bench listing with a desk by the window, a good chair, fibre internet and a quiet bedroom at the back.',
    pricePerNight: 6000 + n * 100,
    address: `${n} Bench Street`,
  });
}

async function succeededEvent(emulatorUrl: string, paymentIntentId: string): Promise<{ createdMs: number }> {
  const response = await fetch(`${emulatorUrl}/_emulator/events?payment_intent=${paymentIntentId}&type=payment_intent.succeeded`);
  const { events } = (await response.json()) as { events: { createdMs: number }[] };
  if (!events[0]) throw new Error(`no payment_intent.succeeded for ${paymentIntentId}`);
  return events[0];
}

function endpoint(url: string) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port), protocol: 'http' as const };
}

async function inParallel<R>(count: number, concurrency: number, fn: (index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await fn(index);
      }
    }),
  );
  return results;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
