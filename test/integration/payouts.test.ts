import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminBookingPage } from '@worknest/shared/admin';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingList, CancelStayResponse, ConfirmBookingResponse, HostBookingList, RequestAnswerResponse } from '@worknest/shared/booking';
import { splitPayment, type PayoutOnboarding, type PayoutsOverview, type PayoutView } from '@worknest/shared/payouts';
import { PAYOUT_MESSAGES } from '@worknest/shared/payout-rules';
import { LOCAL_STRIPE_KEYS } from '@worknest/local-cloud/stripe/local-stripe-keys';
import {
  confirmedStay,
  emulatorUrl,
  hostWithListing,
  newGuest,
  payWithCard,
  shiftClock,
  startCheckout,
  stay,
  stripe,
  webhooks,
  type ErrorBody,
  type HostWithListing,
} from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { runJob } from './support/jobs';
import { localTable } from './support/local-table';

/*
 * Host payouts with Stripe Connect (issue 21) through the local gateway, DynamoDB Local and the
 * Stripe emulator: Express onboarding and the account's states, the payout job (due, not due,
 * refunded, partly refunded, no account yet, two runs at once) and the Connect webhooks.
 * Listings are in UTC: check-out is at 11:00Z and a payout is due 24 hours later.
 */

const PRICE = 7450;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const overview = async (member: Member) => {
  const answer = await member.client.get<PayoutsOverview>('/api/payouts?limit=50');
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const payoutOf = async (member: Member, bookingId: string): Promise<PayoutView | undefined> => (await overview(member)).payouts.find((p) => p.bookingId === bookingId);
const startOnboarding = (member: Member) => member.client.post<PayoutOnboarding & ErrorBody>('/api/payouts/account');

/** The member's Stripe account, as the emulator holds it. */
async function accountOf(member: Member): Promise<Stripe.Account | undefined> {
  const accounts = await stripe().accounts.list({ limit: 100 });
  return accounts.data.find((account) => account.metadata?.userId === member.id);
}

/** What the host does on Stripe's page: open the link and press its one button. */
async function completeOnboarding(onboardingUrl: string): Promise<Response> {
  const page = await fetch(onboardingUrl);
  expect(page.status).toBe(200);
  const done = await fetch(onboardingUrl, { method: 'POST', redirect: 'manual' });
  await webhooks.idle();
  return done;
}

async function enabledHost(patch: Record<string, unknown> = {}): Promise<HostWithListing> {
  const place = await hostWithListing({ minNights: 1, timeZone: 'UTC', cancellationPolicy: 'flexible', ...patch });
  const started = await startOnboarding(place.host);
  expect(started.status, started.text).toBe(200);
  await completeOnboarding(started.body.onboardingUrl);
  expect((await overview(place.host)).account?.state).toBe('enabled');
  return place;
}

/** How far "now" is moved for the functions and the emulator (signatures are checked against it). */
let clockOffsetMs = 0;

/** "Now" moved to `hours` after the stay's check-out (11:00Z on its check-out day). */
const afterCheckOut = (checkOut: string, hours: number) => {
  clockOffsetMs = Date.parse(`${checkOut}T11:00:00Z`) + hours * HOUR - Date.now();
  return shiftClock(clockOffsetMs);
};

const transfersTo = async (accountId: string) => (await stripe().transfers.list({ destination: accountId, limit: 100 })).data;

/** The booking's item as the table holds it (what a redelivered event must leave alone). */
async function bookingItem(bookingId: string): Promise<Record<string, unknown>> {
  const { db, tableName } = localTable();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `BOOKING#${bookingId}`, sk: 'BOOKING' }, ConsistentRead: true }));
  if (!Item) throw new Error(`No booking item ${bookingId}`);
  return Item;
}

