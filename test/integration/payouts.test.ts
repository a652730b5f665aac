import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminBookingPage } from '@worknest/shared/admin';
import type { CancelStayResponse, HostBookingList } from '@worknest/shared/booking';
import { splitPayment, type PayoutOnboarding, type PayoutsOverview, type PayoutView } from '@worknest/shared/payouts';
import { LOCAL_STRIPE_KEYS } from '@worknest/scripts/local-cloud/stripe-emulator/local-stripe-keys';
import { confirmedStay, emulatorUrl, hostWithListing, newGuest, shiftClock, stripe, webhooks, type ErrorBody, type HostWithListing } from './booking-support';
import { demoCompanyMember, type Member } from './listings-support';
import { runJob } from './support/jobs';

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

async function enabledHost(): Promise<HostWithListing> {
  const place = await hostWithListing({ minNights: 1, timeZone: 'UTC', cancellationPolicy: 'flexible' });
  const started = await startOnboarding(place.host);
  expect(started.status, started.text).toBe(200);
  await completeOnboarding(started.body.onboardingUrl);
  expect((await overview(place.host)).account?.state).toBe('enabled');
  return place;
}

/** "Now" moved to `hours` after the stay's check-out (11:00Z on its check-out day). */
const afterCheckOut = (checkOut: string, hours: number) => shiftClock(Date.parse(`${checkOut}T11:00:00Z`) + hours * HOUR - Date.now());

const transfersTo = async (accountId: string) => (await stripe().transfers.list({ destination: accountId, limit: 100 })).data;

afterEach(async () => {
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
    expect(await payoutOf(place.host, refunded.bookingId)).toMatchObject({ status: 'none', amount: 0 });
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
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) },
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
});

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}
