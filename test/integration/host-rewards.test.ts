import { afterEach, describe, expect, it } from 'vitest';
import type { BookingView, HostBookingList } from '@worknest/shared/booking';
import type { CompanyInvoiceList } from '@worknest/shared/company-billing-rules';
import type { CreditsView, HostRewards } from '@worknest/shared/credit-rules';
import type { Listing } from '@worknest/shared/listing';
import { payWithCard, shiftClock, stripe, webhooks, type ErrorBody } from './booking-support';
import { uploadPhoto, validListing } from './listings-support';
import { runJob } from './support/jobs';
import { newCompany, signedInMember, signInAgain, type SignedInMember } from './support/members';

/*
 * Issue 37 (ADR 0160): company rewards for hosts, through the local gateway, DynamoDB Local and the
 * Stripe emulator. The payouts job grants the reward of a confirmed business stay once, 24 hours
 * after check-out, within the host's monthly cap: credits into the ledger (kind `reward`), or cash
 * paid with the stay's payout and billed on the company's monthly invoice. Nothing for a cancelled
 * or a private stay; two runs of the jobs write once.
 */

interface RewardCompany {
  domain: string;
  hr: SignedInMember;
  guest: SignedInMember;
}

async function rewardCompany(rewards: HostRewards): Promise<RewardCompany> {
  const domain = await newCompany('Rewards Co');
  const [hr, guest] = await Promise.all([signedInMember(domain, 'hr', 'Hanna'), signedInMember(domain, 'employee', 'Gus')]);
  const billing = await hr.client.put('/api/hr/billing', {
    mode: 'invoice',
    billingEmail: 'ap-rewards@example.test',
    legalName: 'Rewards Holding A/S',
    address: { line1: 'Vesterbrogade 1', postalCode: '1620', city: 'Copenhagen', country: 'DK' },
    requireCostCentre: false,
  });
  expect(billing.status, billing.text).toBe(200);
  const saved = await hr.client.put<HostRewards>('/api/hr/host-rewards', rewards);
  expect(saved.status, saved.text).toBe(200);
  return { domain, hr, guest };
}

async function hostWithHome(domain: string, name: string): Promise<{ host: SignedInMember; listing: Listing }> {
  const host = await signedInMember(domain, 'employee', name);
  const images = [await uploadPhoto(host), await uploadPhoto(host)];
  let created = await host.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  // The first listing of a run waits for the local geocoder's gazetteer (issue 41).
  if (created.status >= 500) created = await host.client.post<Listing>('/api/listings', { ...validListing(images), minNights: 1 });
  expect(created.status, created.text).toBe(201);
  return { host, listing: created.body };
}

function businessStay(guest: SignedInMember, listingId: string, dates: { checkIn: string; checkOut: string }) {
  return guest.client.post<BookingView & ErrorBody>('/api/business-stays', { listingId, ...dates, numberOfGuests: 1, purpose: 'Team offsite planning' });
}

/** The `day`th of the month `monthsAhead` months after this one (UTC), as a stay date. */
function dayOf(monthsAhead: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day)).toISOString().slice(0, 10);
}

async function hostStays(host: SignedInMember): Promise<BookingView[]> {
  const answer = await host.client.get<HostBookingList>('/api/bookings/host');
  expect(answer.status, answer.text).toBe(200);
  return answer.body.bookings;
}

afterEach(async () => {
  await shiftClock(0);
});