/** The booking's entries in the payout job's queue (`PAYOUTS_DUE`). */
async function queueEntriesOf(bookingId: string): Promise<unknown[]> {
  const { db, tableName } = localTable();
  const entries: unknown[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PAYOUTS_DUE' }, ExclusiveStartKey: startKey }));
    entries.push(...(page.Items ?? []).filter((item) => item.bookingId === bookingId));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/** The emulator's events of `type` about one object (a transfer, an account), oldest first, in full. */
async function eventsAbout(type: string, objectId: string): Promise<Stripe.Event[]> {
  const control = async <T>(path: string) => (await (await fetch(`${emulatorUrl()}/_emulator/${path}`)).json()) as T;
  const { events } = await control<{ events: { id: string }[] }>(`events?type=${type}${type === 'account.updated' ? `&account=${objectId}` : ''}`);
  const full = await Promise.all(events.map(async ({ id }) => (await control<{ event: Stripe.Event }>(`events/${id}`)).event));
  return full.filter((event) => (event.data.object as { id?: string }).id === objectId).reverse();
}

afterEach(async () => {
  clockOffsetMs = 0;
  await shiftClock(0);
  await webhooks.resume();
  await webhooks.idle();
});

describe('onboarding an Express account', () => {
  it('moves from no account to details needed, pending verification and enabled', { timeout: 90_000 }, async () => {
    const host = await demoCompanyMember('acme.test', 'employee', 'Payee');
    expect(await overview(host)).toMatchObject({ account: null, payouts: [], commissionPercent: 3 });

    const started = await startOnboarding(host);
    expect(started.status, started.text).toBe(200);
    expect(started.body.onboardingUrl.startsWith(`${emulatorUrl()}/connect/onboarding/`)).toBe(true);
    expect((await overview(host)).account).toMatchObject({ state: 'details_needed' });
    expect((await overview(host)).account!.requirementsDue).toBeGreaterThan(0);

    // A second click (another tab) makes a new link for the same account, never a second account.
    const again = await startOnboarding(host);
    expect(again.status).toBe(200);
    expect(again.body.onboardingUrl).not.toBe(started.body.onboardingUrl);
    const accounts = (await stripe().accounts.list({ limit: 100 })).data.filter((account) => account.metadata?.userId === host.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ type: 'express', email: host.email, capabilities: { transfers: 'inactive' } });

    // Stripe is still checking what was given: account.updated says so.
    const review = await fetch(`${emulatorUrl()}/_emulator/accounts/${accounts[0]!.id}/verification`, { method: 'POST', body: JSON.stringify({ outcome: 'pending' }) });
    expect(review.status).toBe(200);
    await webhooks.idle();
    expect((await overview(host)).account).toMatchObject({ state: 'pending_verification', requirementsDue: 0 });

    // The page's button completes onboarding and sends the host back to their profile.
    const back = await completeOnboarding(again.body.onboardingUrl);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${inject('appUrl')}/app/profile?payouts=return#payouts`);
    expect((await overview(host)).account).toMatchObject({ state: 'enabled', requirementsDue: 0 });

    // A used link goes to refresh_url, where the card asks for a new one.
    const reused = await fetch(again.body.onboardingUrl, { redirect: 'manual' });
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe(`${inject('appUrl')}/app/profile?payouts=refresh#payouts`);
  });

  it('limits each member on the payouts routes and reads the account from Stripe at most once a minute (issue 33, finding 8)', { timeout: 180_000 }, async () => {
    const host = await demoCompanyMember('acme.test', 'employee', 'Limited');
    const other = await demoCompanyMember('acme.test', 'employee', 'Unlimited');
    const started = await startOnboarding(host);
    expect(started.status, started.text).toBe(200);
    expect((await overview(host)).account).toMatchObject({ state: 'details_needed' });

    // Stripe changes the account, and its event does not arrive: the state read a moment ago answers.
    const account = (await accountOf(host))!;
    await webhooks.pause();
    expect((await fetch(`${emulatorUrl()}/_emulator/accounts/${account.id}/verification`, { method: 'POST', body: JSON.stringify({ outcome: 'pending' }) })).status).toBe(200);
    expect((await overview(host)).account).toMatchObject({ state: 'details_needed' });
    // A minute later Stripe is asked again. The limits below count per clock minute, so "later"
    // lands half a second into a minute: the burst cannot straddle two windows on a slow machine.
    clockOffsetMs = 61_000;
    clockOffsetMs += 60_000 - ((Date.now() + clockOffsetMs) % 60_000) + 500;
    await shiftClock(clockOffsetMs);
    expect((await overview(host)).account).toMatchObject({ state: 'pending_verification' });

    // "Set up payouts": a few a minute per member, then 429 with Retry-After; another member is not held up.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await startOnboarding(host)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]); // a new minute since the first call
    const limited = await startOnboarding(host);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(PAYOUT_MESSAGES.tooOften);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await startOnboarding(other)).status).toBe(200);

    // Reading payouts: 30 a minute per member.
    let reads = 0;
    for (;;) {
      const answer = await host.client.get<PayoutsOverview & ErrorBody>('/api/payouts');
      if (answer.status !== 200) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toBe(PAYOUT_MESSAGES.tooOften);
        break;
      }
      reads++;
      expect(reads).toBeLessThanOrEqual(30);
    }
    expect((await other.client.get('/api/payouts')).status).toBe(200);
  });

  it('refuses anyone signed out', async () => {
    const response = await fetch(new URL('/api/payouts/account', inject('appUrl')), { method: 'POST', headers: { origin: inject('appUrl') } });
    expect(response.status).toBe(401);
  });
});