describe('credits rewards', () => {
  it('rewards confirmed business stays per night within the monthly cap, once, and nothing for a cancelled or a private stay', async () => {
    const company = await rewardCompany({ kind: 'credits', perNight: 1, monthlyCapPerHost: 3 });
    const { host, listing } = await hostWithHome(company.domain, 'Rewarded');
    const first = await businessStay(company.guest, listing.id, { checkIn: dayOf(2, 3), checkOut: dayOf(2, 5) });
    const second = await businessStay(company.guest, listing.id, { checkIn: dayOf(2, 8), checkOut: dayOf(2, 10) });
    const cancelled = await businessStay(company.guest, listing.id, { checkIn: dayOf(2, 12), checkOut: dayOf(2, 13) });
    for (const booked of [first, second, cancelled]) expect(booked.status, booked.text).toBe(201);
    expect((await company.guest.client.post(`/api/bookings/${cancelled.body.id}/cancellation`)).status).toBe(200);
    // A private stay, paid by the guest's own card: no company reward.
    const checkout = await company.guest.client.post<{ clientSecret: string; paymentIntentId: string; bookingId: string } & ErrorBody>('/api/create-payment-intent', {
      listingId: listing.id,
      checkIn: dayOf(2, 15),
      checkOut: dayOf(2, 16),
      numberOfGuests: 1,
    });
    expect(checkout.status, checkout.text).toBe(200);
    expect((await payWithCard(checkout.body.clientSecret, '4242424242424242')).status).toBe(200);
    expect((await company.guest.client.post('/api/bookings/confirm', { paymentIntentId: checkout.body.paymentIntentId })).status).toBe(200);

    // Before 24 hours after check-out: nothing.
    await shiftClock(Date.parse(`${dayOf(2, 5)}T12:00:00Z`) - Date.now());
    await runJob('pay-hosts');
    // Two months on: the sessions ended (issue 14).
    await signInAgain(host);
    expect((await host.client.get<CreditsView>('/api/credits?limit=100')).body.entries.filter((entry) => entry.kind === 'reward')).toEqual([]);

    await shiftClock(Date.parse(`${dayOf(2, 20)}T12:00:00Z`) - Date.now());
    await Promise.all([runJob('pay-hosts'), runJob('pay-hosts')]);
    await runJob('pay-hosts');
    await signInAgain(host);
    const credits = await host.client.get<CreditsView>('/api/credits?limit=100');
    expect(credits.status, credits.text).toBe(200);
    const rewards = credits.body.entries.filter((entry) => entry.kind === 'reward');
    expect(rewards.map((entry) => entry.bookingId).sort()).toEqual([first.body.id, second.body.id].sort());
    // 2 nights, then 2 more with 1 left under the cap of 3.
    expect(rewards.map((entry) => entry.amount).sort()).toEqual([1, 2]);
    expect(credits.body.balance).toBe(credits.body.entries.reduce((sum, entry) => sum + entry.amount, 0));
    expect(credits.body.hostRewards).toMatchObject({ kind: 'credits', perNight: 1, monthlyCapPerHost: 3 });

    const stays = await hostStays(host);
    const earningsOf = (id: string) => stays.find((booking) => booking.id === id)?.hostEarnings;
    expect([earningsOf(first.body.id)?.reward, earningsOf(second.body.id)?.reward]).toEqual(
      expect.arrayContaining([{ kind: 'credits', amount: 2, capped: false }, { kind: 'credits', amount: 1, capped: true }]),
    );
    expect(earningsOf(cancelled.body.id)?.reward ?? null).toBeNull();
    expect(earningsOf(checkout.body.bookingId)?.reward ?? null).toBeNull();
  }, 240_000);
});

describe('cash rewards', () => {
  it('pays the reward with the stay’s payout and bills it on the company’s invoice once', async () => {
    const company = await rewardCompany({ kind: 'cash', perNight: 1000, monthlyCapPerHost: 20000 });
    const { host, listing } = await hostWithHome(company.domain, 'Paid');
    const started = await host.client.post<{ onboardingUrl: string }>('/api/payouts/account');
    expect(started.status, started.text).toBe(200);
    expect((await fetch(started.body.onboardingUrl)).status).toBe(200);
    await fetch(started.body.onboardingUrl, { method: 'POST', redirect: 'manual' });
    await webhooks.idle();
    const account = (await stripe().accounts.list({ limit: 100 })).data.find((candidate) => candidate.metadata?.userId === host.id)!;
    expect(account).toBeDefined();

    const booked = await businessStay(company.guest, listing.id, { checkIn: dayOf(2, 3), checkOut: dayOf(2, 5) });
    expect(booked.status, booked.text).toBe(201);
    await shiftClock(Date.parse(`${dayOf(2, 6)}T12:00:00Z`) - Date.now());
    await Promise.all([runJob('pay-hosts'), runJob('pay-hosts')]);
    await runJob('pay-hosts');
    await signInAgain(host, company.hr);
    const transfers = (await stripe().transfers.list({ destination: account.id, limit: 10 })).data;
    expect(transfers).toHaveLength(1);
    const stays = await hostStays(host);
    const earnings = stays.find((candidate) => candidate.id === booked.body.id)!.hostEarnings!;
    expect(earnings).toMatchObject({ status: 'paid', reward: { kind: 'cash', amount: 2000, capped: false } });
    expect(transfers[0]!.amount).toBe(earnings.amount + 2000);

    await Promise.all([runJob('bill-company-stays'), runJob('bill-company-stays')]);
    await runJob('bill-company-stays');
    const invoices = await company.hr.client.get<CompanyInvoiceList>('/api/hr/invoices');
    expect(invoices.status, invoices.text).toBe(200);
    const rewardLines = invoices.body.items.flatMap((invoice) => invoice.lines).filter((line) => line.description.startsWith('Host reward'));
    expect(rewardLines).toEqual([expect.objectContaining({ amount: 2000, bookingId: booked.body.id })]);
  }, 240_000);
});