describe('the payout job', () => {
  let place: HostWithListing;
  beforeAll(async () => {
    place = await enabledHost();
  }, 120_000);

  it('pays nothing before 24 hours after check-out, then the host share once, from the stay’s charge', { timeout: 90_000 }, async () => {
    const guest = await newGuest();
    const stay = await confirmedStay(place, guest, 2, 2);
    const account = (await accountOf(place.host))!;
    const expected = splitPayment({ accommodationAmount: 2 * PRICE, serviceFee: 2000 }, 300).hostPayoutAmount;

    // My Hostings shows what the stay will earn.
    const hostings = await place.host.client.get<HostBookingList>('/api/bookings/host?when=upcoming&limit=50');
    expect(hostings.body.bookings.find((b) => b.id === stay.bookingId)?.hostEarnings).toEqual({ amount: expected, status: 'scheduled' });

    await afterCheckOut(stay.checkOut, 23);
    await runJob('pay-hosts');
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'scheduled', amount: expected, paidAt: null, dueAt: `${addOneDay(stay.checkOut)}T11:00:00.000Z` });
    expect(await transfersTo(account.id)).toHaveLength(0);

    await afterCheckOut(stay.checkOut, 25);
    const summary = await runJob<{ paid: number }>('pay-hosts');
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    const payout = await payoutOf(place.host, stay.bookingId);
    expect(payout).toMatchObject({ status: 'paid', amount: expected });
    expect(payout!.paidAt).not.toBeNull();

    const transfers = await transfersTo(account.id);
    expect(transfers).toHaveLength(1);
    const trip = (await guest.client.get<{ bookings: { id: string; paymentIntentId: string }[] }>('/api/bookings?limit=50')).body.bookings.find((b) => b.id === stay.bookingId)!;
    const intent = await stripe().paymentIntents.retrieve(trip.paymentIntentId);
    expect(transfers[0]).toMatchObject({ amount: expected, currency: 'eur', source_transaction: intent.latest_charge, metadata: { bookingId: stay.bookingId }, transfer_group: `booking_${stay.bookingId}` });

    // Another run later pays nothing more.
    await afterCheckOut(stay.checkOut, 30);
    await runJob('pay-hosts');
    expect(await transfersTo(account.id)).toHaveLength(1);

    // Admin → Bookings: the guest's payment, the platform's fee and the host's payout.
    const admin = await demoCompanyMember('acme.test', 'admin', 'Admin');
    const page = await admin.client.get<AdminBookingPage>(`/api/admin/bookings?domain=acme.test&from=${stay.checkIn}&to=${stay.checkIn}&limit=100`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.find((item) => item.id === stay.bookingId)?.payment).toEqual({
      guestPaid: 2 * PRICE + 2000,
      platformFee: 2 * PRICE + 2000 - expected,
      hostPayout: expected,
      payoutStatus: 'paid',
    });
  });

  it('never pays a stay refunded in full, and pays the kept night of a stay cancelled late', { timeout: 60_000 }, async () => {
    const account = (await accountOf(place.host))!;
    const before = (await transfersTo(account.id)).length;
    const refundedGuest = await newGuest();
    const refunded = await confirmedStay(place, refundedGuest, 4, 2);
    const cancelled = await refundedGuest.client.post<CancelStayResponse>(`/api/bookings/${refunded.bookingId}/cancellation`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.booking.refundedAmount).toBe(2 * PRICE + 2000);

    const lateGuest = await newGuest();
    const late = await confirmedStay(place, lateGuest, 6, 2);
    // During the first night (flexible, after the deadline): the second night comes back, the first is kept.
    await shiftClock(Date.parse(`${late.checkIn}T20:00:00Z`) - Date.now());
    const lateCancel = await lateGuest.client.post<CancelStayResponse>(`/api/bookings/${late.bookingId}/cancellation`);
    expect(lateCancel.status, lateCancel.text).toBe(200);
    expect(lateCancel.body.booking.refundedAmount).toBe(PRICE);

    await afterCheckOut(late.checkOut, 25);
    await runJob('pay-hosts');
    // A stay that owes nothing is left out of the host's list (issue 29 item 12: no "€0 Nothing to pay" row),
    // and no transfer names it (below).
    expect(await payoutOf(place.host, refunded.bookingId)).toBeUndefined();
    const kept = PRICE - Math.floor((PRICE * 300 + 5000) / 10000);
    expect(await payoutOf(place.host, late.bookingId)).toMatchObject({ status: 'paid', amount: kept });
    const transfers = await transfersTo(account.id);
    expect(transfers).toHaveLength(before + 1);
    expect(transfers[0]).toMatchObject({ amount: kept, metadata: { bookingId: late.bookingId } });
  });

  it('holds a stay until its host has an enabled account, then pays it', async () => {
    const waiting = await hostWithListing({ minNights: 1, timeZone: 'UTC' });
    const stay = await confirmedStay(waiting, await newGuest(), 2, 1);
    await afterCheckOut(stay.checkOut, 25);
    await runJob('pay-hosts');
    expect(await payoutOf(waiting.host, stay.bookingId)).toMatchObject({ status: 'awaiting_account' });
    await runJob('pay-hosts');
    expect(await payoutOf(waiting.host, stay.bookingId)).toMatchObject({ status: 'awaiting_account' });

    // Onboarding enables the account; account.updated queues the waiting stay; the next run pays it.
    const started = await startOnboarding(waiting.host);
    await completeOnboarding(started.body.onboardingUrl);
    await runJob('pay-hosts');
    const payout = await payoutOf(waiting.host, stay.bookingId);
    expect(payout).toMatchObject({ status: 'paid', amount: PRICE - Math.floor((PRICE * 300 + 5000) / 10000) });
    expect(await transfersTo((await accountOf(waiting.host))!.id)).toHaveLength(1);
  });

  it('pays an accepted booking request once, 24 hours after check-out, from the captured charge', { timeout: 90_000 }, async () => {
    // A request listing (issue 17): the checkout only authorizes the card; the host's Accept captures it.
    const place = await enabledHost({ bookingMode: 'request' });
    const account = (await accountOf(place.host))!;
    const guest = await newGuest();
    const dates = stay(2, 2);
    const checkout = await startCheckout(guest, place.listing.id, dates);
    expect(checkout.status, checkout.text).toBe(200);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    const requested = await guest.client.post<ConfirmBookingResponse & ErrorBody>('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId });
    expect(requested.status, requested.text).toBe(200);
    expect(['requested', 'already-requested']).toContain(requested.body.outcome);
    const bookingId = checkout.body.bookingId;
    await webhooks.idle();
    // Unanswered, the request owes the host nothing: no payout, nothing queued.
    expect(await payoutOf(place.host, bookingId)).toBeUndefined();
    expect(await queueEntriesOf(bookingId)).toHaveLength(0);

    const accepted = await place.host.client.post<RequestAnswerResponse & ErrorBody>(`/api/bookings/${bookingId}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    await webhooks.idle();
    const intent = await stripe().paymentIntents.retrieve(checkout.body.paymentIntentId);
    expect(intent).toMatchObject({ capture_method: 'manual', status: 'succeeded', amount_received: 2 * PRICE + 2000 });
    const expected = splitPayment({ accommodationAmount: 2 * PRICE, serviceFee: 2000 }, 300).hostPayoutAmount;
    expect(await payoutOf(place.host, bookingId)).toMatchObject({ status: 'scheduled', amount: expected, paidAt: null, dueAt: `${addOneDay(dates.checkOut)}T11:00:00.000Z` });
    expect(await queueEntriesOf(bookingId)).toHaveLength(1);

    await afterCheckOut(dates.checkOut, 23);
    await runJob('pay-hosts');
    expect(await payoutOf(place.host, bookingId)).toMatchObject({ status: 'scheduled' });
    expect(await transfersTo(account.id)).toHaveLength(0);

    await afterCheckOut(dates.checkOut, 25);
    await runJob('pay-hosts');
    expect(await payoutOf(place.host, bookingId)).toMatchObject({ status: 'paid', amount: expected });
    const transfers = await transfersTo(account.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: expected,
      currency: 'eur',
      source_transaction: intent.latest_charge,
      metadata: { bookingId },
      transfer_group: `booking_${bookingId}`,
    });
    expect(await queueEntriesOf(bookingId)).toHaveLength(0);
    const trip = (await guest.client.get<BookingList>('/api/bookings?limit=50')).body.bookings.find((booking) => booking.id === bookingId);
    expect(trip).toMatchObject({ status: 'confirmed', isPaid: true });

    // A later run pays nothing more.
    await afterCheckOut(dates.checkOut, 30);
    await runJob('pay-hosts');
    expect(await transfersTo(account.id)).toHaveLength(1);
  });

  it('pays once when two runs meet', { timeout: 60_000 }, async () => {
    // A host of their own: sessions last 10 days, so every test keeps its stays within a week.
    const place = await enabledHost();
    const stays = [await confirmedStay(place, await newGuest(), 2, 1), await confirmedStay(place, await newGuest(), 3, 1), await confirmedStay(place, await newGuest(), 4, 1)];
    const account = (await accountOf(place.host))!;
    const before = (await transfersTo(account.id)).length;
    await afterCheckOut(stays[2]!.checkOut, 25);
    const runs = await Promise.all([runJob<{ paid: number; skipped: number }>('pay-hosts'), runJob<{ paid: number; skipped: number }>('pay-hosts')]);
    for (const stay of stays) expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid' });
    const transfers = await transfersTo(account.id);
    expect(transfers).toHaveLength(before + 3);
    const bookingIds = transfers.slice(0, 3).map((transfer) => transfer.metadata.bookingId).sort();
    expect(bookingIds).toEqual(stays.map((stay) => stay.bookingId).sort());
    expect(runs[0]!.paid + runs[1]!.paid).toBeGreaterThanOrEqual(3);
  });
});

describe('the Connect webhook', () => {
  const post = (body: string, secret: string, path = '/api/webhooks/stripe-connect') =>
    fetch(new URL(path, inject('appUrl')), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Signed at the functions' "now", which may be moved (the signature's timestamp must be within Stripe's tolerance).
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor((Date.now() + clockOffsetMs) / 1000) }),
      },
      body,
    });

  it('takes only events signed with the Connect secret, and the payments webhook does not take them', async () => {
    const event = JSON.stringify({ id: `evt_${Date.now()}x`, object: 'event', type: 'account.updated', account: 'acct_unknown', data: { object: { id: 'acct_unknown', object: 'account' } }, created: Math.floor(Date.now() / 1000) });
    expect((await post(event, LOCAL_STRIPE_KEYS.webhookSecret)).status).toBe(400);
    expect((await post(event, LOCAL_STRIPE_KEYS.connectWebhookSecret, '/api/webhooks/stripe')).status).toBe(400);
    const accepted = await post(event, LOCAL_STRIPE_KEYS.connectWebhookSecret);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ received: true, outcome: 'ignored: unknown account' });
    const again = await post(event, LOCAL_STRIPE_KEYS.connectWebhookSecret);
    expect(await again.json()).toMatchObject({ received: true, duplicate: true });
  });

  it('records a transfer the job did not record, once, and its reversal', async () => {
    const place = await enabledHost();
    const stay = await confirmedStay(place, await newGuest(), 2, 2);
    const account = (await accountOf(place.host))!;
    const trip = await stripe().paymentIntents.list({ limit: 100 });
    const intent = trip.data.find((pi) => pi.metadata?.bookingId === stay.bookingId)!;
    // As if a run died right after Stripe made the transfer: only transfer.created tells the app.
    const transfer = await stripe().transfers.create(
      { amount: 1000, currency: 'eur', destination: account.id, source_transaction: intent.latest_charge as string, transfer_group: `booking_${stay.bookingId}`, metadata: { bookingId: stay.bookingId } },
      { idempotencyKey: `payout-${stay.bookingId}` },
    );
    await webhooks.idle();
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: 1000 });
    const [created] = (await (await fetch(`${emulatorUrl()}/_emulator/events?type=transfer.created`)).json() as { events: { id: string }[] }).events;
    expect((await webhooks.deliver(created!.id)).statusCode).toBe(200);
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: 1000 });

    // The job, once due, sees it paid and sends nothing more.
    await afterCheckOut(stay.checkOut, 25);
    await runJob('pay-hosts');
    expect(await transfersTo(account.id)).toHaveLength(1);

    await stripe().transfers.createReversal(transfer.id, { amount: 400 });
    await webhooks.idle();
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: 600 });
    await stripe().transfers.createReversal(transfer.id);
    await webhooks.idle();
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'reversed', amount: 0 });
  });

  /** The event exactly as Stripe sent it, sent again; answers the webhook's body. */
  const redeliver = async (event: Stripe.Event) => {
    const answer = await post(JSON.stringify(event), LOCAL_STRIPE_KEYS.connectWebhookSecret);
    expect(answer.status).toBe(200);
    return (await answer.json()) as { received: boolean; duplicate?: boolean; outcome?: string };
  };

  it('a transfer.reversed delivered again changes nothing, and an older reversal arriving late does not undo a newer one', { timeout: 90_000 }, async () => {
    const place = await enabledHost();
    const stay = await confirmedStay(place, await newGuest(), 2, 2);
    const account = (await accountOf(place.host))!;
    await afterCheckOut(stay.checkOut, 25);
    await runJob('pay-hosts');
    const [transfer] = await transfersTo(account.id);
    const paid = transfer!.amount;
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: paid });

    await stripe().transfers.createReversal(transfer!.id, { amount: 400 });
    await webhooks.idle();
    const [first] = await eventsAbout('transfer.reversed', transfer!.id);
    expect(first).toBeDefined();
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: paid - 400 });
    const before = await bookingItem(stay.bookingId);
    expect(before).toMatchObject({ payoutReversedAmount: 400, transferId: transfer!.id, payoutAmount: paid });

    // Stripe delivers it again (its retry, or our answer got lost): handled once.
    expect((await webhooks.deliver(first!.id)).statusCode).toBe(200);
    expect(await redeliver(first!)).toMatchObject({ received: true, duplicate: true });
    expect(await bookingItem(stay.bookingId)).toEqual(before);
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: paid - 400 });
    expect((await stripe().transfers.retrieve(transfer!.id)).amount_reversed).toBe(400);
    // The job sends nothing for the part taken back.
    await runJob('pay-hosts');
    expect(await transfersTo(account.id)).toHaveLength(1);
    expect(await queueEntriesOf(stay.bookingId)).toHaveLength(0);

    // Stripe does not promise order: the rest is reversed in two steps whose events arrive newest first.
    await webhooks.pause();
    await stripe().transfers.createReversal(transfer!.id, { amount: 100 });
    await stripe().transfers.createReversal(transfer!.id);
    const [, second, third] = await eventsAbout('transfer.reversed', transfer!.id);
    expect((third!.data.object as Stripe.Transfer).amount_reversed).toBe(paid);
    expect((await webhooks.deliver(third!.id)).statusCode).toBe(200);
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'reversed', amount: 0 });
    expect((await webhooks.deliver(second!.id)).statusCode).toBe(200);
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'reversed', amount: 0 });
    await webhooks.resume();
    await webhooks.idle();
    expect(await bookingItem(stay.bookingId)).toMatchObject({ payoutStatus: 'reversed', payoutReversedAmount: paid, transferId: transfer!.id, payoutAmount: paid });
    expect(await payoutOf(place.host, stay.bookingId)).toMatchObject({ status: 'reversed', amount: 0 });
    expect(await transfersTo(account.id)).toHaveLength(1);
  });

  it('an account.updated of a known account delivered again changes nothing: one account, the waiting stay queued once and paid once', { timeout: 90_000 }, async () => {
    const waiting = await hostWithListing({ minNights: 1, timeZone: 'UTC' });
    const stay = await confirmedStay(waiting, await newGuest(), 2, 1);
    await afterCheckOut(stay.checkOut, 25);
    await runJob('pay-hosts');
    expect(await payoutOf(waiting.host, stay.bookingId)).toMatchObject({ status: 'awaiting_account' });
    expect(await queueEntriesOf(stay.bookingId)).toHaveLength(0);

    const started = await startOnboarding(waiting.host);
    expect(started.status, started.text).toBe(200);
    await completeOnboarding(started.body.onboardingUrl);
    const account = (await accountOf(waiting.host))!;
    const updates = await eventsAbout('account.updated', account.id);
    const enabling = updates.at(-1)!;
    expect(enabling.account).toBe(account.id);
    expect((enabling.data.object as Stripe.Account).payouts_enabled).toBe(true);
    // The enabling event queued the waiting stay.
    expect(await payoutOf(waiting.host, stay.bookingId)).toMatchObject({ status: 'scheduled' });
    expect(await queueEntriesOf(stay.bookingId)).toHaveLength(1);
    const queued = await bookingItem(stay.bookingId);
    const accountState = (await overview(waiting.host)).account;

    // Delivered again before the job ran: nothing queued twice, the booking untouched.
    expect((await webhooks.deliver(enabling.id)).statusCode).toBe(200);
    expect(await redeliver(enabling)).toMatchObject({ received: true, duplicate: true });
    expect(await queueEntriesOf(stay.bookingId)).toHaveLength(1);
    expect(await bookingItem(stay.bookingId)).toEqual(queued);
    expect((await overview(waiting.host)).account).toMatchObject({ state: accountState!.state, requirementsDue: accountState!.requirementsDue });

    await runJob('pay-hosts');
    const expected = PRICE - Math.floor((PRICE * 300 + 5000) / 10000);
    expect(await payoutOf(waiting.host, stay.bookingId)).toMatchObject({ status: 'paid', amount: expected });
    const paidItem = await bookingItem(stay.bookingId);

    // Every account.updated of the account again, after the payout; then a fresh one (Stripe sends
    // one on any change) for the account, still enabled: nothing moves, nothing is paid twice.
    for (const event of updates) expect((await webhooks.deliver(event.id)).statusCode).toBe(200);
    const review = await fetch(`${emulatorUrl()}/_emulator/accounts/${account.id}/verification`, { method: 'POST', body: JSON.stringify({ outcome: 'verified' }) });
    expect(review.status).toBe(200);
    await webhooks.idle();
    expect((await eventsAbout('account.updated', account.id)).length).toBe(updates.length + 1);
    await runJob('pay-hosts');
    expect(await bookingItem(stay.bookingId)).toEqual(paidItem);
    expect(await queueEntriesOf(stay.bookingId)).toHaveLength(0);
    expect((await overview(waiting.host)).account).toMatchObject({ state: 'enabled', requirementsDue: 0 });
    expect((await stripe().accounts.list({ limit: 100 })).data.filter((a) => a.metadata?.userId === waiting.host.id)).toHaveLength(1);
    const transfers = await transfersTo(account.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: expected, metadata: { bookingId: stay.bookingId } });
  });
});

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}
